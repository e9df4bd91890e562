// Every edit checks all its identifiers before it changes anything, so an edit that throws
// leaves the snapshot as it was.
extension DiffableSnapshot {
    // MARK: - Sections

    /// Adds sections after the last one.
    /// - Parameter identifiers: the new sections, in order; none may be in the snapshot already.
    /// - Throws: ``DiffableSnapshotError/duplicateSection(_:)``.
    /// - Complexity: O(k) for k new sections.
    public mutating func appendSections(_ identifiers: [SectionID]) throws(DiffableSnapshotError) {
        try insertSections(identifiers, at: order.count)
    }

    /// Inserts sections just before the section `anchor`.
    /// - Parameters:
    ///   - identifiers: the new sections, in order; none may be in the snapshot already.
    ///   - anchor: the section they go before.
    /// - Throws: ``DiffableSnapshotError/unknownSection(_:)`` for `anchor`,
    ///   ``DiffableSnapshotError/duplicateSection(_:)``.
    /// - Complexity: O(S + k) for S sections and k new ones.
    public mutating func insertSections(
        _ identifiers: [SectionID], beforeSection anchor: SectionID
    ) throws(DiffableSnapshotError) {
        try insertSections(identifiers, at: index(ofSection: anchor))
    }

    /// Inserts sections just after the section `anchor`.
    /// - Parameters:
    ///   - identifiers: the new sections, in order; none may be in the snapshot already.
    ///   - anchor: the section they go after.
    /// - Throws: ``DiffableSnapshotError/unknownSection(_:)`` for `anchor`,
    ///   ``DiffableSnapshotError/duplicateSection(_:)``.
    /// - Complexity: O(S + k) for S sections and k new ones.
    public mutating func insertSections(
        _ identifiers: [SectionID], afterSection anchor: SectionID
    ) throws(DiffableSnapshotError) {
        try insertSections(identifiers, at: index(ofSection: anchor) + 1)
    }

    /// Removes sections with all their items.
    /// - Parameter identifiers: sections of the snapshot (naming one twice is harmless).
    /// - Throws: ``DiffableSnapshotError/unknownSection(_:)``.
    /// - Complexity: O(S + m) for S sections and m items removed.
    public mutating func deleteSections(_ identifiers: [SectionID]) throws(DiffableSnapshotError) {
        var doomed = Set<Int>()
        for identifier in identifiers { doomed.insert(try slot(ofSection: identifier)) }
        guard let first = doomed.map({ indexOfSlot[$0] }).min() else { return }
        for slot in doomed {
            let section = storage[slot]!
            for item in section.items { forget(item) }
            slotOfSection[section.id] = nil
            reloadedSections.remove(section.id)
            storage[slot] = nil
            indexOfSlot[slot] = -1
            freeSlots.append(slot)
        }
        order.removeAll { doomed.contains($0) }
        renumberSections(from: first)
    }

    /// Moves the section `identifier`, with its items, to just before the section `anchor`.
    /// - Throws: ``DiffableSnapshotError/unknownSection(_:)``,
    ///   ``DiffableSnapshotError/sectionMovedRelativeToItself(_:)``.
    /// - Complexity: O(S) for S sections.
    public mutating func moveSection(_ identifier: SectionID, beforeSection anchor: SectionID) throws(DiffableSnapshotError) {
        try moveSection(identifier, anchor, after: false)
    }

    /// Moves the section `identifier`, with its items, to just after the section `anchor`.
    /// - Throws: ``DiffableSnapshotError/unknownSection(_:)``,
    ///   ``DiffableSnapshotError/sectionMovedRelativeToItself(_:)``.
    /// - Complexity: O(S) for S sections.
    public mutating func moveSection(_ identifier: SectionID, afterSection anchor: SectionID) throws(DiffableSnapshotError) {
        try moveSection(identifier, anchor, after: true)
    }

    /// Marks sections to be reloaded when the snapshot is applied: all their rows are
    /// replaced, as ``Table/reloadSections(_:with:)`` does.
    /// - Throws: ``DiffableSnapshotError/unknownSection(_:)``.
    public mutating func reloadSections(_ identifiers: [SectionID]) throws(DiffableSnapshotError) {
        for identifier in identifiers { _ = try slot(ofSection: identifier) }
        reloadedSections.formUnion(identifiers)
    }

    // MARK: - Items

    /// Adds items after the last item of a section.
    /// - Parameters:
    ///   - identifiers: the new items, in order; none may be in the snapshot already.
    ///   - section: the section to add them to; `nil` (the default) means the last section.
    /// - Throws: ``DiffableSnapshotError/unknownSection(_:)``,
    ///   ``DiffableSnapshotError/noSection`` (no `section` given and none exists),
    ///   ``DiffableSnapshotError/duplicateItem(_:)``.
    /// - Complexity: O(k) on average for k new items.
    public mutating func appendItems(_ identifiers: [ItemID], toSection section: SectionID? = nil) throws(DiffableSnapshotError) {
        let slot: Int
        if let section {
            slot = try self.slot(ofSection: section)
        } else {
            guard let last = order.last else { throw .noSection }
            slot = last
        }
        try insertItems(identifiers, slot: slot, row: storage[slot]!.items.count)
    }

    /// Inserts items just before the item `anchor`, in its section.
    /// - Parameters:
    ///   - identifiers: the new items, in order; none may be in the snapshot already.
    ///   - anchor: the item they go before.
    /// - Throws: ``DiffableSnapshotError/unknownItem(_:)`` for `anchor`,
    ///   ``DiffableSnapshotError/duplicateItem(_:)``.
    /// - Complexity: O(r + k) on average, for the r items of `anchor`'s section and k new ones.
    public mutating func insertItems(_ identifiers: [ItemID], beforeItem anchor: ItemID) throws(DiffableSnapshotError) {
        let place = try self.place(of: anchor)
        try insertItems(identifiers, slot: place.slot, row: place.row)
    }

    /// Inserts items just after the item `anchor`, in its section.
    /// - Parameters:
    ///   - identifiers: the new items, in order; none may be in the snapshot already.
    ///   - anchor: the item they go after.
    /// - Throws: ``DiffableSnapshotError/unknownItem(_:)`` for `anchor`,
    ///   ``DiffableSnapshotError/duplicateItem(_:)``.
    /// - Complexity: O(r + k) on average, for the r items of `anchor`'s section and k new ones.
    public mutating func insertItems(_ identifiers: [ItemID], afterItem anchor: ItemID) throws(DiffableSnapshotError) {
        let place = try self.place(of: anchor)
        try insertItems(identifiers, slot: place.slot, row: place.row + 1)
    }

    /// Removes items.
    /// - Parameter identifiers: items of the snapshot (naming one twice is harmless).
    /// - Throws: ``DiffableSnapshotError/unknownItem(_:)``.
    /// - Complexity: O(k + r) on average, for k items named and the r items of the sections
    ///   they are in.
    public mutating func deleteItems(_ identifiers: [ItemID]) throws(DiffableSnapshotError) {
        var rowsBySlot: [Int: Set<Int>] = [:]
        for identifier in identifiers {
            let place = try self.place(of: identifier)
            rowsBySlot[place.slot, default: []].insert(place.row)
        }
        for (slot, rows) in rowsBySlot {
            let items = storage[slot]!.items
            var kept: [ItemID] = []
            kept.reserveCapacity(items.count - rows.count)
            for (row, item) in items.enumerated() {
                if rows.contains(row) { forget(item) } else { kept.append(item) }
            }
            storage[slot]!.items = kept
            renumberItems(inSlot: slot, from: rows.min()!)
        }
    }

    /// Removes every item and every section, leaving an empty snapshot.
    public mutating func deleteAllItems() {
        self = DiffableSnapshot()
    }

    /// Moves the item `identifier` to just before the item `anchor`, which may be in another
    /// section.
    /// - Throws: ``DiffableSnapshotError/unknownItem(_:)``,
    ///   ``DiffableSnapshotError/itemMovedRelativeToItself(_:)``.
    /// - Complexity: O(r) for the items of the two sections.
    public mutating func moveItem(_ identifier: ItemID, beforeItem anchor: ItemID) throws(DiffableSnapshotError) {
        try moveItem(identifier, anchor, after: false)
    }

    /// Moves the item `identifier` to just after the item `anchor`, which may be in another
    /// section.
    /// - Throws: ``DiffableSnapshotError/unknownItem(_:)``,
    ///   ``DiffableSnapshotError/itemMovedRelativeToItself(_:)``.
    /// - Complexity: O(r) for the items of the two sections.
    public mutating func moveItem(_ identifier: ItemID, afterItem anchor: ItemID) throws(DiffableSnapshotError) {
        try moveItem(identifier, anchor, after: true)
    }

    /// Marks items to be reloaded when the snapshot is applied: their rows are replaced
    /// (``Table/reloadRows(at:with:)``, with the data source's animation).
    /// - Throws: ``DiffableSnapshotError/unknownItem(_:)``.
    public mutating func reloadItems(_ identifiers: [ItemID]) throws(DiffableSnapshotError) {
        for identifier in identifiers { _ = try place(of: identifier) }
        reloadedItems.formUnion(identifiers)
    }

    /// Marks items to be reconfigured when the snapshot is applied: their rows show new
    /// contents in place, without an animation (a reload with ``RowAnimation/none``).
    /// - Throws: ``DiffableSnapshotError/unknownItem(_:)``.
    public mutating func reconfigureItems(_ identifiers: [ItemID]) throws(DiffableSnapshotError) {
        for identifier in identifiers { _ = try place(of: identifier) }
        reconfiguredItems.formUnion(identifiers)
    }

    // MARK: - By index path (a drop)

    /// Moves the item at `source` to `destination` (an index path after the move), as a
    /// dropped row moves.
    mutating func moveItem(from source: IndexPath, to destination: IndexPath) {
        let sourceSlot = order[source.section]
        let item = storage[sourceSlot]!.items.remove(at: source.row)
        renumberItems(inSlot: sourceSlot, from: source.row)
        let destinationSlot = order[destination.section]
        storage[destinationSlot]!.items.insert(item, at: destination.row)
        renumberItems(inSlot: destinationSlot, from: destination.row)
    }

    // MARK: - Helpers

    private func index(ofSection identifier: SectionID) throws(DiffableSnapshotError) -> Int {
        indexOfSlot[try slot(ofSection: identifier)]
    }

    private func place(of identifier: ItemID) throws(DiffableSnapshotError) -> Place {
        guard let place = places[identifier] else { throw .unknownItem(identifierText(identifier)) }
        return place
    }

    private mutating func insertSections(_ identifiers: [SectionID], at index: Int) throws(DiffableSnapshotError) {
        var seen = Set<SectionID>()
        for identifier in identifiers where slotOfSection[identifier] != nil || !seen.insert(identifier).inserted {
            throw .duplicateSection(identifierText(identifier))
        }
        var slots: [Int] = []
        slots.reserveCapacity(identifiers.count)
        for identifier in identifiers {
            let section = SectionStorage(id: identifier, items: [])
            let slot: Int
            if let free = freeSlots.popLast() {
                slot = free
                storage[slot] = section
            } else {
                slot = storage.count
                storage.append(section)
                indexOfSlot.append(-1)
            }
            slotOfSection[identifier] = slot
            slots.append(slot)
        }
        order.insert(contentsOf: slots, at: index)
        renumberSections(from: index)
    }

    private mutating func moveSection(_ identifier: SectionID, _ anchor: SectionID, after: Bool) throws(DiffableSnapshotError) {
        let slot = try slot(ofSection: identifier)
        let anchorSlot = try self.slot(ofSection: anchor)
        guard slot != anchorSlot else { throw .sectionMovedRelativeToItself(identifierText(identifier)) }
        let from = indexOfSlot[slot]
        order.remove(at: from)
        let anchorIndex = indexOfSlot[anchorSlot] - (from < indexOfSlot[anchorSlot] ? 1 : 0)
        let to = after ? anchorIndex + 1 : anchorIndex
        order.insert(slot, at: to)
        renumberSections(from: min(from, to))
    }

    /// Claims places for `identifiers` at `row` of `slot` and inserts them there; throws,
    /// having changed nothing, at the first identifier already present or given twice.
    private mutating func insertItems(_ identifiers: [ItemID], slot: Int, row: Int) throws(DiffableSnapshotError) {
        places.reserveCapacity(places.count + identifiers.count)
        for (offset, identifier) in identifiers.enumerated() {
            guard let previous = places.updateValue(Place(slot: slot, row: row + offset), forKey: identifier) else { continue }
            // Give back the places claimed so far, then the overwritten one.
            for claimed in identifiers.prefix(offset) { places[claimed] = nil }
            places[identifier] = previous
            if identifiers.prefix(offset).contains(identifier) { places[identifier] = nil }
            throw .duplicateItem(identifierText(identifier))
        }
        storage[slot]!.items.insert(contentsOf: identifiers, at: row)
        renumberItems(inSlot: slot, from: row + identifiers.count)
    }

    private mutating func moveItem(_ identifier: ItemID, _ anchor: ItemID, after: Bool) throws(DiffableSnapshotError) {
        let source = try place(of: identifier)
        _ = try place(of: anchor)
        guard identifier != anchor else { throw .itemMovedRelativeToItself(identifierText(identifier)) }
        storage[source.slot]!.items.remove(at: source.row)
        renumberItems(inSlot: source.slot, from: source.row)
        let target = places[anchor]!
        let row = after ? target.row + 1 : target.row
        storage[target.slot]!.items.insert(identifier, at: row)
        renumberItems(inSlot: target.slot, from: row)
    }

    /// Drops an item's place and marks.
    private mutating func forget(_ item: ItemID) {
        places[item] = nil
        reloadedItems.remove(item)
        reconfiguredItems.remove(item)
    }

    private mutating func renumberSections(from index: Int) {
        for i in index..<order.count { indexOfSlot[order[i]] = i }
    }

    private mutating func renumberItems(inSlot slot: Int, from row: Int) {
        let items = storage[slot]!.items
        for r in row..<items.count { places[items[r]] = Place(slot: slot, row: r) }
    }
}
