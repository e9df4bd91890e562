import TableKit

/// A data source that searches its own rows, faster than the view can by asking for each
/// row's bytes (a document reads its bytes in place, on several threads).
public protocol ListSearchSource: AnyObject {
    /// The rows of `section` that `query` matches (``FilterQuery/matches(_:)`` on the bytes
    /// each row shows), in ascending order, among `candidates` (ascending) or among all of the
    /// section's rows when `candidates` is nil.
    func rows(inSection section: Int, among candidates: [Int]?, matching query: FilterQuery) -> [Int]
    /// The same, but nil as soon as `shouldStop` says so: called every so often on the
    /// calling thread, it tells a long search that the user typed the next key.
    func rows(inSection section: Int, among candidates: [Int]?, matching query: FilterQuery, shouldStop: () -> Bool) -> [Int]?
}

extension ListSearchSource {
    /// A source that cannot stop its search runs it to its end.
    public func rows(inSection section: Int, among candidates: [Int]?, matching query: FilterQuery, shouldStop: () -> Bool) -> [Int]? {
        rows(inSection: section, among: candidates, matching: query)
    }
}

extension FilteredRows {
    /// How many rows ``matching(_:in:narrowing:stoppingWhen:)`` reads for `query`: those
    /// `previous` kept if `query` narrows it, else every row.
    static func rowsToSearch(for query: FilterQuery, in table: Table, narrowing previous: FilteredRows?) -> Int {
        candidates(for: query, in: table, narrowing: previous)?.count ?? table.totalNumberOfRows
    }

    /// `previous`, if `query` narrows it (was typed on from it): only its rows can match.
    private static func candidates(for query: FilterQuery, in table: Table, narrowing previous: FilteredRows?) -> FilteredRows? {
        previous.flatMap { query.narrows($0.query) && $0.rows.count == table.numberOfSections ? $0 : nil }
    }

    /// The rows of `table` that `query` matches. When `previous` holds the matches of a query
    /// this one narrows (it was typed on from it), only those are searched again.
    /// - Complexity: O(bytes of the rows searched), in the data source if it is a
    ///   ``ListSearchSource``; otherwise one question to the data source per row searched.
    /// - Parameter shouldStop: asked every so often; once it says yes the search stops and
    ///   returns nil.
    static func matching(
        _ query: FilterQuery, in table: Table, narrowing previous: FilteredRows?, stoppingWhen shouldStop: (() -> Bool)? = nil
    ) -> FilteredRows? {
        let candidates = candidates(for: query, in: table, narrowing: previous)
        var rows: [[Int]] = []
        rows.reserveCapacity(table.numberOfSections)
        for section in 0..<table.numberOfSections {
            guard let found = matching(query, in: table, section: section, among: candidates?.rows[section], stoppingWhen: shouldStop)
            else { return nil }
            rows.append(found)
        }
        return FilteredRows(query: query, rows: rows)
    }

    /// The rows of `section` that `query` matches, among `candidates` (ascending), or among
    /// all of them when `candidates` is nil; nil if `shouldStop` stopped the search.
    static func matching(
        _ query: FilterQuery, in table: Table, section: Int, among candidates: [Int]?, stoppingWhen shouldStop: (() -> Bool)? = nil
    ) -> [Int]? {
        if let search = table.dataSource as? any ListSearchSource {
            guard let shouldStop else { return search.rows(inSection: section, among: candidates, matching: query) }
            return search.rows(inSection: section, among: candidates, matching: query, shouldStop: shouldStop)
        }
        var found: [Int] = []
        for (i, row) in (candidates ?? Array(0..<table.numberOfRows(inSection: section))).enumerated() {
            if i % Self.rowsBetweenStops == Self.rowsBetweenStops - 1, shouldStop?() == true { return nil }
            if table.shownBytes(ofRowAt: IndexPath(row: row, section: section)).withUnsafeBytes(query.matches) { found.append(row) }
        }
        return found
    }

    /// How many rows a search asks a data source about between two looks at whether to stop.
    static let rowsBetweenStops = 4_096
}
