import Testing
import TableKit
import TestSupport

/// The exact wording of every error kind: UIKit's message where UIKit has one, word for word
/// (index paths as UIKit prints them); TableKit's own in the same style.
@Suite("Update error messages")
struct UpdateErrorTests {
    private func message(_ before: [Int], after: [Int], _ updates: (Table) throws -> Void) -> String? {
        updateFailure(before, after: after, updates)?.description
    }

    @Test("Counts: sections, then rows; a reload counts as one deleted and one inserted")
    func counts() {
        #expect(message([1, 1], after: [1, 1, 1]) { try $0.insertRows(at: [ip(0, 0)]) }
            == "Invalid update: invalid number of sections.  The number of sections contained in the table view after "
            + "the update (3) must be equal to the number of sections contained in the table view before the update (2), "
            + "plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).")
        #expect(message([1, 1], after: [1, 1, 1]) { try $0.reloadSections([0]) }
            == "Invalid update: invalid number of sections.  The number of sections contained in the table view after "
            + "the update (3) must be equal to the number of sections contained in the table view before the update (2), "
            + "plus or minus the number of sections inserted or deleted (1 inserted, 1 deleted).")
        #expect(message([2, 2], after: [2, 2]) { try $0.moveRow(at: ip(0, 0), to: ip(0, 1)) }
            == "Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing "
            + "section after the update (2) must be equal to the number of rows contained in that section before the "
            + "update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 "
            + "deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 1 moved out).")
        #expect(message([3], after: [4]) { try $0.reloadRows(at: [ip(1)]) }
            == "Invalid update: invalid number of rows in section 0.  The number of rows contained in an existing "
            + "section after the update (4) must be equal to the number of rows contained in that section before the "
            + "update (3), plus or minus the number of rows inserted or deleted from that section (1 inserted, 1 "
            + "deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).")
    }

    @Test("Sections out of range: before the update for delete, reload and a move's source; after it for insert")
    func sectionsOutOfRange() {
        #expect(message([1, 1, 1], after: [1, 1]) { try $0.deleteSections([3]) }
            == "attempt to delete section 3, but there are only 3 sections before the update")
        #expect(message([1, 1], after: [1, 1]) { try $0.reloadSections([2]) }
            == "attempt to reload section 2, but there are only 2 sections before the update")
        #expect(message([1, 1], after: [1, 1]) { try $0.moveSection(2, toSection: 0) }
            == "attempt to move section 2, but there are only 2 sections before the update")
        #expect(message([1], after: [1, 0]) { try $0.insertSections([2]) }
            == "attempt to insert section 2 but there are only 2 sections after the update")
        #expect(message([1, 1], after: [1, 1]) { try $0.moveSection(0, toSection: 2) }
            == "attempt to move section 0 to section 2, but there are only 2 sections after the update")
    }

    @Test("Rows out of range: deletes and reloads before the update, inserts after it")
    func rowsOutOfRange() {
        #expect(message([5], after: [4]) { try $0.deleteRows(at: [ip(5)]) }
            == "attempt to delete row 5 from section 0 which only contains 5 rows before the update")
        #expect(message([5], after: [5]) { try $0.reloadRows(at: [ip(-1)]) }
            == "attempt to reload row -1 from section 0 which only contains 5 rows before the update")
        #expect(message([1, 1], after: [1, 1]) { try $0.deleteRows(at: [ip(0, 3)]) }
            == "attempt to delete row 0 from section 3, but there are only 2 sections before the update")
        #expect(message([1, 1], after: [1, 1]) { try $0.reloadRows(at: [ip(0, 2)]) }
            == "attempt to reload row 0 from section 2, but there are only 2 sections before the update")
        #expect(message([5], after: [6]) { try $0.insertRows(at: [ip(6)]) }
            == "attempt to insert row 6 into section 0, but there are only 6 rows in section 0 after the update")
        #expect(message([1, 1], after: [1, 1]) { try $0.insertRows(at: [ip(0, 2)]) }
            == "attempt to insert row 0 into section 2, but there are only 2 sections after the update")
    }

    @Test("Moved rows out of range, at either end")
    func movesOutOfRange() {
        #expect(message([5], after: [5]) { try $0.moveRow(at: ip(5), to: ip(0)) }
            == "attempt to move index path ({length = 2, path = 0 - 5}) that does not exist - there are only 5 rows "
            + "in section 0 before the update")
        #expect(message([5], after: [5]) { try $0.moveRow(at: ip(0, 1), to: ip(0)) }
            == "attempt to move index path ({length = 2, path = 1 - 0}) from a section that does not exist - there "
            + "are only 1 sections before the update")
        #expect(message([3], after: [3]) { try $0.moveRow(at: ip(0), to: ip(3)) }
            == "attempt to move index path ({length = 2, path = 0 - 0}) to index path ({length = 2, path = 0 - 3}) "
            + "that does not exist - there are only 3 rows in section 0 after the update")
        #expect(message([3], after: [3]) { try $0.moveRow(at: ip(0), to: ip(0, 1)) }
            == "attempt to move index path ({length = 2, path = 0 - 0}) to index path ({length = 2, path = 1 - 0}) "
            + "in section that does not exist - there are only 1 sections after the update")
    }

    @Test("The same section or row named twice by one kind of operation")
    func duplicates() {
        #expect(message([1, 1], after: [1]) { try $0.deleteSections([1]); try $0.deleteSections([1]) }
            == "attempt to delete the same section (1) twice")
        #expect(message([3], after: [1]) { try $0.deleteRows(at: [ip(1), ip(1)]) }
            == "attempt to delete the same index path ({length = 2, path = 0 - 1}) twice")
        #expect(message([5], after: [7]) { try $0.insertRows(at: [ip(5), ip(5)]) }
            == "attempt to insert the same index path ({length = 2, path = 0 - 5}) twice")
        #expect(message([1, 1], after: [1, 1]) { try $0.moveSection(0, toSection: 1); try $0.moveSection(0, toSection: 0) }
            == "attempt to move section 0 to both section 1 and section 0")
        #expect(message([1, 1, 1], after: [1, 1, 1]) { try $0.moveSection(0, toSection: 2); try $0.moveSection(1, toSection: 2) }
            == "attempt to move both section 0 and section 1 to section 2")
        #expect(message([3], after: [3]) { try $0.moveRow(at: ip(0), to: ip(1)); try $0.moveRow(at: ip(0), to: ip(2)) }
            == "attempt to move row at index path {length = 2, path = 0 - 0} to both {length = 2, path = 0 - 1} "
            + "and {length = 2, path = 0 - 2}")
        #expect(message([3], after: [3]) { try $0.moveRow(at: ip(0), to: ip(2)); try $0.moveRow(at: ip(1), to: ip(2)) }
            == "attempt to move both row at index path {length = 2, path = 0 - 0} and {length = 2, path = 0 - 1} "
            + "to {length = 2, path = 0 - 2}")
    }

    @Test("Two kinds of operation on one section or row")
    func conflicts() {
        #expect(message([3], after: [2]) { try $0.reloadRows(at: [ip(1)]); try $0.deleteRows(at: [ip(1)]) }
            == "attempt to delete and reload the same index path ({length = 2, path = 0 - 1})")
        #expect(message([3], after: [3]) { try $0.deleteRows(at: [ip(1)]); try $0.moveRow(at: ip(1), to: ip(2)) }
            == "attempt to perform a delete and a move from the same index path ({length = 2, path = 0 - 1})")
        #expect(message([3], after: [4]) { try $0.insertRows(at: [ip(0)]); try $0.moveRow(at: ip(1), to: ip(0)) }
            == "attempt to perform an insert and a move to the same index path ({length = 2, path = 0 - 0})")
        #expect(message([3], after: [3]) { try $0.moveRow(at: ip(1), to: ip(2)); try $0.reloadRows(at: [ip(1)]) }
            == "attempt to perform a reload and a move from the same index path ({length = 2, path = 0 - 1})")
        #expect(message([1, 1], after: [1]) { try $0.deleteSections([0]); try $0.reloadSections([0]) }
            == "attempt to delete and reload the same section (0)")
        #expect(message([1, 1], after: [1]) { try $0.deleteSections([0]); try $0.moveSection(0, toSection: 0) }
            == "attempt to perform a delete and a move from the same section (0)")
        #expect(message([1, 1], after: [1, 1, 1]) { try $0.insertSections([1]); try $0.moveSection(0, toSection: 1) }
            == "attempt to perform an insert and a move to the same section (1)")
        #expect(message([1, 1], after: [1, 1]) { try $0.reloadSections([0]); try $0.moveSection(0, toSection: 1) }
            == "attempt to perform a reload and a move from the same section (0)")
    }

    @Test("Rows moved or reloaded across sections the batch replaces")
    func acrossReplacedSections() {
        #expect(message([2, 2], after: [1, 1, 2]) { try $0.insertSections([1]); try $0.moveRow(at: ip(0, 0), to: ip(0, 1)) }
            == "cannot move a row into a newly inserted section (1)")
        #expect(message([2, 2], after: [1, 3]) { try $0.reloadSections([1]); try $0.moveRow(at: ip(0, 0), to: ip(0, 1)) }
            == "cannot move a row into a section that is being reloaded (1)")
        #expect(message([2, 2], after: [3]) { try $0.deleteSections([1]); try $0.moveRow(at: ip(0, 1), to: ip(0, 0)) }
            == "cannot move a row out of a section that is being deleted (index path {length = 2, path = 1 - 0})")
        #expect(message([2, 2], after: [3, 1]) { try $0.reloadSections([1]); try $0.moveRow(at: ip(0, 1), to: ip(0, 0)) }
            == "cannot move a row out of a section that is being reloaded (index path {length = 2, path = 1 - 0})")
        #expect(message([2, 2], after: [2]) { try $0.deleteSections([1]); try $0.reloadRows(at: [ip(0, 1)]) }
            == "attempt to reload index path ({length = 2, path = 1 - 0}) in section 1, which is being deleted")
    }

    /// Found by the tablekit fuzzer: with section 2 deleted, 3 sections remain, so a move to
    /// section 3 leaves no place for some section (it passed the index check only because
    /// the data source still reports 4). Which new section the reloaded one becomes is then
    /// unknown; the section count is what is wrong, not a row moved into "reloaded section 0".
    @Test("A batch whose section moves do not fit its section count fails on the count, not on a move into a reloaded section")
    func sectionCountBeforeMoveIntoReloaded() {
        #expect(message([5, 0, 0, 0], after: [5, 0, 0, 0]) {
            try $0.deleteSections([2])
            try $0.moveSection(0, toSection: 3)
            try $0.reloadSections([1])
            try $0.moveRow(at: ip(0, 0), to: ip(0, 0))
        } == "Invalid update: invalid number of sections.  The number of sections contained in the table view after "
            + "the update (4) must be equal to the number of sections contained in the table view before the update (4), "
            + "plus or minus the number of sections inserted or deleted (1 inserted, 2 deleted).")
    }
}
