extension SegmentedArray {
    /// Adds elements already cut into chunks at the end, each chunk kept as it is (no element
    /// copied): rows arriving in bulk, as a file is read.
    /// - Complexity: O(c + k) for c chunks in all and k added.
    public mutating func append(chunks added: [[Element]]) {
        let nonEmpty = added.filter { !$0.isEmpty }
        guard !nonEmpty.isEmpty else { return }
        chunks += nonEmpty
        sizes.replaceAll(with: chunks.map(\.count))
    }
}
