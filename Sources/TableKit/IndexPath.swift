// Apple's toolchains ship Foundation, not a FoundationEssentials module; Linux's ship both.
#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// The position of a row in a table: a section, and a row within that section.
///
/// It is Foundation's `IndexPath`, as in UIKit, so that a file that imports both Foundation
/// and TableKit means one type by `IndexPath`. TableKit takes it from FoundationEssentials
/// (Foundation without locales or ICU) and adds UIKit's `row`, `section` and
/// `init(row:section:)`. A table's index paths always have exactly two indexes.
#if canImport(FoundationEssentials)
public typealias IndexPath = FoundationEssentials.IndexPath
#else
public typealias IndexPath = Foundation.IndexPath
#endif

extension IndexPath {
    /// Creates the index path of `row` in `section` (UIKit's `IndexPath(row:section:)`).
    @inlinable
    public init(row: Int, section: Int) {
        self.init(index: section)
        append(row)
    }

    /// The index of the section: the first of the two indexes.
    @inlinable
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The index of the row within its section: the second of the two indexes.
    @inlinable
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}

/// A row's place as two plain integers: what TableKit's own algorithms sort, hash and compare,
/// because Foundation's `IndexPath` holds any number of indexes and its operations are not
/// inlined into this module.
@usableFromInline
struct RowPath: Hashable, Comparable, Sendable {
    @usableFromInline var section: Int
    @usableFromInline var row: Int

    @inlinable
    init(row: Int, section: Int) {
        self.section = section
        self.row = row
    }

    @inlinable
    init(_ indexPath: IndexPath) {
        self.init(row: indexPath.row, section: indexPath.section)
    }

    @inlinable
    var indexPath: IndexPath { IndexPath(row: row, section: section) }

    @inlinable
    static func < (lhs: RowPath, rhs: RowPath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }

    /// One word into the hasher, not two: a batch of a hundred thousand rows hashes each
    /// place several times. Distinct for sections below 2²⁴ and rows below 2⁴⁰.
    @inlinable
    func hash(into hasher: inout Hasher) {
        hasher.combine(UInt64(truncatingIfNeeded: section) << 40 ^ UInt64(truncatingIfNeeded: row))
    }
}
