import Synchronization

/// One grapheme cluster as a screen cell holds it: its UTF-8 bytes kept inline when they fit
/// in 15 bytes (nearly always), otherwise a number in a process-wide table of the long ones.
///
/// It is plain data, so a frame of cells is filled, compared and freed as memory: a `String`
/// per cell cost a reference-count call for every cell of every frame.
public struct Grapheme: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// Bytes 0 to 7 of the UTF-8, little-endian; or, for a long grapheme, its table number.
    @usableFromInline var low: UInt64
    /// Bytes 8 to 14 of the UTF-8 in the low 56 bits; the top byte is the byte count, or
    /// `Self.interned` for a long grapheme.
    @usableFromInline var high: UInt64

    private static let interned: UInt64 = 0xFF
    private static let inlineCapacity = 15

    /// The empty grapheme: the right half of a wide character.
    public static let empty = Grapheme(low: 0, high: 0)
    /// A blank.
    public static let space = Grapheme(ascii: 0x20)

    private init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    /// A printable ASCII character, without looking at any string.
    @inline(__always)
    public init(ascii byte: UInt8) {
        low = UInt64(byte)
        high = 1 << 56
    }

    /// The grapheme for `text` (one grapheme cluster, or empty).
    public init(_ text: String) {
        var text = text
        self = text.withUTF8 { Grapheme(utf8: $0) }
    }

    /// The grapheme whose UTF-8 is `bytes` (one grapheme cluster, or empty).
    public init<C: Collection<UInt8>>(utf8 bytes: C) {
        guard bytes.count <= Self.inlineCapacity else {
            let text = String(decoding: bytes, as: UTF8.self)
            self.init(low: UInt64(LongGraphemes.shared.number(for: text)), high: Self.interned << 56)
            return
        }
        var low: UInt64 = 0
        var high: UInt64 = UInt64(bytes.count) << 56
        for (index, byte) in bytes.enumerated() {
            if index < 8 {
                low |= UInt64(byte) << (8 * UInt64(index))
            } else {
                high |= UInt64(byte) << (8 * UInt64(index - 8))
            }
        }
        self.init(low: low, high: high)
    }

    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Whether this is the right half of a wide character.
    @inlinable
    public var isEmpty: Bool { low == 0 && high == 0 }

    /// The grapheme as a string.
    public var string: String {
        let count = high >> 56
        if count == Self.interned { return LongGraphemes.shared.text(number: Int(low)) }
        return withUTF8 { String(decoding: $0, as: UTF8.self) }
    }

    public var description: String { string }

    /// Calls `body` with the UTF-8 bytes.
    public func withUTF8<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let count = Int(high >> 56)
        if count == Int(Self.interned) {
            var text = LongGraphemes.shared.text(number: Int(low))
            return text.withUTF8(body)
        }
        var words = (low.littleEndian, (high & 0x00FF_FFFF_FFFF_FFFF).littleEndian)
        return withUnsafeBytes(of: &words) { raw in
            body(UnsafeBufferPointer(start: raw.baseAddress!.assumingMemoryBound(to: UInt8.self), count: count))
        }
    }

    /// Calls `body` with each Unicode scalar.
    @inline(__always)
    public func forEachScalar(_ body: (Unicode.Scalar) -> Void) {
        if high == 1 << 56, let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: low)) {
            body(scalar)
            return
        }
        for scalar in string.unicodeScalars { body(scalar) }
    }
}

/// The graphemes too long to keep inline (long emoji sequences, stacks of combining marks),
/// each stored once for the life of the process. There are few of them: they come from what
/// the user's data holds.
private final class LongGraphemes: Sendable {
    static let shared = LongGraphemes()

    private struct Table {
        var texts: [String] = []
        var numbers: [String: Int] = [:]
    }

    private let table = Mutex(Table())

    func number(for text: String) -> Int {
        table.withLock { table in
            if let number = table.numbers[text] { return number }
            table.texts.append(text)
            table.numbers[text] = table.texts.count - 1
            return table.texts.count - 1
        }
    }

    func text(number: Int) -> String {
        table.withLock { $0.texts[number] }
    }
}
