// A Markdown file's lines, one at a time: headings, list markers, breaks and fences.
extension MarkdownFormat {
    /// The text of an ATX heading (`## Title ##` → `Title`), or nil.
    static func headingTitle(_ line: ArraySlice<UInt8>) -> String? {
        let content = ByteLines.content(line)
        let indent = content.prefix { $0 == 0x20 }.count
        guard indent <= 3 else { return nil }
        let afterIndent = content.dropFirst(indent)
        let hashes = afterIndent.prefix { $0 == UInt8(ascii: "#") }.count
        guard (1...6).contains(hashes) else { return nil }
        let rest = afterIndent.dropFirst(hashes)
        guard rest.isEmpty || rest.first == 0x20 || rest.first == 0x09 else { return nil }
        var text = String(decoding: rest, as: UTF8.self).trimmingSpaces
        // A closing sequence of #s after a space is not part of the title.
        if let lastNonHash = text.lastIndex(where: { $0 != "#" }), lastNonHash < text.index(before: text.endIndex),
            text[lastNonHash] == " " || text[lastNonHash] == "\t"
        {
            text = text[..<lastNonHash].trimmingSpaces
        } else if text.allSatisfy({ $0 == "#" }) {
            text = ""
        }
        return String(text)
    }

    /// The list-item marker at the start of `line`, or nil (thematic breaks are not items).
    static func marker(_ line: ArraySlice<UInt8>) -> Marker? {
        let content = ByteLines.content(line)
        let indent = ByteLines.indentation(content)
        var index = content.startIndex
        while index < content.endIndex, content[index] == 0x20 || content[index] == 0x09 { index += 1 }
        guard index < content.endIndex else { return nil }
        var number: Int?
        let symbol: UInt8
        let byte = content[index]
        if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "*") || byte == UInt8(ascii: "+") {
            if isThematicBreak(content) { return nil }
            symbol = byte
            index += 1
        } else if (0x30...0x39).contains(byte) {
            var value = 0
            var digits = 0
            while index < content.endIndex, (0x30...0x39).contains(content[index]), digits < 9 {
                value = value * 10 + Int(content[index] - 0x30)
                index += 1
                digits += 1
            }
            guard index < content.endIndex, content[index] == UInt8(ascii: ".") || content[index] == UInt8(ascii: ")") else {
                return nil
            }
            number = value
            symbol = content[index]
            index += 1
        } else {
            return nil
        }
        guard index == content.endIndex || content[index] == 0x20 || content[index] == 0x09 else { return nil }
        while index < content.endIndex, content[index] == 0x20 || content[index] == 0x09 { index += 1 }
        return Marker(indent: indent, length: index - content.startIndex, number: number, symbol: symbol)
    }

    /// `***`, `- - -`, `___`: three or more of one of `*-_`, with spaces only between.
    static func isThematicBreak(_ content: ArraySlice<UInt8>) -> Bool {
        // One pass and no allocation: it runs on every line of a file as it opens.
        var mark: UInt8 = 0
        var count = 0
        for byte in content where byte != 0x20 && byte != 0x09 {
            if mark == 0 {
                guard byte == UInt8(ascii: "*") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") else { return false }
                mark = byte
            } else if byte != mark {
                return false
            }
            count += 1
        }
        return count >= 3
    }

    /// The fence (```` ``` ```` or `~~~`, and its length) a line opens, or nil.
    static func fence(_ line: ArraySlice<UInt8>) -> (byte: UInt8, count: Int)? {
        let content = ByteLines.content(line)
        guard ByteLines.indentation(content) <= 3 else { return nil }
        let trimmed = content.drop { $0 == 0x20 }
        guard let byte = trimmed.first, byte == UInt8(ascii: "`") || byte == UInt8(ascii: "~") else { return nil }
        let count = trimmed.prefix { $0 == byte }.count
        return count >= 3 ? (byte, count) : nil
    }

    static func closes(_ line: ArraySlice<UInt8>, fence: (byte: UInt8, count: Int)) -> Bool {
        let trimmed = ByteLines.content(line).drop { $0 == 0x20 }
        let count = trimmed.prefix { $0 == fence.byte }.count
        return count >= fence.count && trimmed.dropFirst(count).allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }
}
