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
        // The section's rows are shared, not copied (a copy of ten million rows is 80 MB a key).
        let rows = model.sections[section].rows
        let count = candidates?.count ?? rows.count
        let parts = count < 20_000 ? 1 : Parallel.cores
        let search = RowSearch(rows: rows, candidates: candidates, source: source, formatter: formatter, matches: matches)
        return Parallel.map(parts) { part in
            search.matching(in: (count * part / parts)..<(count * (part + 1) / parts))
        }.flatMap { $0 }
    }
}

/// One search over a section's rows, shared by the threads that each take a part of it. It
/// only reads: the rows (the section's own storage, shared), the document's bytes and its format.
private struct RowSearch: @unchecked Sendable {
    let rows: SegmentedArray<DocumentRow>
    let candidates: [Int]?
    let source: RowBytes
    let formatter: any ListFormat
    let matches: @Sendable (UnsafeRawBufferPointer) -> Bool

    /// The matching rows among the `part`-th stretch of the rows (or candidates) searched.
    func matching(in part: Range<Int>) -> [Int] {
        // Lines read from the file show their bytes without the terminator: those are searched
        // where they lie, with nothing copied or retained per row.
        let lines = formatter as? LinesFormat
        let runs = self.runs(covering: part)
        return source.source.withUnsafeBytes { buffer in
            func hit(_ row: DocumentRow) -> Bool {
                guard let lines, let range = row.sourceRange else { return shownBytesMatch(row) }
                return matches(lines.content(buffer[range]))
            }
            var found: [Int] = []
            if let candidates {
                // Ascending, so the run holding each is at or after the last one's.
                var run = 0
                for index in candidates[part] {
                    while index >= runs[run].start + runs[run].rows.count { run += 1 }
                    let rows = runs[run].rows
                    if hit(rows[rows.startIndex + index - runs[run].start]) { found.append(index) }
                }
            } else {
                for (start, rows) in runs {
                    var index = start
                    for row in rows {
                        if hit(row) { found.append(index) }
                        index += 1
                    }
                }
            }
            return found
        }
    }

    /// The runs of rows, as stored, that hold the `part`-th stretch of the rows, or of the
    /// candidates (ascending), each with the index of its first row.
    private func runs(covering part: Range<Int>) -> [(start: Int, rows: ArraySlice<DocumentRow>)] {
        let range: Range<Int>
        if let candidates {
            guard let first = part.first, let last = part.last else { return [] }
            range = candidates[first]..<(candidates[last] + 1)
        } else {
            range = part
        }
        var runs: [(start: Int, rows: ArraySlice<DocumentRow>)] = []
        rows.forEachRun(in: range) { start, rows in runs.append((start, rows)) }
        return runs
    }

    private func shownBytesMatch(_ row: DocumentRow) -> Bool {
        let bytes = source.bytes(of: row)
        if let shown = formatter.shownPart(of: bytes, kind: row.kind) { return shown.withUnsafeBytes(matches) }
        return formatter.displayBytes(of: bytes, kind: row.kind).withUnsafeBytes(matches)
    }
}
