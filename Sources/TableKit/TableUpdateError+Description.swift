extension TableUpdateError: CustomStringConvertible {
    /// UIKit's message for the error, word for word where UIKit has one (see
    /// ``TableUpdateError``); TableKit's own errors are worded in the same style.
    public var description: String {
        switch self {
        case let .invalidSectionCount(after, before, inserted, deleted):
            return "Invalid update: invalid number of sections.  The number of sections contained in the table view "
                + "after the update (\(after)) must be equal to the number of sections contained in the table view "
                + "before the update (\(before)), plus or minus the number of sections inserted or deleted "
                + "(\(inserted) inserted, \(deleted) deleted)."
        case let .invalidRowCount(section, after, before, inserted, deleted, movedIn, movedOut):
            return "Invalid update: invalid number of rows in section \(section).  The number of rows contained in an "
                + "existing section after the update (\(after)) must be equal to the number of rows contained in that "
                + "section before the update (\(before)), plus or minus the number of rows inserted or deleted from "
                + "that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved "
                + "into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
        case let .sectionOutOfRange(.insert, section, count):
            return "attempt to insert section \(section) but there are only \(count) sections after the update"
        case let .sectionOutOfRange(action, section, count):
            return "attempt to \(action) section \(section), but there are only \(count) sections before the update"
        case let .sectionMoveDestinationOutOfRange(from, to, count):
            return "attempt to move section \(from) to section \(to), but there are only \(count) sections after the update"
        case let .rowSectionOutOfRange(action, path, count):
            let when = action == .insert ? "after" : "before"
            return "attempt to \(action) row \(path.row) \(action.rowPreposition) section \(path.section), "
                + "but there are only \(count) sections \(when) the update"
        case let .rowOutOfRange(.insert, path, count):
            return "attempt to insert row \(path.row) into section \(path.section), but there are only "
                + "\(count) rows in section \(path.section) after the update"
        case let .rowOutOfRange(action, path, count):
            return "attempt to \(action) row \(path.row) from section \(path.section) which only contains "
                + "\(count) rows before the update"
        case let .moveSourceOutOfRange(path, nil, sectionCount):
            return "attempt to move index path (\(path.uikitDescription)) from a section that does not exist - "
                + "there are only \(sectionCount) sections before the update"
        case let .moveSourceOutOfRange(path, rowCount?, _):
            return "attempt to move index path (\(path.uikitDescription)) that does not exist - there are only "
                + "\(rowCount) rows in section \(path.section) before the update"
        case let .moveDestinationOutOfRange(from, to, nil, sectionCount):
            return "attempt to move index path (\(from.uikitDescription)) to index path (\(to.uikitDescription)) "
                + "in section that does not exist - there are only \(sectionCount) sections after the update"
        case let .moveDestinationOutOfRange(from, to, rowCount?, _):
            return "attempt to move index path (\(from.uikitDescription)) to index path (\(to.uikitDescription)) "
                + "that does not exist - there are only \(rowCount) rows in section \(to.section) after the update"
        case let .duplicateSection(action, section):
            return "attempt to \(action) the same section (\(section)) twice"
        case let .duplicateRow(action, path):
            return "attempt to \(action) the same index path (\(path.uikitDescription)) twice"
        case let .conflictingSection(first, second, section):
            return "attempt to \(Self.pair(first, second)) the same section (\(section))"
        case let .conflictingRow(first, second, path):
            return "attempt to \(Self.pair(first, second)) the same index path (\(path.uikitDescription))"
        case let .sectionMovedTwice(section, first, second):
            return "attempt to move section \(section) to both section \(first) and section \(second)"
        case let .sectionsMovedToSameSection(first, second, destination):
            return "attempt to move both section \(first) and section \(second) to section \(destination)"
        case let .rowMovedTwice(path, first, second):
            return "attempt to move row at index path \(path.uikitDescription) to both \(first.uikitDescription) "
                + "and \(second.uikitDescription)"
        case let .rowsMovedToSameIndexPath(first, second, destination):
            return "attempt to move both row at index path \(first.uikitDescription) and \(second.uikitDescription) "
                + "to \(destination.uikitDescription)"
        case let .moveOutOfRemovedSection(from, action):
            return "cannot move a row out of a section that is being \(action.pastParticiple) "
                + "(index path \(from.uikitDescription))"
        case let .moveIntoNewSection(to, action):
            return action == .insert
                ? "cannot move a row into a newly inserted section (\(to.section))"
                : "cannot move a row into a section that is being reloaded (\(to.section))"
        case let .reloadInDeletedSection(path):
            return "attempt to reload index path (\(path.uikitDescription)) in section \(path.section), "
                + "which is being deleted"
        }
    }

    /// UIKit's phrasing for two operations on one target, whichever came first: "delete and
    /// reload", "perform a delete and a move from", "perform an insert and a move to".
    private static func pair(_ a: UpdateAction, _ b: UpdateAction) -> String {
        let (first, second) = a.rank <= b.rank ? (a, b) : (b, a)
        guard second == .move else { return "\(first) and \(second)" }
        let article = first == .insert ? "an" : "a"
        let direction = first == .insert ? "to" : "from"
        return "perform \(article) \(first) and a move \(direction)"
    }
}
