/// The batch update that turns one snapshot into another, in UIKit's index spaces (deletes,
/// reloads and move sources by old index; inserts and move destinations by new index), in a
/// form the table's validator accepts.
///
/// Heckel's idea, as IGListKit uses it: match the entries of the two sequences through a
/// table of identifiers, and everything else follows from the matches in one pass. A
/// snapshot's identifiers are unique and it keeps a table of where each item is, so a match
/// is one lookup; and as in Heckel's later passes, a match is extended to its neighbours:
/// the new items of a section are walked along the old section, and only where the two
/// disagree is an item looked up. An unchanged section is compared item by item without a
/// lookup, and the lookups of a change are few and close together, which matters once the
/// table of a million items no longer fits in the processor's caches.
///
/// Where IGListKit reports as moved every match that inserts and deletes alone would not
/// bring to its place (moving one item to the end of n moves all n), this keeps a longest
/// run of matches that are still in their old order in place and moves only the others: the
/// fewest moves that describe the change.
///
/// The rules that follow from the table's validator:
/// - a section that is in both snapshots is kept (moved if it is not in the longest run);
///   a kept section marked for reload is reloaded, or deleted and inserted again if it also
///   moved, since a section cannot be both reloaded and moved in one batch;
/// - an item whose old section is deleted or reloaded, or whose new section is inserted or
///   reloaded, is covered by that section's change on that side: it is deleted from a
///   surviving old section, or inserted into a surviving new one, as needed;
/// - an item kept in its section's longest run stays, and is reloaded if marked for reload
///   (or reconfigured: reloaded without animation); any other item is moved, or deleted and
///   inserted again if marked for reload, since a row cannot be both reloaded and moved.
///
/// - Complexity: O(n + S) for n items and S sections in the two snapshots (hash lookups
///   only where the new order leaves the old, and for items of inserted or reloaded
///   sections), plus the longest runs: O(m + d log m) for the m items of a section, d of
///   them out of order.
struct SnapshotDifference {
    var deletedSections: [Int] = []
    var insertedSections: [Int] = []
    var reloadedSections: [Int] = []
    var movedSections: [(from: Int, to: Int)] = []
    var deletedRows: [IndexPath] = []
    var insertedRows: [IndexPath] = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    var reloadedRows: [IndexPath] = []
    /// Rows reloaded without animation.
    var reconfiguredRows: [IndexPath] = []

    init<SectionID, ItemID>(from old: DiffableSnapshot<SectionID, ItemID>, to new: DiffableSnapshot<SectionID, ItemID>) {
        let sections = SectionMatch(old, new, into: &self)
        let reloads = !new.reloadedItems.isEmpty, reconfigures = !new.reconfiguredItems.isEmpty
        // The old items that the new snapshot still has, found as the new items are matched,
        // by old section (through `oldOffsets`) and row: the rest were deleted.
        var oldOffsets: [Int] = []
        var oldTotal = 0
        for slot in old.order {
            oldOffsets.append(oldTotal)
            oldTotal += old.storage[slot]!.items.count
        }
        var seen = [Bool](repeating: false, count: oldTotal)

        for (newSection, newSlot) in new.order.enumerated() {
            let items = new.storage[newSlot]!.items
            guard let keptFrom = sections.oldIndexOfKept[newSection] else {
                // Inserted or reloaded: its rows come with it; only their removal from a
                // surviving old section is left to say.
                for item in items {
                    guard let place = old.places[item] else { continue }
                    let oldSection = old.indexOfSlot[place.slot]
                    seen[oldOffsets[oldSection] + place.row] = true
                    if !sections.oldRemovedWithRows[oldSection] {
                        deletedRows.append(IndexPath(row: place.row, section: oldSection))
                    }
                }
                continue
            }
            let keptSlot = old.order[keptFrom]
            let oldItems = old.storage[keptSlot]!.items
            // Items that were in this same section: they stay if they are in the longest run.
            var sameSectionRows: [Int] = []
            var sameSectionOldRows: [Int] = []
            // Where the old section is expected to continue: an item equal to the one there
            // is matched without a lookup (Heckel's extension of a match to its neighbours).
            var cursor = 0
            for (row, item) in items.enumerated() {
                if cursor < oldItems.count, oldItems[cursor] == item {
                    sameSectionRows.append(row)
                    sameSectionOldRows.append(cursor)
                    seen[oldOffsets[keptFrom] + cursor] = true
                    cursor += 1
                    continue
                }
                let to = IndexPath(row: row, section: newSection)
                guard let place = old.places[item] else {
                    insertedRows.append(to)
                    continue
                }
                let oldSection = old.indexOfSlot[place.slot]
                seen[oldOffsets[oldSection] + place.row] = true
                if place.slot == keptSlot {
                    sameSectionRows.append(row)
                    sameSectionOldRows.append(place.row)
                    // Follow the old section from here if the next items agree too (after
                    // deleted items); a lone item moved from afar leaves the cursor alone.
                    let next = place.row + 1
                    if next < oldItems.count, row + 1 < items.count, oldItems[next] == items[row + 1] { cursor = next }
                    continue
                }
                if sections.oldRemovedWithRows[oldSection] {
                    insertedRows.append(to)
                } else {
                    move(from: IndexPath(row: place.row, section: oldSection), to: to, reloading: reloads && new.reloadedItems.contains(item))
                }
            }
            let stays = longestIncreasingSubsequence(sameSectionOldRows)
            for (k, row) in sameSectionRows.enumerated() {
                let item = items[row]
                let from = IndexPath(row: sameSectionOldRows[k], section: keptFrom)
                if !stays[k] {
                    move(from: from, to: IndexPath(row: row, section: newSection), reloading: reloads && new.reloadedItems.contains(item))
                } else if reloads && new.reloadedItems.contains(item) {
                    reloadedRows.append(from)
                } else if reconfigures && new.reconfiguredItems.contains(item) {
                    reconfiguredRows.append(from)
                }
            }
        }

        // Items of surviving old sections that no new section claimed.
        for (oldSection, oldSlot) in old.order.enumerated() where !sections.oldRemovedWithRows[oldSection] {
            let offset = oldOffsets[oldSection]
            for row in old.storage[oldSlot]!.items.indices where !seen[offset + row] {
                deletedRows.append(IndexPath(row: row, section: oldSection))
            }
        }
    }

    private mutating func move(from: IndexPath, to: IndexPath, reloading: Bool) {
        if reloading {
            deletedRows.append(from)
            insertedRows.append(to)
        } else {
            movedRows.append((from, to))
        }
    }
}

/// How the sections of two snapshots correspond, with the section operations recorded in the
/// difference as they are found.
private struct SectionMatch {
    /// By new index: the old index of a section kept with its rows (not inserted, not
    /// reloaded); `nil` for a section whose rows all come with it.
    var oldIndexOfKept: [Int?]
    /// By old index: whether the section's rows all go with it (deleted or reloaded).
    var oldRemovedWithRows: [Bool]

    init<SectionID, ItemID>(
        _ old: DiffableSnapshot<SectionID, ItemID>, _ new: DiffableSnapshot<SectionID, ItemID>,
        into difference: inout SnapshotDifference
    ) {
        oldIndexOfKept = [Int?](repeating: nil, count: new.order.count)
        oldRemovedWithRows = [Bool](repeating: false, count: old.order.count)
        for (oldIndex, slot) in old.order.enumerated() where new.slotOfSection[old.storage[slot]!.id] == nil {
            difference.deletedSections.append(oldIndex)
            oldRemovedWithRows[oldIndex] = true
        }
        var matchedNew: [Int] = []
        var matchedOld: [Int] = []
        for (newIndex, slot) in new.order.enumerated() {
            if let oldSlot = old.slotOfSection[new.storage[slot]!.id] {
                matchedNew.append(newIndex)
                matchedOld.append(old.indexOfSlot[oldSlot])
            } else {
                difference.insertedSections.append(newIndex)
            }
        }
        let stays = longestIncreasingSubsequence(matchedOld)
        for (k, newIndex) in matchedNew.enumerated() {
            let oldIndex = matchedOld[k]
            let reloaded = new.reloadedSections.contains(new.storage[new.order[newIndex]]!.id)
            switch (stays[k], reloaded) {
            case (true, false):
                oldIndexOfKept[newIndex] = oldIndex
            case (true, true):
                difference.reloadedSections.append(oldIndex)
                oldRemovedWithRows[oldIndex] = true
            case (false, false):
                difference.movedSections.append((oldIndex, newIndex))
                oldIndexOfKept[newIndex] = oldIndex
            case (false, true):
                difference.deletedSections.append(oldIndex)
                difference.insertedSections.append(newIndex)
                oldRemovedWithRows[oldIndex] = true
            }
        }
    }
}
