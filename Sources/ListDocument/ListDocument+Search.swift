import TableKit

extension ListDocument {
    /// The rows of `section` whose shown bytes `matches` accepts, in ascending order, among
    /// `candidates` (ascending) or among all of the section's rows when `candidates` is nil.
    ///
    /// A view's filter calls this for every key typed, so it reads rows where they are (no
    /// copy for formats that show a plain part of a row) and on every core at once: `matches`
    /// is called from several threads, and the document must not change meanwhile.
    /// - Complexity: O(bytes of the rows searched) / cores.
    public func rows(
        inSection section: Int, among candidates: [Int]?, where matches: @escaping @Sendable (UnsafeRawBufferPointer) -> Bool
    ) -> [Int] {
        let rows = Array(model.sections[section].rows)
        let count = candidates?.count ?? rows.count
        let parts = count < 20_000 ? 1 : Parallel.cores
        let search = RowSearch(rows: rows, candidates: candidates, source: source, formatter: formatter, matches: matches)
        return Parallel.map(parts) { part in
            search.matching(in: (count * part / parts)..<(count * (part + 1) / parts))
        }.flatMap { $0 }
    }
}

/// One search over a section's rows, shared by the threads that each take a part of it. It
/// only reads: the rows (a copy), the document's bytes and its format.
private struct RowSearch: @unchecked Sendable {
    let rows: [DocumentRow]
    let candidates: [Int]?
    let source: RowBytes
    let formatter: any ListFormat
    let matches: @Sendable (UnsafeRawBufferPointer) -> Bool

    /// The matching rows among the `part`-th stretch of the rows (or candidates) searched.
    func matching(in part: Range<Int>) -> [Int] {
        // Lines read from the file show their bytes without the terminator: those are searched
        // where they lie, with nothing copied or retained per row.
        let plainLines = formatter is LinesFormat
        return source.source.withUnsafeBytes { buffer in
            var found: [Int] = []
            for i in part {
                let index = candidates?[i] ?? i
                let row = rows[index]
                let hit: Bool
                if plainLines, let range = row.sourceRange {
                    let line = buffer[range]
                    hit = matches(UnsafeRawBufferPointer(rebasing: line.dropLast(ByteLines.terminatorLength(line))))
                } else {
                    hit = shownBytesMatch(row)
                }
                if hit { found.append(index) }
            }
            return found
        }
    }

    private func shownBytesMatch(_ row: DocumentRow) -> Bool {
        let bytes = source.bytes(of: row)
        if let shown = formatter.shownPart(of: bytes, kind: row.kind) { return shown.withUnsafeBytes(matches) }
        return formatter.displayBytes(of: bytes, kind: row.kind).withUnsafeBytes(matches)
    }
}
