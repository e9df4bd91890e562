/// Which elements of `values` (distinct integers) make up one longest increasing
/// subsequence: `result[i]` is `true` for the elements in it.
///
/// The diff keeps these in place and moves the rest, so that the update moves as few items
/// (or sections) as possible. Patience sorting: each value either extends the longest run
/// found so far (checked first, in O(1)) or replaces the tail of a shorter run, found by
/// binary search.
/// - Complexity: O(n + d log n), where d is the number of values that do not extend the
///   longest run found so far (none when the values are already in order).
func longestIncreasingSubsequence(_ values: [Int]) -> [Bool] {
    var inSubsequence = [Bool](repeating: false, count: values.count)
    guard !values.isEmpty else { return inSubsequence }
    // tails[k]: the index of the smallest last value of an increasing run of length k + 1.
    var tails: [Int] = []
    // previous[i]: the index of the element before values[i] in its run, or -1.
    var previous = [Int](repeating: -1, count: values.count)
    for (i, value) in values.enumerated() {
        if let last = tails.last, values[last] > value {
            var low = 0, high = tails.count - 1
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            tails[low] = i
            previous[i] = low > 0 ? tails[low - 1] : -1
        } else {
            previous[i] = tails.last ?? -1
            tails.append(i)
        }
    }
    var i = tails[tails.count - 1]
    while i >= 0 {
        inSubsequence[i] = true
        i = previous[i]
    }
    return inSubsequence
}
