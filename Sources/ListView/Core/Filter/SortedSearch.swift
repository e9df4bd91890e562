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
}
