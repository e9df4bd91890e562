/// The operations of one batch, in the order they were called and in the index spaces the
/// caller used, before they are validated into a ``TableUpdate``.
///
/// Call order matters: it decides which of two conflicting operations is reported first.
@usableFromInline
struct PendingUpdates: Sendable {
    /// One recorded call. Sections and rows named by a delete, a reload or a move's source
    /// are indexes before the update; by an insert or a move's destination, after it.
    @usableFromInline
    enum Operation: Sendable {
        /// `rowCount` is the number of rows an inserted or reloaded section will hold, for an
        /// edit whose counts are derived from the edit itself; `nil` for UIKit-style calls.
        case deleteSection(Int, RowAnimation)
        case insertSection(Int, RowAnimation, rowCount: Int?)
        case reloadSection(Int, RowAnimation, rowCount: Int?)
        case moveSection(from: Int, to: Int)
        case deleteRow(RowPath, RowAnimation)
        case insertRow(RowPath, RowAnimation)
        case reloadRow(RowPath, RowAnimation)
        case moveRow(from: RowPath, to: RowPath)
    }

    @usableFromInline private(set) var operations: [Operation] = []

    @usableFromInline init() {}

    /// Makes room for `count` more operations.
    @inlinable
    mutating func reserveCapacity(forMore count: Int) {
        operations.reserveCapacity(operations.count + count)
    }

    var isEmpty: Bool { operations.isEmpty }
    var count: Int { operations.count }

    @inlinable
    mutating func append(_ operation: Operation) {
        operations.append(operation)
    }

    @inlinable
    mutating func append<Paths: Sequence<IndexPath>>(
        _ paths: Paths, as operation: (RowPath, RowAnimation) -> Operation, animation: RowAnimation
    ) {
        for path in paths { operations.append(operation(RowPath(path), animation)) }
    }

    @inlinable
    mutating func append<Sections: Sequence<Int>>(
        _ sections: Sections, as operation: (Int, RowAnimation) -> Operation, animation: RowAnimation
    ) {
        for section in sections { operations.append(operation(section, animation)) }
    }
}
