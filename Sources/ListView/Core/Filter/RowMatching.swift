import TableKit

/// A data source that searches its own rows, faster than the view can by asking for each
/// row's bytes (a document reads its bytes in place, on several threads).
public protocol ListSearchSource: AnyObject {
    /// The rows of `section` that `query` matches (``FilterQuery/matches(_:)`` on the bytes
    /// each row shows), in ascending order, among `candidates` (ascending) or among all of the
    /// section's rows when `candidates` is nil.
    func rows(inSection section: Int, among candidates: [Int]?, matching query: FilterQuery) -> [Int]
}

extension FilteredRows {
    /// The rows of `table` that `query` matches. When `previous` holds the matches of a query
    /// this one narrows (it was typed on from it), only those are searched again.
    /// - Complexity: O(bytes of the rows searched), in the data source if it is a
    ///   ``ListSearchSource``; otherwise one question to the data source per row searched.
    static func matching(_ query: FilterQuery, in table: Table, narrowing previous: FilteredRows?) -> FilteredRows {
        let candidates = previous.flatMap { query.narrows($0.query) && $0.rows.count == table.numberOfSections ? $0 : nil }
        var rows: [[Int]] = []
        rows.reserveCapacity(table.numberOfSections)
        for section in 0..<table.numberOfSections {
            rows.append(matching(query, in: table, section: section, among: candidates?.rows[section]))
        }
        return FilteredRows(query: query, rows: rows)
    }

    /// The rows of `section` that `query` matches, among `candidates` (ascending), or among
    /// all of them when `candidates` is nil.
    static func matching(_ query: FilterQuery, in table: Table, section: Int, among candidates: [Int]?) -> [Int] {
        if let search = table.dataSource as? any ListSearchSource {
            return search.rows(inSection: section, among: candidates, matching: query)
        }
        return (candidates ?? Array(0..<table.numberOfRows(inSection: section))).filter { row in
            table.shownBytes(ofRowAt: IndexPath(row: row, section: section)).withUnsafeBytes(query.matches)
        }
    }
}
