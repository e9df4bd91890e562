extension Array where Element: Comparable {
    /// The index of the first element not less than `value`, in an array sorted ascending
    /// (binary search). - Complexity: O(log n).
    func lowerBound(of value: Element) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The last index in `0...last` whose element is not greater than `value`, in an array
    /// sorted ascending (0 when none is): the section, or block, a running count puts a place
    /// in. - Complexity: O(log n).
    func lastIndex(notAbove value: Element, through last: Int) -> Int {
        var low = 0, high = last
        while low < high {
            let middle = (low + high + 1) / 2
            if self[middle] <= value { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
