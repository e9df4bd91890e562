/// A `git rebase -i` todo: every command line is a row; comment and blank lines are kept
/// verbatim and never become rows. Those before the first command stay at the top; those
/// between commands travel with the command above them; the block after the last command
/// (git's help text) is kept after the rows and shown as the footer.
struct GitTodoFormat: ListFormat {
    /// git's `core.commentChar`.
    let commentCharacter: UInt8

    func isCommentOrBlank(_ line: ArraySlice<UInt8>) -> Bool {
        let content = ByteLines.content(line)
        guard let first = content.first(where: { $0 != 0x20 && $0 != 0x09 }) else { return true }
        return first == commentCharacter
    }

    func layout(of source: [UInt8], in range: Range<Int>) throws(DocumentError) -> DocumentLayout {
        let lines = ByteLines.lines(in: source, range)
        let firstCommand = lines.firstIndex { !isCommentOrBlank(source[$0]) }
        let lastCommand = lines.lastIndex { !isCommentOrBlank(source[$0]) }
        guard let firstCommand, let lastCommand else {
            // No commands at all (git's "noop" todo is only comments): everything is the footer.
            let footer = Self.footerText(source, lines)
            return DocumentLayout(
                prefix: range.lowerBound..<range.lowerBound,
                sections: [SectionLayout(title: nil, header: range.lowerBound..<range.lowerBound, rows: [],
                                         footer: footer, trailer: range)],
                suffix: range.upperBound..<range.upperBound)
        }
        var rows: [DocumentRow] = []
        var index = firstCommand
        while index <= lastCommand {
            let start = lines[index].lowerBound
            index += 1
            while index <= lastCommand, isCommentOrBlank(source[lines[index]]) { index += 1 }
            rows.append(try DocumentRow.checked(source: start..<lines[index - 1].upperBound))
        }
        let prefixEnd = lines[firstCommand].lowerBound
        let trailerStart = lines[lastCommand].upperBound
        let trailerLines = Array(lines[(lastCommand + 1)...])
        return DocumentLayout(
            prefix: range.lowerBound..<prefixEnd,
            sections: [SectionLayout(title: nil, header: prefixEnd..<prefixEnd, rows: rows,
                                     footer: Self.footerText(source, trailerLines), trailer: trailerStart..<range.upperBound)],
            suffix: range.upperBound..<range.upperBound)
    }

    /// The comment block as footer lines, blank lines at its ends dropped.
    private static func footerText(_ source: [UInt8], _ lines: [Range<Int>]) -> String? {
        var texts = lines.map { String(decoding: ByteLines.content(source[$0]), as: UTF8.self) }
        while let first = texts.first, first.trimmingSpaces.isEmpty { texts.removeFirst() }
        while let last = texts.last, last.trimmingSpaces.isEmpty { texts.removeLast() }
        return texts.isEmpty ? nil : texts.joined(separator: "\n")
    }

    func displayBytes(of row: ArraySlice<UInt8>, kind: DocumentRow.Kind) -> [UInt8] {
        let first = ByteLines.lines(in: Array(row), 0..<row.count).first ?? 0..<0
        return Array(ByteLines.content(Array(row)[first]))
    }

    func editableText(of row: ArraySlice<UInt8>) -> String {
        String(decoding: displayBytes(of: row, kind: .item), as: UTF8.self)
    }

    /// The command line retyped; comment lines travelling with it stay.
    func retyped(_ row: ArraySlice<UInt8>, as text: String) -> [UInt8] {
        let bytes = Array(row)
        let first = ByteLines.lines(in: bytes, 0..<bytes.count).first ?? 0..<0
        let terminator = bytes[first].suffix(ByteLines.terminatorLength(bytes[first]))
        return Array(text.utf8) + terminator + bytes[first.upperBound...]
    }

    func newRow(_ text: String, like neighbour: ArraySlice<UInt8>?, siblingKind: ValueKind?, terminator: [UInt8]) -> [UInt8] {
        Array(text.utf8) + terminator
    }

    var joining: RowJoining { .lines }
}
