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

    /// Whether a search of bytes (``firstMatch(in:from:)``) finds what this query matches:
    /// not for a case-insensitive query with letters outside ASCII, which decodes each row.
    public var matchesBytes: Bool { !needsUnicodeFolding }

    /// Where the query matches in `bytes`, from byte `start` on: the range of the first match.
    /// - Complexity: O(bytes): sixteen places at a time, each checked for the query's first
    ///   and last bytes (a filter searches a file's rows for each key typed), the rest
    ///   compared only where both are found.
    public func firstMatch(in bytes: UnsafeRawBufferPointer, from start: Int) -> Range<Int>? {
        let count = needle.count
        guard count > 0, bytes.count - start >= count, let base = bytes.baseAddress else { return nil }
        let first = needle[0], end = needle[count - 1]
        // A letter's upper case too when case does not matter; else the same byte twice.
        let firstOther = otherCase(of: first), endOther = otherCase(of: end)
        let last = bytes.count - count
        var i = start
        let firsts = SIMD16<UInt8>(repeating: first), firstOthers = SIMD16<UInt8>(repeating: firstOther)
        let ends = SIMD16<UInt8>(repeating: end), endOthers = SIMD16<UInt8>(repeating: endOther)
        // Sixteen places at once while the last byte of a match at the sixteenth is in `bytes`.
        while i + 15 <= last {
            let starts = (base + i).loadUnaligned(as: SIMD16<UInt8>.self)
            let lasts = (base + i + count - 1).loadUnaligned(as: SIMD16<UInt8>.self)
            if any(((starts .== firsts) .| (starts .== firstOthers)) .& ((lasts .== ends) .| (lasts .== endOthers))) {
                for j in i..<(i + 16) where bytes[j] == first || bytes[j] == firstOther {
                    if rest(matchesAt: j, in: bytes) { return j..<(j + count) }
                }
            }
            i += 16
        }
        while i <= last {
            if bytes[i] == first || bytes[i] == firstOther, rest(matchesAt: i, in: bytes) { return i..<(i + count) }
            i += 1
        }
        return nil
    }

    /// `byte` in upper case when it is a lower-case letter and case does not matter; else itself.
    @inline(__always)
    private func otherCase(of byte: UInt8) -> UInt8 {
        !isCaseSensitive && byte >= 0x61 && byte <= 0x7A ? byte - 0x20 : byte
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
