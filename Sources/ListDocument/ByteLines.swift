/// Line terminators and the line structure of raw bytes, found without decoding text.
import CByteScan
import LibC

enum ByteLines {
    static let lf: UInt8 = 0x0A
    static let cr: UInt8 = 0x0D
    static let utf8BOM: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The lines of `bytes[range]`, each with its terminator (LF, CRLF, a lone CR, or none
    /// for a last line without one).
    /// - Complexity: O(n), one pass.
    static func lines(in bytes: [UInt8], _ range: Range<Int>) -> [Range<Int>] {
        bytes.withUnsafeBytes { lines(in: $0, range) }
    }

    /// The lines of `buffer[range]`, found as in an array.
    static func lines(in buffer: UnsafeRawBufferPointer, _ range: Range<Int>) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = range.lowerBound
        var i = start
        let end = range.upperBound
        while i < end {
            let byte = buffer[i]
            if byte == lf {
                lines.append(start..<(i + 1))
                i += 1
                start = i
            } else if byte == cr {
                let next = i + 1 < end && buffer[i + 1] == lf ? i + 2 : i + 1
                lines.append(start..<next)
                i = next
                start = i
            } else {
                i += 1
            }
        }
        if start < end { lines.append(start..<end) }
        return lines
    }

    /// Calls `body` with the ends of the lines of `bytes[range]` (each just past its
    /// terminator), a batch at a time, then with the end of a last line without one.
    ///
    /// Without a carriage return in the range (most files), line ends are found a thousand at
    /// a time by `cbs_line_ends` (AVX2, SSE2 or NEON; scalar in a portable build, see
    /// ``BuildPaths``), in the same pass that looks for a carriage return; once one turns up,
    /// the rest is read byte by byte, so that CRLF and a lone CR end lines too.
    ///
    /// The range is read a `window` of bytes at a time.
    static func forEachLineEnd(
        in buffer: UnsafeRawBufferPointer, _ range: Range<Int>, window: Int = 4 << 20,
        _ body: (UnsafeBufferPointer<UInt64>) -> Void
    ) {
        guard let base = buffer.baseAddress?.assumingMemoryBound(to: UInt8.self), !range.isEmpty else { return }
        var ends = [UInt64](repeating: 0, count: 1024)
        var lastEnd = range.lowerBound
        var sawCR: Int32 = 0
        var windowStart = range.lowerBound
        scanning: while windowStart < range.upperBound {
            let windowEnd = windowStart + min(window, range.upperBound - windowStart)
            var position = max(windowStart, lastEnd)
            while true {
                let found = ends.withUnsafeMutableBufferPointer { ends in
                    let found = cbs_line_ends(base, position, windowEnd, ends.baseAddress, ends.count, &sawCR)
                    body(UnsafeBufferPointer(rebasing: ends[..<found]))
                    return found
                }
                if found > 0 { lastEnd = Int(ends[found - 1]) }
                if sawCR != 0 { break scanning }
                guard found == ends.count else { break }
                position = lastEnd
            }
            windowStart = windowEnd
        }
        if sawCR != 0 {
            let rest = lines(in: buffer, lastEnd..<range.upperBound).map { UInt64($0.upperBound) }
            rest.withUnsafeBufferPointer(body)
        } else if lastEnd < range.upperBound {
            [UInt64(range.upperBound)].withUnsafeBufferPointer(body)
        }
    }

    /// The length of the terminator at the end of `line` (0, 1 or 2).
    static func terminatorLength<Line: BidirectionalCollection<UInt8>>(_ line: Line) -> Int {
        guard let last = line.last else { return 0 }
        if last == lf { return line.dropLast().last == cr ? 2 : 1 }
        return last == cr ? 1 : 0
    }

    /// `line` without its terminator.
    static func content(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        line.dropLast(terminatorLength(line))
    }

    /// `line`, read where it lies, without its terminator.
    static func content(_ line: Slice<UnsafeRawBufferPointer>) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: line.dropLast(terminatorLength(line)))
    }

    /// Whether `line` is empty or only spaces and tabs (and a terminator).
    static func isBlank(_ line: ArraySlice<UInt8>) -> Bool {
        content(line).allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    /// The leading spaces of `line`, a tab counting as up to the next multiple of 4.
    static func indentation(_ line: ArraySlice<UInt8>) -> Int {
        var column = 0
        for byte in line {
            if byte == 0x20 { column += 1 } else if byte == 0x09 { column += 4 - column % 4 } else { break }
        }
        return column
    }

    /// How many of the first thousand `lines` of `bytes` end with each terminator.
    static func terminatorCounts(in bytes: [UInt8], _ lines: [Range<Int>]) -> [[UInt8]: Int] {
        var lf = 0, crlf = 0, cr = 0
        for line in lines.prefix(1000) {
            switch terminatorLength(bytes[line]) {
            case 2: crlf += 1
            case 1: if bytes[line.upperBound - 1] == Self.lf { lf += 1 } else { cr += 1 }
            default: break
            }
        }
        return [[Self.lf]: lf, [Self.cr, Self.lf]: crlf, [Self.cr]: cr].filter { $0.value > 0 }
    }

    /// The terminator most lines use (LF if there are none, or on a tie), for rows that need
    /// one, from ``terminatorCounts(in:_:)``.
    static func dominantTerminator(_ counts: [[UInt8]: Int]) -> [UInt8] {
        let lf = counts[[Self.lf]] ?? 0, crlf = counts[[Self.cr, Self.lf]] ?? 0, cr = counts[[Self.cr]] ?? 0
        if crlf > lf && crlf >= cr { return [Self.cr, Self.lf] }
        if cr > lf && cr > crlf { return [Self.cr] }
        return [Self.lf]
    }
}
