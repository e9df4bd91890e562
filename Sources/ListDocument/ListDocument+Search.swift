import TableKit

/// Where a search first matches in some bytes, at or after an offset: the match's range, or nil.
public typealias ByteSearch = @Sendable (_ bytes: UnsafeRawBufferPointer, _ from: Int) -> Range<Int>?

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
        let search = self.search(inSection: section, among: candidates, RowSearch.Test(matches: matches, firstMatch: nil))
        return search.matching(in: 0..<search.count, room: search.count)
    }

    /// As ``rows(inSection:among:where:)``, in rounds that can stop, as
    /// ``rows(inSection:among:firstMatch:shouldStop:round:found:)``.
    public func rows(
        inSection section: Int, among candidates: [Int]?, where matches: @escaping @Sendable (UnsafeRawBufferPointer) -> Bool,
        shouldStop: () -> Bool, round: Int = searchRound, found: ([Int]) -> Void
    ) -> Bool {
        search(inSection: section, among: candidates, RowSearch.Test(matches: matches, firstMatch: nil))
            .inRounds(of: round, shouldStop: shouldStop, found: found)
    }

    /// The rows of `section` in whose shown bytes `firstMatch` finds a match, in ascending
    /// order, among `candidates` (ascending) or among all of the section's rows when
    /// `candidates` is nil.
    ///
    /// As ``rows(inSection:among:where:)``, but lines read from the file and still next to
    /// each other there are searched as one stretch of bytes, not a row at a time: a search
    /// of a hundred million lines runs at the speed of memory, a row costing only where a
    /// match is. `firstMatch` is called from several threads, on many rows' bytes at once
    /// (a match that runs past a row's end counts for none).
    /// - Complexity: O(bytes of the rows searched) / cores.
    public func rows(inSection section: Int, among candidates: [Int]?, firstMatch: @escaping ByteSearch) -> [Int] {
        let search = self.search(inSection: section, among: candidates, Self.test(firstMatch))
        // Room for every row searched in the first part's matches, the rest appended there:
        // the first key of a filter can match most of a hundred million rows, and an array
        // grown a doubling at a time, then joined into another, is gigabytes copied.
        return search.matching(in: 0..<search.count, room: search.count)
    }

    /// As ``rows(inSection:among:firstMatch:)``, a round of `round` rows (or candidates) at a
    /// time, each round's matches handed to `found` (ascending), stopping as soon as
    /// `shouldStop`, asked on the calling thread before each round after the first, says to: a view's filter
    /// stops for the next key typed rather than making it wait for a search of a hundred
    /// million rows, and keeps the matches in the form it likes (a bitmap, when they are
    /// many) rather than in one array of them all. Returns false if it stopped.
    public func rows(
        inSection section: Int, among candidates: [Int]?, firstMatch: @escaping ByteSearch, shouldStop: () -> Bool,
        round: Int = searchRound, found: ([Int]) -> Void
    ) -> Bool {
        search(inSection: section, among: candidates, Self.test(firstMatch)).inRounds(of: round, shouldStop: shouldStop, found: found)
    }

    /// How many rows (or candidates) a search that can stop searches, by default, between two
    /// looks at whether to: about 30 MB of lines, a few milliseconds on two cores.
    public static let searchRound = 1 << 20

    private static func test(_ firstMatch: @escaping ByteSearch) -> RowSearch.Test {
        RowSearch.Test(matches: { firstMatch($0, 0) != nil }, firstMatch: firstMatch)
    }

    private func search(inSection section: Int, among candidates: [Int]?, _ test: RowSearch.Test) -> RowSearch {
        // The section's rows are shared, not copied (a copy of ten million rows is 80 MB a key).
        RowSearch(rows: model.sections[section].rows, candidates: candidates, source: source, formatter: formatter, test: test)
    }
}

/// One search over a section's rows, shared by the threads that each take a part of it. It
/// only reads: the rows (the section's own storage, shared), the document's bytes and its format.
private struct RowSearch: @unchecked Sendable {
    /// What a row must have: a test of its shown bytes, and where it can, a search of many rows' bytes at once.
    struct Test {
        let matches: @Sendable (UnsafeRawBufferPointer) -> Bool
        let firstMatch: ByteSearch?
    }

    let rows: SegmentedArray<DocumentRow>
    let candidates: [Int]?
    let source: RowBytes
    let formatter: any ListFormat
    let test: Test

    /// How many rows (or candidates) there are to search.
    var count: Int { candidates?.count ?? rows.count }

    /// The matches a round of `round` at a time, each handed to `found`; false if
    /// `shouldStop`, asked before each round but the first (a search of one round costs less
    /// than stopping it would), stopped the search.
    func inRounds(of round: Int, shouldStop: () -> Bool, found: ([Int]) -> Void) -> Bool {
        let round = max(1, round)
        var start = 0
        while start < count {
            if start > 0, shouldStop() { return false }
            let end = min(count, start + round)
            found(matching(in: start..<end, room: 0))
            start = end
        }
        return true
    }

    /// The matching rows among `range` of the rows (or candidates) searched, on every core at
    /// once for a big range.
    /// - Parameter room: how many matches to make room for at once (more than the range's is
    ///   room for more to be appended); it costs nothing where none are written.
    func matching(in range: Range<Int>, room: Int) -> [Int] {
        let parts = range.count < 20_000 ? 1 : Parallel.cores
        // Room in the first part's matches for every row searched, the rest appended there.
        var found = Parallel.map(parts) { part in
            matching(inPart: (range.lowerBound + range.count * part / parts)..<(range.lowerBound + range.count * (part + 1) / parts),
                     room: part == 0 ? room : 0)
        }
        var matches = found.removeFirst()
        for part in found { matches += part }
        return matches
    }

    /// The matching rows among one part of the rows (or candidates) searched, on this thread.
    private func matching(inPart part: Range<Int>, room: Int) -> [Int] {
        // Lines read from the file show their bytes without the terminator: those are searched
        // where they lie, with nothing copied or retained per row.
        let lines = formatter as? LinesFormat
        let runs = self.runs(covering: part)
        return source.source.withUnsafeBytes { buffer in
            func hit(_ row: DocumentRow) -> Bool {
                guard let lines, let range = row.sourceRange else { return shownBytesMatch(row) }
                return test.matches(lines.content(buffer[range]))
            }
            var found: [Int] = []
            found.reserveCapacity(max(room, part.count))
            if let lines, let firstMatch = test.firstMatch, scansStretches(part) {
                var wanted = candidates.map { Wanted(candidates: $0, from: part.lowerBound) }
                for (start, rows) in runs {
                    let scan = StretchScan(buffer: buffer, lines: lines, firstMatch: firstMatch)
                    scan.matching(rows, firstIndex: start, wanted: &wanted, into: &found) { shownBytesMatch($0) }
                }
            } else if let candidates {
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

    /// Whether the part's rows are scanned as stretches of bytes: all of them, or candidates
    /// dense enough (one row in four) that their bytes are most of the memory read anyway.
    private func scansStretches(_ part: Range<Int>) -> Bool {
        guard let candidates else { return true }
        guard let first = part.first, let last = part.last else { return false }
        return part.count * 4 >= candidates[last] - candidates[first] + 1
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
        if let shown = formatter.shownPart(of: bytes, kind: row.kind) { return shown.withUnsafeBytes(test.matches) }
        return formatter.displayBytes(of: bytes, kind: row.kind).withUnsafeBytes(test.matches)
    }
}

/// The candidates not yet passed, for a scan that finds rows in ascending order.
private struct Wanted {
    let candidates: [Int]
    var next: Int

    init(candidates: [Int], from index: Int) {
        self.candidates = candidates
        next = index
    }

    /// Whether `row` is a candidate; the candidates before it are passed.
    mutating func contains(_ row: Int) -> Bool {
        while next < candidates.count, candidates[next] < row { next += 1 }
        return next < candidates.count && candidates[next] == row
    }
}

/// Rows of lines searched a stretch at a time: rows read from the file one after the other
/// there are one stretch of bytes, given whole to the search; each match found is the row
/// it starts in (when it ends before that row's terminator), and the search goes on from the
/// next row.
private struct StretchScan {
    let buffer: UnsafeRawBufferPointer
    let lines: LinesFormat
    let firstMatch: ByteSearch

    /// Appends to `found` the indexes of `rows` (the first being row `firstIndex`) that
    /// match and that `wanted` holds (when there are candidates); `other` tests a row not
    /// read from the file.
    func matching(
        _ rows: ArraySlice<DocumentRow>, firstIndex: Int, wanted: inout Wanted?, into found: inout [Int],
        other: (DocumentRow) -> Bool
    ) {
        var i = rows.startIndex
        while i < rows.endIndex {
            guard let first = rows[i].sourceRange else {
                let index = firstIndex + i - rows.startIndex
                if wanted?.contains(index) ?? true, other(rows[i]) { found.append(index) }
                i += 1
                continue
            }
            // The stretch: rows whose bytes follow each other in the file.
            var end = i + 1
            var upper = first.upperBound
            while end < rows.endIndex, let next = rows[end].sourceRange, next.lowerBound == upper {
                upper = next.upperBound
                end += 1
            }
            scan(rows[i..<end], bytes: first.lowerBound..<upper, firstIndex: firstIndex + i - rows.startIndex,
                 wanted: &wanted, into: &found)
            i = end
        }
    }

    /// One stretch: `rows`, whose bytes are `bytes` of the buffer, the first being row `firstIndex`.
    private func scan(
        _ rows: ArraySlice<DocumentRow>, bytes: Range<Int>, firstIndex: Int, wanted: inout Wanted?, into found: inout [Int]
    ) {
        let stretch = UnsafeRawBufferPointer(rebasing: buffer[bytes])
        let base = bytes.lowerBound
        var row = rows.startIndex
        var from = 0
        while from < stretch.count, let match = firstMatch(stretch, from) {
            // The row the match starts in: the first that ends after it.
            while rows[row].sourceRange!.upperBound - base <= match.lowerBound { row += 1 }
            let range = rows[row].sourceRange!
            let contentEnd = range.lowerBound + lines.content(buffer[range]).count - base
            let index = firstIndex + row - rows.startIndex
            if match.upperBound <= contentEnd, wanted?.contains(index) ?? true { found.append(index) }
            from = range.upperBound - base
            row += 1
            if row == rows.endIndex { break }
        }
    }
}
