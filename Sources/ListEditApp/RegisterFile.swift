import TableTerminal

/// The register file's format: a first line `listedit register 1`, then per row a line
/// `TEXTLENGTH BYTESLENGTH KIND` (`-1 -` when the row has no bytes of its own) followed by
/// that many bytes of text and of bytes.
///
/// The file is external input: another program, an older listedit or a damaged disk may have
/// written it. So every length is checked against what is left before it is used (no sum
/// can overflow), the file and its rows are bounded, and anything amiss refuses the whole
/// file with the reason: no byte sequence makes a put take rows that are not what was yanked,
/// or stop listedit.
public enum RegisterFile {
    /// The first line.
    static let header = Array("listedit register 1\n".utf8)

    /// The largest register file read: 256 MiB.
    public static let sizeLimit = 256 << 20
    /// The most rows one holds: as many as one put makes.
    public static let rowLimit = 10_000_000

    /// Why a register file was refused.
    public struct Damage: Error, Hashable, Sendable, CustomStringConvertible {
        /// What is wrong, and where.
        public var description: String
    }

    /// The file's bytes for `rows`.
    public static func bytes(of rows: [CopiedRow]) -> [UInt8] {
        var out = header
        for row in rows {
            let text = Array(row.text.utf8)
            let kind = row.kind.map { $0.isEmpty || $0.contains(" ") || $0.contains("\n") ? "-" : $0 } ?? "-"
            out += Array("\(text.count) \(row.bytes?.count ?? -1) \(row.bytes == nil ? "-" : kind)\n".utf8)
            out += text
            out += row.bytes ?? []
        }
        return out
    }

    /// The rows in `bytes`.
    /// - Throws: ``Damage`` when they are not a register file, or one cut short, or larger
    ///   than listedit takes.
    public static func rows(from bytes: [UInt8]) throws(Damage) -> [CopiedRow] {
        guard bytes.starts(with: header) else { throw Damage(description: "it does not begin as one listedit writes") }
        guard bytes.count <= sizeLimit else { throw Damage(description: "it is larger than \(sizeLimit >> 20) MiB") }
        var rows: [CopiedRow] = []
        var at = header.count
        while at < bytes.count {
            guard rows.count < rowLimit else { throw Damage(description: "it holds more than \(rowLimit) rows") }
            // A row's line is short: its two numbers and a format's name.
            guard let end = bytes[at..<min(bytes.count, at + 64)].firstIndex(of: 0x0A) else {
                throw Damage(description: "row \(rows.count + 1) has no line saying its length")
            }
            let fields = bytes[at..<end].split(separator: 0x20, omittingEmptySubsequences: false)
            guard fields.count == 3, let textCount = decimal(fields[0]), let byteCount = decimal(fields[1], allowingMinusOne: true),
                  let kind = String(validating: fields[2], as: UTF8.self), !kind.isEmpty
            else { throw Damage(description: "row \(rows.count + 1)'s line is not two lengths and a kind") }
            let textStart = end + 1
            // Each length against what is left, so that no sum is ever made that could overflow.
            let left = bytes.count - textStart
            let ownCount = max(0, byteCount)
            guard textCount <= left, ownCount <= left - textCount else {
                throw Damage(description: "row \(rows.count + 1) is cut short: it says \(textCount) and \(ownCount) bytes, and \(left) are left")
            }
            let textBytes = bytes[textStart..<(textStart + textCount)]
            guard let text = String(validating: textBytes, as: UTF8.self) else {
                throw Damage(description: "row \(rows.count + 1)'s text is not UTF-8")
            }
            let ownStart = textStart + textCount
            let own = byteCount < 0 ? nil : Array(bytes[ownStart..<(ownStart + ownCount)])
            rows.append(CopiedRow(text: text, bytes: own, kind: own == nil || kind == "-" ? nil : kind))
            at = ownStart + ownCount
        }
        return rows
    }

    /// A length written in decimal digits (at most 18, so that it fits), or -1 when allowed.
    private static func decimal(_ digits: ArraySlice<UInt8>, allowingMinusOne: Bool = false) -> Int? {
        if allowingMinusOne, digits.elementsEqual("-1".utf8) { return -1 }
        guard !digits.isEmpty, digits.count <= 18, digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
        return digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
    }
}
