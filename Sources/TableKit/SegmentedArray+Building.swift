extension SegmentedArray {
    /// Builds a segmented array from runs of elements, each copied in bulk into full chunks:
    /// a section rebuilt from its old rows and the rows an update places, with one copy of
    /// each row (not an array of the old rows, another of the new ones, then the chunks).
    @usableFromInline
    struct Builder {
        @usableFromInline var chunks: [[Element]] = []
        @usableFromInline var current: [Element] = []

        /// A builder for about `count` elements.
        @inlinable
        init(capacity count: Int) {
            chunks.reserveCapacity((count + SegmentedArray.chunkSize - 1) / SegmentedArray.chunkSize)
        }

        /// Appends `elements`, in order.
        @inlinable
        mutating func append(contentsOf elements: ArraySlice<Element>) {
            var rest = elements
            while !rest.isEmpty {
                if current.isEmpty { current.reserveCapacity(SegmentedArray.chunkSize) }
                let part = rest.prefix(SegmentedArray.chunkSize - current.count)
                current += part
                rest = rest.dropFirst(part.count)
                if current.count == SegmentedArray.chunkSize {
                    chunks.append(current)
                    current = []
                }
            }
        }

        /// The elements appended.
        @inlinable
        consuming func finish() -> SegmentedArray {
            if !current.isEmpty { chunks.append(current) }
            return SegmentedArray(chunks: chunks)
        }
    }
}
