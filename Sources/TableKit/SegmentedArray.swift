/// An array stored as a list of chunks, so that inserting or removing an element in the
/// middle moves at most one chunk's elements instead of everything after it.
///
/// ``TableSections`` keeps each section's rows in one, so that a row deleted, inserted or
/// moved in a million-row section costs microseconds, not a 16 MB memmove.
///
/// - Complexity: reading or writing an element, inserting or removing one: O(log c + k) for
///   c chunks of at most k = 2048 elements; iterating: O(n); building from a sequence: O(n).
///
/// Reading, writing, inserting, removing and iterating are inlinable, so that a client
/// module specialises them for its element type (unspecialised, every access looks up the
/// element type's metadata at run time).
public struct SegmentedArray<Element> {
    /// Chunk size a split produces; a chunk splits when it grows past twice this.
    @inlinable public static var chunkSize: Int { 1024 }

    @usableFromInline var chunks: [[Element]]
    /// Elements per chunk, with prefix sums to find the chunk of an index.
    @usableFromInline var sizes: RowCounts

    /// An empty array.
    public init() {
        chunks = []
        sizes = RowCounts()
    }

    /// Elements already cut into chunks (empty chunks are dropped), used as they are.
    public init(chunks: [[Element]]) {
        self.chunks = chunks.filter { !$0.isEmpty }
        sizes = RowCounts(self.chunks.map(\.count))
    }

    /// The elements of an array, chunk by chunk: each chunk is one bulk copy (a memcpy for
    /// elements with nothing to retain), even where this generic code is not specialised.
    public init(_ elements: [Element]) {
        var chunks: [[Element]] = []
        chunks.reserveCapacity((elements.count + Self.chunkSize - 1) / Self.chunkSize)
        var start = 0
        while start < elements.count {
            let end = Swift.min(start + Self.chunkSize, elements.count)
            chunks.append(Array(elements[start..<end]))
            start = end
        }
        self.chunks = chunks
        sizes = RowCounts(chunks.map(\.count))
    }

    /// The elements of `elements`, in order.
    public init<S: Sequence>(_ elements: S) where S.Element == Element {
        var chunks: [[Element]] = []
        var chunk: [Element] = []
        chunk.reserveCapacity(Self.chunkSize)
        for element in elements {
            chunk.append(element)
            if chunk.count == Self.chunkSize {
                chunks.append(chunk)
                chunk = []
                chunk.reserveCapacity(Self.chunkSize)
            }
        }
        if !chunk.isEmpty { chunks.append(chunk) }
        self.chunks = chunks
        sizes = RowCounts(chunks.map(\.count))
    }

    /// The chunk and offset of the element at `index` (`index == count` gives the end of
    /// the last chunk).
    @inlinable
    func locate(_ index: Int) -> (chunk: Int, offset: Int) {
        if index == sizes.total, let last = chunks.indices.last { return (last, chunks[last].count) }
        guard let place = sizes.place(ofGlobalRow: index) else { preconditionFailure("SegmentedArray index out of range") }
        return (place.section, place.row)
    }

    /// Inserts `element` at `index`.
    @inlinable
    public mutating func insert(_ element: Element, at index: Int) {
        precondition(index >= 0 && index <= count, "SegmentedArray index out of range")
        guard !chunks.isEmpty else {
            chunks = [[element]]
            sizes = RowCounts([1])
            return
        }
        let (chunk, offset) = locate(index)
        chunks[chunk].insert(element, at: offset)
        if chunks[chunk].count > 2 * Self.chunkSize {
            let second = Array(chunks[chunk][Self.chunkSize...])
            chunks[chunk].removeSubrange(Self.chunkSize...)
            chunks.insert(second, at: chunk + 1)
            sizes.replaceAll(with: chunks.map(\.count))
        } else {
            sizes.set(chunks[chunk].count, forSection: chunk)
        }
    }

    /// Removes and returns the element at `index`.
    @inlinable
    @discardableResult
    public mutating func remove(at index: Int) -> Element {
        precondition(index >= 0 && index < count, "SegmentedArray index out of range")
        let (chunk, offset) = locate(index)
        let element = chunks[chunk].remove(at: offset)
        if chunks[chunk].isEmpty {
            chunks.remove(at: chunk)
            sizes.replaceAll(with: chunks.map(\.count))
        } else {
            sizes.set(chunks[chunk].count, forSection: chunk)
        }
        return element
    }

    /// Adds `element` at the end.
    @inlinable
    public mutating func append(_ element: Element) { insert(element, at: count) }
}

extension SegmentedArray: RandomAccessCollection, MutableCollection {
    /// The first index, 0.
    @inlinable public var startIndex: Int { 0 }
    /// One past the last index: the number of elements.
    @inlinable public var endIndex: Int { sizes.total }
    /// The number of elements.
    /// - Complexity: O(1).
    @inlinable public var count: Int { sizes.total }

    /// The element at `position`.
    /// - Precondition: `position` is in `0..<count`.
    /// - Complexity: O(log c) for c chunks.
    @inlinable
    public subscript(position: Int) -> Element {
        get {
            precondition(position >= 0 && position < count, "SegmentedArray index out of range")
            let (chunk, offset) = locate(position)
            return chunks[chunk][offset]
        }
        set {
            precondition(position >= 0 && position < count, "SegmentedArray index out of range")
            let (chunk, offset) = locate(position)
            chunks[chunk][offset] = newValue
        }
    }

    /// Iterates chunk by chunk, without locating each element.
    public struct Iterator: IteratorProtocol {
        @usableFromInline var chunks: IndexingIterator<[[Element]]>
        @usableFromInline var current: IndexingIterator<[Element]>?

        @inlinable
        init(chunks: IndexingIterator<[[Element]]>, current: IndexingIterator<[Element]>?) {
            self.chunks = chunks
            self.current = current
        }

        /// The next element, or `nil` after the last.
        @inlinable
        public mutating func next() -> Element? {
            while true {
                if let element = current?.next() { return element }
                guard let chunk = chunks.next() else { return nil }
                current = chunk.makeIterator()
            }
        }
    }

    /// An iterator over the elements, chunk by chunk.
    @inlinable
    public func makeIterator() -> Iterator { Iterator(chunks: chunks.makeIterator(), current: nil) }

    /// Calls `body` with the elements of `range` as they are stored, a run of neighbours at
    /// a time, in order, each run with the index of its first element: a range read without
    /// locating each element, and without copying it.
    /// - Complexity: O(log c + r) for c chunks and r runs in the range; `body` gets every
    ///   element of the range once.
    @inlinable
    public func forEachRun(
        in range: Range<Int>, _ body: (_ start: Int, _ elements: ArraySlice<Element>) throws -> Void
    ) rethrows {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "SegmentedArray range out of bounds")
        guard !range.isEmpty else { return }
        var (chunk, offset) = locate(range.lowerBound)
        var start = range.lowerBound
        while start < range.upperBound {
            let elements = chunks[chunk]
            let end = Swift.min(elements.count, offset + range.upperBound - start)
            try body(start, elements[offset..<end])
            start += end - offset
            chunk += 1
            offset = 0
        }
    }
}

extension SegmentedArray: ExpressibleByArrayLiteral {
    /// The elements of an array literal.
    public init(arrayLiteral elements: Element...) { self.init(elements) }
}

extension SegmentedArray: Equatable where Element: Equatable {
    /// Whether the two arrays hold equal elements in the same order (however they are chunked).
    public static func == (a: SegmentedArray, b: SegmentedArray) -> Bool {
        a.count == b.count && a.elementsEqual(b)
    }
}

extension SegmentedArray: Sendable where Element: Sendable {}

extension SegmentedArray: CustomStringConvertible {
    /// The elements as an array prints them: `["a", "b"]`.
    public var description: String { Array(self).description }
}
