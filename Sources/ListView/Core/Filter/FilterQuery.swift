/// What the filter looks for: a substring of a row's shown text, case-insensitive unless the
/// query has a capital letter (vim's and fzf's smart case).
public struct FilterQuery: Hashable, Sendable {
    /// The text typed.
    public let text: String
    /// Whether case matters: the text has an upper-case letter.
    public let isCaseSensitive: Bool
    /// The UTF-8 bytes searched for; ASCII letters in lower case when case does not matter.
    private let needle: [UInt8]
    /// Whether case-insensitive matching needs Unicode's rules (the text has letters outside
    /// ASCII): the slow path, which decodes each row.
    private let needsUnicodeFolding: Bool

    /// A query for `text`.
    public init(_ text: String) {
        self.text = text
        isCaseSensitive = text.contains { $0.isUppercase }
        needsUnicodeFolding = !isCaseSensitive && text.unicodeScalars.contains { !$0.isASCII && $0.properties.changesWhenCaseMapped }
        needle = isCaseSensitive ? Array(text.utf8) : text.utf8.map(Self.lowercased)
    }

    /// Whether the query matches everything (it is empty).
    public var isEmpty: Bool { text.isEmpty }

    /// Whether every row this query matches also matches `older`, so that a search for it
    /// can look only at `older`'s matches (the query grew as it was typed).
    public func narrows(_ older: FilterQuery) -> Bool {
        text.contains(older.text) && (isCaseSensitive || !older.isCaseSensitive)
    }

    /// Whether the row whose shown bytes are `bytes` matches.
    /// - Complexity: O(bytes) for ASCII text; rows are decoded only for a case-insensitive
    ///   query with letters outside ASCII.
    public func matches(_ bytes: UnsafeRawBufferPointer) -> Bool {
        if needle.isEmpty { return true }
        if needsUnicodeFolding {
            return String(decoding: bytes, as: UTF8.self).lowercased().contains(text.lowercased())
        }
        return firstMatch(in: bytes, from: 0) != nil
    }

    /// Where the query matches in `bytes`, from byte `start` on: the range of the first match.
    public func firstMatch(in bytes: UnsafeRawBufferPointer, from start: Int) -> Range<Int>? {
        let count = needle.count
        guard count > 0, bytes.count - start >= count else { return nil }
        let first = needle[0]
        let foldsFirst = !isCaseSensitive && first >= 0x61 && first <= 0x7A
        let last = bytes.count - count
        var i = start
        while i <= last {
            let byte = bytes[i]
            if byte == first || (foldsFirst && byte == first - 0x20), rest(matchesAt: i, in: bytes) { return i..<(i + count) }
            i += 1
        }
        return nil
    }

    @inline(__always)
    private func rest(matchesAt start: Int, in bytes: UnsafeRawBufferPointer) -> Bool {
        for j in 1..<needle.count {
            let byte = bytes[start + j]
            if (isCaseSensitive ? byte : Self.lowercased(byte)) != needle[j] { return false }
        }
        return true
    }

    @inline(__always)
    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
    }
}
