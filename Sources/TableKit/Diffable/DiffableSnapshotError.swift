/// A snapshot was built or applied in a way that would break it: an identifier given twice,
/// one it does not hold, or an apply in the middle of a batch. UIKit traps on these; TableKit
/// throws, names the identifier, and leaves the snapshot and the table as they were.
///
/// Identifiers are named as a debugger shows them (`String(reflecting:)`): a string in
/// quotes, with its control characters escaped.
public enum DiffableSnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A section identifier that the snapshot already holds, or that is given twice.
    case duplicateSection(String)
    /// An item identifier that the snapshot already holds, or that is given twice.
    case duplicateItem(String)
    /// A section identifier that the snapshot does not hold.
    case unknownSection(String)
    /// An item identifier that the snapshot does not hold.
    case unknownItem(String)
    /// Items were appended with no section named, to a snapshot with no sections.
    case noSection
    /// A section was moved before or after itself.
    case sectionMovedRelativeToItself(String)
    /// An item was moved before or after itself.
    case itemMovedRelativeToItself(String)
    /// A snapshot was applied inside `beginUpdates()`/`endUpdates()`; it is a batch of its own.
    case applyInsideBatchUpdates

    /// The error in words, naming the identifier.
    public var description: String {
        switch self {
        case let .duplicateSection(id): "section identifier \(id) appears twice in the snapshot; identifiers must be unique"
        case let .duplicateItem(id): "item identifier \(id) appears twice in the snapshot; identifiers must be unique"
        case let .unknownSection(id): "the snapshot has no section with identifier \(id)"
        case let .unknownItem(id): "the snapshot has no item with identifier \(id)"
        case .noSection: "cannot append items: the snapshot has no section to append them to"
        case let .sectionMovedRelativeToItself(id): "cannot move section \(id) before or after itself"
        case let .itemMovedRelativeToItself(id): "cannot move item \(id) before or after itself"
        case .applyInsideBatchUpdates:
            "a snapshot cannot be applied inside beginUpdates()/endUpdates(); applying it is a batch of its own"
        }
    }
}

/// An identifier as error messages name it.
func identifierText(_ identifier: some Hashable) -> String { String(reflecting: identifier) }
