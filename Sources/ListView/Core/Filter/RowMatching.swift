import TableKit

/// A data source that searches its own rows, faster than the view can by asking for each
/// row's bytes (a document reads its bytes in place, on several threads).
public protocol ListSearchSource: AnyObject {
    /// The rows of `section` that `query` matches (``FilterQuery/matches(_:)`` on the bytes
    /// each row shows), in ascending order, among `candidates` (ascending) or among all of the
    /// section's rows when `candidates` is nil.
    func rows(inSection section: Int, among candidates: [Int]?, matching query: FilterQuery) -> [Int]
    /// The same, handed to `found` in ascending batches as they are found, stopping as soon
    /// as `shouldStop` (called every so often on the calling thread) says so: a long search
    /// stops for the key the user typed next, and the caller keeps the rows found in less
    /// room than a list of them. Returns false if it stopped.
    func rows(
        inSection section: Int, among candidates: [Int]?, matching query: FilterQuery, shouldStop: () -> Bool,
        found: ([Int]) -> Void
    ) -> Bool
}

extension ListSearchSource {
    /// A source that cannot stop its search runs it to its end and hands the rows over at once.
    public func rows(
        inSection section: Int, among candidates: [Int]?, matching query: FilterQuery, shouldStop: () -> Bool,
        found: ([Int]) -> Void
    ) -> Bool {
        found(rows(inSection: section, among: candidates, matching: query))
        return true
    }
}

extension FilteredRows {
    /// How many rows ``matching(_:in:narrowing:stoppingWhen:)`` reads for `query`: those
    /// `previous` kept if `query` narrows it, else every row.
    static func rowsToSearch(for query: FilterQuery, in table: Table, narrowing previous: FilteredRows?) -> Int {
        narrowed(by: query, in: table, previous)?.count ?? table.totalNumberOfRows
    }

    /// `previous`, if `query` narrows it (was typed on from it): only its rows can match.
    private static func narrowed(by query: FilterQuery, in table: Table, _ previous: FilteredRows?) -> FilteredRows? {
        previous.flatMap { query.narrows($0.query) && $0.rows.count == table.numberOfSections ? $0 : nil }
    }

    /// The rows of `table` that `query` matches. When `previous` holds the matches of a query
    /// this one narrows (it was typed on from it), only those can match: the search is given
    /// them when they are a list, and otherwise searches every row and keeps those among them.
    /// - Complexity: O(bytes of the rows searched), in the data source if it is a
    ///   ``ListSearchSource``; otherwise one question to the data source per row searched.
    /// - Parameter shouldStop: asked every so often; once it says yes the search stops and
    ///   returns nil.
    static func matching(
        _ query: FilterQuery, in table: Table, narrowing previous: FilteredRows?, stoppingWhen shouldStop: (() -> Bool)? = nil
    ) -> FilteredRows? {
        let narrowed = narrowed(by: query, in: table, previous)
        var rows: [KeptRows] = []
        rows.reserveCapacity(table.numberOfSections)
        for section in 0..<table.numberOfSections {
            let sectionRows = table.numberOfRows(inSection: section)
            let kept = narrowed?.rows[section]
            let candidates = kept?.list
            var found = KeptRows([], sectionRows: sectionRows)
            let searched = search(query, in: table, section: section, among: candidates, stoppingWhen: shouldStop) { batch in
                let batch = candidates == nil && kept != nil ? batch.filter { kept!.contains($0) } : batch
                found.append(batch, sectionRows: sectionRows)
            }
            guard searched else { return nil }
            rows.append(found)
        }
        return FilteredRows(query: query, rows: rows)
    }

    /// The rows of `section` that `query` matches, among `candidates` (ascending), or among
    /// all of them when `candidates` is nil, handed to `found` in ascending batches; false if
    /// `shouldStop` stopped the search.
    static func search(
        _ query: FilterQuery, in table: Table, section: Int, among candidates: [Int]?, stoppingWhen shouldStop: (() -> Bool)? = nil,
        found: ([Int]) -> Void
    ) -> Bool {
        if let search = table.dataSource as? any ListSearchSource {
            guard let shouldStop else {
                found(search.rows(inSection: section, among: candidates, matching: query))
                return true
            }
            return search.rows(inSection: section, among: candidates, matching: query, shouldStop: shouldStop, found: found)
        }
        var batch: [Int] = []
        var asked = 0
        func test(_ row: Int) -> Bool {
            asked += 1
            if asked % Self.rowsBetweenStops == 0 {
                found(batch)
                batch = []
                if shouldStop?() == true { return false }
            }
            if table.shownBytes(ofRowAt: IndexPath(row: row, section: section)).withUnsafeBytes(query.matches) { batch.append(row) }
            return true
        }
        if let candidates {
            for row in candidates where !test(row) { return false }
        } else {
            for row in 0..<table.numberOfRows(inSection: section) where !test(row) { return false }
        }
        found(batch)
        return true
    }

    /// How many rows a search asks a data source about between two looks at whether to stop.
    static let rowsBetweenStops = 4_096
}
