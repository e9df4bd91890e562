/// Turns data into glyphs that are safe to send to a terminal, and fits them to a width.
///
/// Nothing from the data reaches the terminal as a control: C0 controls and DEL are shown
/// as `^[`, `^I`, `^?`; C1 controls, bidirectional overrides and isolates, and anything
/// else the C library cannot print, as `<U+202E>`; bytes that are not UTF-8 as `<FF>`. A
/// combining mark with nothing to combine with is shown as `<U+0301>` too. Escapes are
/// drawn in the escape style so that they cannot be mistaken for the same text typed.
public enum DisplayText {
    /// Scalars shown escaped although the C library might call them printable: the
    /// bidirectional controls, which reorder the text around them.
    static func isBidiControl(_ value: UInt32) -> Bool {
        value == 0x061C || value == 0x200E || value == 0x200F || (0x202A...0x202E).contains(value)
            || (0x2066...0x2069).contains(value)
    }

    /// The glyphs of `text`, escaping whatever is not safe to print; at most `limit` columns
    /// of them and one more (so that `fit` can tell the text was longer), so that a long
    /// line costs what the screen shows, not its length.
    ///
    /// With `expandingTabs`, a tab is shown as blanks to the next stop of eight columns (a
    /// row's text, as a terminal and less show it); otherwise as `^I` (a file name).
    public static func glyphs(
        _ text: String, style: Style, escapeStyle: Style, limit: Int = .max, expandingTabs: Bool = false
    ) -> [Glyph] {
        var text = text
        return text.withUTF8 {
            glyphs(buffer: $0, style: style, escapeStyle: escapeStyle, limit: limit, expandingTabs: expandingTabs)
        }
    }

    /// The glyphs of raw bytes: UTF-8 where it is valid, `<FF>` for each byte where not; at
    /// most `limit` columns of them and one more.
    ///
    /// Most text is printable ASCII with a few other characters among it (a dash, an accented
    /// letter, a CJK word), each a grapheme on its own: those take a path that builds no
    /// strings; only text that needs Unicode's grapheme rules (combining marks, emoji
    /// sequences, Hangul jamo) is decoded and split by them.
    ///
    /// Bytes in contiguous storage (an array, a slice of one) are read where they are;
    /// others are copied first. Either way the work happens in one non-generic function,
    /// compiled once here for the buffer type, so a caller in another module does not run
    /// the per-byte loop through unspecialised generics.
    public static func glyphs(
        bytes: some Collection<UInt8>, style: Style, escapeStyle: Style, limit: Int = .max, expandingTabs: Bool = false
    ) -> [Glyph] {
        if let glyphs = bytes.withContiguousStorageIfAvailable({
            glyphs(buffer: $0, style: style, escapeStyle: escapeStyle, limit: limit, expandingTabs: expandingTabs)
        }) {
            return glyphs
        }
        return Array(bytes).withUnsafeBufferPointer {
            glyphs(buffer: $0, style: style, escapeStyle: escapeStyle, limit: limit, expandingTabs: expandingTabs)
        }
    }

    private static func glyphs(
        buffer bytes: UnsafeBufferPointer<UInt8>, style: Style, escapeStyle: Style, limit: Int, expandingTabs: Bool
    ) -> [Glyph] {
        var glyphs: [Glyph] = []
        glyphs.reserveCapacity(min(bytes.count, limit) + 1)
        var columns = 0
        var index = bytes.startIndex
        while index != bytes.endIndex, columns <= limit {
            let byte = bytes[index]
            let next = bytes.index(after: index)
            if byte >= 0x20, byte < 0x7F {
                // An ASCII character followed by a combining mark or the like is the start of
                // a bigger grapheme (e + U+0301, a keycap), so it is taken alone only when
                // what follows cannot join it.
                if next == bytes.endIndex || bytes[next] < 0x80 || scalarStandingAlone(bytes, at: next) != nil {
                    glyphs.append(Glyph(grapheme: Grapheme(ascii: byte), width: 1, style: style))
                    columns += 1
                    index = next
                    continue
                }
            } else if byte >= 0x80, let (scalar, end) = scalarStandingAlone(bytes, at: index),
                      end == bytes.endIndex || bytes[end] < 0x80 || scalarStandingAlone(bytes, at: end) != nil {
                // A character that stands alone, between ones that do too or ASCII (this
                // path is only reached after such a one, or at the start): one grapheme,
                // whatever Unicode's rules, since nothing on either side can join it.
                let width = DisplayWidth.of(scalar)
                if width > 0 {
                    glyphs.append(Glyph(grapheme: Grapheme(utf8: bytes[index..<end]), width: width, style: style))
                    columns += width
                    index = end
                    continue
                }
            }
            if byte == 0x09, expandingTabs {
                // A tab is blank to the next stop of eight columns, as a terminal and less
                // show it; the row keeps its tab.
                let stop = 8 - columns % 8
                for _ in 0..<stop { glyphs.append(Glyph(grapheme: .space, width: 1, style: style)) }
                columns += stop
                index = next
                continue
            }
            let length = validSequenceLength(bytes, at: index)
            if length == 0 {
                glyphs += escaped(String(format2Hex: bytes[index]), escapeStyle)
                columns += 4
                index = bytes.index(after: index)
                continue
            }
            // A run of valid UTF-8 up to the next ASCII byte, decoded as text (graphemes
            // can span several scalars).
            let end = endOfDecodedRun(bytes, at: index, firstLength: length)
            let run = clusterGlyphs(String(decoding: bytes[index..<end], as: UTF8.self), style: style,
                                    escapeStyle: escapeStyle, limit: limit - columns)
            for glyph in run { columns += glyph.width }
            glyphs += run
            index = end
        }
        return glyphs
    }

    /// Where a run of valid UTF-8 that starts at `index` with a sequence of `firstLength`
    /// bytes ends: at the next printable ASCII byte or invalid byte, except that a Prepend
    /// character takes the ASCII one after it (they form one grapheme).
    @inline(__always)
    private static func endOfDecodedRun<C: Collection<UInt8>>(_ bytes: C, at index: C.Index, firstLength: Int) -> C.Index {
        var end = bytes.index(index, offsetBy: firstLength)
        var last = firstLength
        while end != bytes.endIndex {
            let byte = bytes[end]
            // A tab ends the run: a row's tab is blanks to its stop, worked out in columns.
            if byte == 0x09 { break }
            let isASCII = byte >= 0x20 && byte < 0x7F
            if isASCII && !(last > 1 && isPrepend(decodeScalar(bytes, at: bytes.index(end, offsetBy: -last), length: last))) {
                break
            }
            let next = validSequenceLength(bytes, at: end)
            if next == 0 { break }
            last = next
            end = bytes.index(end, offsetBy: next)
        }
        return end
    }

    /// The glyphs of `text` grapheme cluster by grapheme cluster (Unicode's rules, as Swift
    /// applies them), escaping what is not safe to print.
    private static func clusterGlyphs(_ text: String, style: Style, escapeStyle: Style, limit: Int) -> [Glyph] {
        var glyphs: [Glyph] = []
        var columns = 0
        for character in text {
            if columns > limit { break }
            let before = glyphs.count
            append(character, to: &glyphs, style: style, escapeStyle: escapeStyle)
            for glyph in glyphs[before...] { columns += glyph.width }
        }
        return glyphs
    }

    /// The scalar whose valid UTF-8 starts at `index`, and the index after it, if nothing
    /// before or after it can join it into a bigger grapheme: see ``standsAlone(_:)``.
    private static func scalarStandingAlone<C: Collection<UInt8>>(_ bytes: C, at index: C.Index) -> (Unicode.Scalar, C.Index)? {
        let length = validSequenceLength(bytes, at: index)
        guard length > 1 else { return nil }
        let scalar = decodeScalar(bytes, at: index, length: length)
        guard standsAlone(scalar) else { return nil }
        return (scalar, bytes.index(index, offsetBy: length))
    }

    /// The scalar of the valid UTF-8 sequence of `length` bytes at `index`.
    private static func decodeScalar<C: Collection<UInt8>>(_ bytes: C, at index: C.Index, length: Int) -> Unicode.Scalar {
        guard length > 1 else { return Unicode.Scalar(bytes[index]) }
        var value = UInt32(bytes[index]) & (0xFF >> UInt32(length + 1))
        var position = bytes.index(after: index)
        for _ in 1..<length {
            value = value << 6 | UInt32(bytes[position] & 0x3F)
            position = bytes.index(after: position)
        }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    /// Whether `scalar` joins the character after it into one grapheme (UAX #29's Prepend):
    /// Arabic number signs and the like.
    private static func isPrepend(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0600...0x0605, 0x06DD, 0x070F, 0x0890...0x0891, 0x08E2, 0x0D4E, 0x110BD, 0x110CD, 0x111C2...0x111C3,
             0x1193F, 0x11941, 0x11A3A, 0x11A84...0x11A89, 0x11D46, 0x11F02:
            return true
        default:
            return false
        }
    }

    /// Whether `scalar` neither joins what precedes it nor lets what follows join it, when
    /// its neighbours are ASCII: its grapheme-break property is Other (UAX #29). That is
    /// letters, numbers, punctuation, symbols and spaces, except Hangul jamo and syllables,
    /// regional indicators, emoji modifiers, the few letters that are Prepend or SpacingMark,
    /// and the halfwidth sound marks that are Extend. Marks, controls and format characters
    /// (ZWJ, variation selectors, bidi controls) are not: they take the full path.
    static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber,
             .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation,
             .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol, .spaceSeparator:
            break
        default:
            return false
        }
        switch scalar.value {
        case 0x1100...0x11FF, 0xA960...0xA97F, 0xAC00...0xD7FF: return false  // Hangul L, V, T, LV, LVT
        case 0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF: return false  // regional indicators, emoji modifiers
        case 0x0E33, 0x0EB3, 0xFF9E, 0xFF9F: return false  // SpacingMark and Extend letters
        default: return !isPrepend(scalar)
        }
    }

    /// The length of the valid UTF-8 sequence starting at `index`, or 0 if there is none.
    private static func validSequenceLength<C: Collection<UInt8>>(_ bytes: C, at index: C.Index) -> Int {
        let first = bytes[index]
        let length: Int
        let minimum: UInt32
        switch first {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2; minimum = 0x80
        case 0xE0...0xEF: length = 3; minimum = 0x800
        case 0xF0...0xF4: length = 4; minimum = 0x10000
        default: return 0
        }
        var value = UInt32(first) & (0xFF >> UInt32(length + 1))
        var position = bytes.index(after: index)
        for _ in 1..<length {
            guard position != bytes.endIndex else { return 0 }
            let byte = bytes[position]
            guard byte & 0xC0 == 0x80 else { return 0 }
            value = value << 6 | UInt32(byte & 0x3F)
            position = bytes.index(after: position)
        }
        guard value >= minimum, value <= 0x10FFFF, !(0xD800...0xDFFF).contains(value) else { return 0 }
        return length
    }
}
