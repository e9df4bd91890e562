/// Which elements of `values` (distinct integers) make up one longest increasing
/// subsequence: `result[i]` is `true` for the elements in it.
///
/// The diff keeps these in place and moves the rest, so that the update moves as few items
/// (or sections) as possible. Patience sorting: each value replaces the first run tail that
/// is not smaller than it, or starts a longer run. Before searching, it tries the place
/// just after where the previous value went: in a list where a few items moved, almost
/// every value continues the run of the one before it.
/// - Complexity: O(n + d log n), where d is the number of values that do not continue the
///   run of the value before them (none when the values are in order).
func longestIncreasingSubsequence(_ values: [Int]) -> [Bool] {
    var inSubsequence = [Bool](repeating: false, count: values.count)
    guard !values.isEmpty else { return inSubsequence }
    // tails[k]: the index of the smallest last value of an increasing run of length k + 1.
    var tails: [Int] = []
    // previous[i]: the index of the element before values[i] in its run, or -1.
    var previous = [Int](repeating: -1, count: values.count)
    var lastPosition = -1
    for (i, value) in values.enumerated() {
        var position = lastPosition + 1
        let fitsAfterPrevious = (position == 0 || values[tails[position - 1]] < value)
            && (position == tails.count || values[tails[position]] > value)
        if !fitsAfterPrevious {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            position = low
        }
        previous[i] = position > 0 ? tails[position - 1] : -1
        if position == tails.count { tails.append(i) } else { tails[position] = i }
        lastPosition = position
    }
    var i = tails[tails.count - 1]
    while i >= 0 {
        inSubsequence[i] = true
        i = previous[i]
    }
    return inSubsequence
}
