// A Markdown item's checkbox, its list number and its indentation, rewritten in its bytes.
extension MarkdownFormat {
    /// The index of the mark inside a task item's checkbox (the space of `[ ]`, the `x` of
    /// `[x]`) on `line`, or nil if it is not a task item.
    static func checkbox(in line: ArraySlice<UInt8>) -> Int? {
        guard let marker = marker(line) else { return nil }
        let content = ByteLines.content(line)
        let open = content.startIndex + marker.length
        guard open + 3 <= content.endIndex, content[open] == UInt8(ascii: "["), content[open + 2] == UInt8(ascii: "]"),
            [0x20, UInt8(ascii: "x"), UInt8(ascii: "X")].contains(content[open + 1]),
            open + 3 == content.endIndex || content[open + 3] == 0x20 || content[open + 3] == 0x09
        else { return nil }
        return open + 1
    }

    /// `[ ]` becomes `[x]`; `[x]` and `[X]` become `[ ]`; nothing else changes.
    func checkboxToggled(_ row: ArraySlice<UInt8>) -> [UInt8]? {
        guard let mark = Self.checkbox(in: firstLine(row)) else { return nil }
        var bytes = Array(row)
        bytes[mark - row.startIndex] = row[mark] == 0x20 ? UInt8(ascii: "x") : 0x20
        return bytes
    }

    /// The number and delimiter (`.` or `)`) of an ordered item, or nil for any other row.
    func orderedNumber(of row: ArraySlice<UInt8>) -> ListNumber? {
        guard let marker = Self.marker(firstLine(row)), let number = marker.number else { return nil }
        return ListNumber(number: number, delimiter: marker.symbol, indentation: itemIndentation(of: row) ?? 0)
    }

    /// The ordered item `row` numbered `number`. Where the marker grows or shrinks (9. to
    /// 10.), the lines inside the item move with its text, so that they stay inside it.
    func renumbered(_ row: ArraySlice<UInt8>, to number: Int) -> [UInt8] {
        let line = firstLine(row)
        guard let marker = Self.marker(line), marker.number != nil else { return Array(row) }
        let digits = line.drop { $0 == 0x20 || $0 == 0x09 }.prefix { (0x30...0x39).contains($0) }
        let newDigits = Array(String(number).utf8)
        var out = Array(line[..<digits.startIndex]) + newDigits + Array(line[digits.endIndex...])
        let shift = Self.column(after: out.prefix(marker.length + newDigits.count - digits.count))
            - Self.column(after: line.prefix(marker.length))
        let contentColumn = Self.column(after: line.prefix(marker.length))
        let rest = Array(row[line.endIndex...])
        guard shift != 0 else { return out + rest }
        for range in ByteLines.lines(in: rest, 0..<rest.count) {
            let next = rest[range]
            if ByteLines.isBlank(next) || ByteLines.indentation(next) < contentColumn {
                out += next
            } else if shift > 0 {
                out += [UInt8](repeating: 0x20, count: shift) + next
            } else {
                out += next.prefix(-shift).allSatisfy { $0 == 0x20 } ? next.dropFirst(-shift) : next
            }
        }
        return out
    }

    /// The item `row` moved `columns` to the right (left when negative): every line that is
    /// not blank gains or loses that much of its indentation (a line with less loses what it
    /// has), so that its inner lines stay inside it. Indentation it changes is written with
    /// spaces.
    func shifted(_ row: ArraySlice<UInt8>, by columns: Int) -> [UInt8] {
        let bytes = Array(row)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + max(0, columns) * 4)
        for range in ByteLines.lines(in: bytes, 0..<bytes.count) {
            let line = bytes[range]
            guard !ByteLines.isBlank(line), columns != 0 else {
                out += line
                continue
            }
            let leading = line.prefix { $0 == 0x20 || $0 == 0x09 }
            let width = max(0, Self.column(after: leading) + columns)
            out += [UInt8](repeating: 0x20, count: width) + line[leading.endIndex...]
        }
        return out
    }

    /// The column after `bytes`, a tab going to the next multiple of 4.
    static func column(after bytes: some Sequence<UInt8>) -> Int {
        var column = 0
        for byte in bytes { column += byte == 0x09 ? 4 - column % 4 : 1 }
        return column
    }
}
