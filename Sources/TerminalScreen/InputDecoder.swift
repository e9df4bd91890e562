/// Turns the bytes a terminal sends into keys, mouse events and pastes, without a terminal:
/// UTF-8 text, control keys, the escape sequences of xterm-like terminals (CSI and SS3, in
/// normal and application cursor mode, with tmux's and rxvt's Home and End), SGR and X10
/// mouse reports, bracketed pastes (their bytes as they came: a byte that is not UTF-8 is
/// U+FFFD, and the rest of the paste follows), and Alt with the text field's word keys.
///
/// Bytes may arrive in any pieces. A sequence not yet complete waits for more; the reader
/// calls ``flush()`` when nothing came for ``escapeDelay`` (``pasteDelay`` inside a paste),
/// so that a lone Esc is Esc and a paste whose end never came is still text.
public struct InputDecoder: Sendable {
    /// How long an incomplete escape sequence waits for the rest, in milliseconds: a
    /// terminal sends a sequence at once, a person's Esc and next key are farther apart.
    public static let escapeDelay = 25
    /// How long a paste waits for its closing bracket before what came is taken as the paste.
    public static let pasteDelay = 1000
    /// The most pasted text kept: a field holds a line, not a file.
    public static let pasteLimit = 1 << 20

    /// The keys that, sent together with Esc, are Alt and that key: the text field's word
    /// keys (readline's). Esc followed at once by anything else is still Esc, then the key,
    /// as scripts that type Esc and a key together expect.
    static let altWordKeys: Set<Key> = [.backspace, .character("b"), .character("f"), .character("d")]

    /// Sequences the terminal's description names for keys (terminfo's), besides the usual
    /// ones, longest first.
    private let extraSequences: [(bytes: [UInt8], key: Key)]
    /// Bytes received but not decoded yet: the start of a sequence, or of a character.
    private var pending: [UInt8] = []
    /// Inside a bracketed paste: the bytes pasted so far.
    private var paste: [UInt8]?

    /// A decoder that also knows `keySequences` (from the terminal's description).
    public init(keySequences: [(bytes: [UInt8], key: Key)] = []) {
        extraSequences = keySequences.filter { $0.bytes.count > 1 }.sorted { $0.bytes.count > $1.bytes.count }
    }

    /// Whether bytes wait for more (an incomplete sequence or character, or a paste).
    public var isWaiting: Bool { !pending.isEmpty || paste != nil }

    /// Whether a paste is under way (its closing bracket not seen yet).
    public var isInPaste: Bool { paste != nil }

    /// Decodes `bytes` after those received before; returns what they complete.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [TerminalInput] {
        pending.append(contentsOf: bytes)
        return decode(final: false)
    }

    /// Nothing more came in time: what waits is taken as it is (a lone Esc is Esc; a paste
    /// without its closing bracket is the text that came).
    public mutating func flush() -> [TerminalInput] {
        decode(final: true)
    }

    // MARK: - Decoding

    private mutating func decode(final: Bool) -> [TerminalInput] {
        var events: [TerminalInput] = []
        var index = 0
        while index < pending.count {
            if paste != nil {
                guard let end = Self.firstIndex(of: Self.pasteEnd, in: pending, from: index) else {
                    if final {
                        paste!.append(contentsOf: pending[index...])
                        events.append(.paste(Self.pasteText(paste!)))
                        paste = nil
                        pending.removeAll(keepingCapacity: true)
                        return events
                    }
                    // The paste takes its bytes but the few that could start its closing
                    // bracket, which wait for the next piece.
                    let keep = max(index, pending.count - (Self.pasteEnd.count - 1))
                    if paste!.count < 4 * Self.pasteLimit { paste!.append(contentsOf: pending[index..<keep]) }
                    pending.removeSubrange(..<keep)
                    return events
                }
                if paste!.count < 4 * Self.pasteLimit { paste!.append(contentsOf: pending[index..<end]) }
                events.append(.paste(Self.pasteText(paste!)))
                paste = nil
                index = end + Self.pasteEnd.count
                continue
            }
            switch step(at: index, final: final) {
            case .incomplete:
                pending.removeSubrange(..<index)
                return events
            case let .decoded(length, decoded):
                events += decoded
                index += length
            }
        }
        pending.removeAll(keepingCapacity: true)
        if final, let text = paste {
            events.append(.paste(Self.pasteText(text)))
            paste = nil
        }
        return events
    }

    private enum Step {
        case incomplete
        case decoded(length: Int, [TerminalInput])
    }

    /// Decodes what starts at `index`: how many bytes it took and what they are.
    private mutating func step(at index: Int, final: Bool) -> Step {
        let byte = pending[index]
        guard byte == 0x1B else { return plain(at: index, final: final) }
        let rest = pending[(index + 1)...]
        guard let next = rest.first else { return final ? .decoded(length: 1, [.key(.escape)]) : .incomplete }
        if let (length, key) = extraSequence(at: index) { return .decoded(length: length, [.key(key)]) }
        switch next {
        case UInt8(ascii: "["):
            if let step = controlSequence(at: index, final: final) { return step }
        case UInt8(ascii: "O"):
            guard rest.count >= 2 else { return final ? .decoded(length: 1, [.key(.escape)]) : .incomplete }
            if let key = Self.ss3Keys[rest[rest.startIndex + 1]] { return .decoded(length: 3, [.key(key)]) }
        default:
            break
        }
        // Esc and a key sent together: Alt with one of the field's word keys, else Esc, then the key.
        if case let .decoded(length, events) = plain(at: index + 1, final: final), events.count == 1,
           case let .key(key) = events[0], Self.altWordKeys.contains(key)
        {
            return .decoded(length: 1 + length, [.key(.alt(key))])
        }
        if case .incomplete = plain(at: index + 1, final: final) { return .incomplete }
        return .decoded(length: 1, [.key(.escape)])
    }

    /// A sequence from the terminal's description at `index`, if one is there whole.
    private func extraSequence(at index: Int) -> (Int, Key)? {
        for (bytes, key) in extraSequences where pending.count - index >= bytes.count {
            if pending[index..<(index + bytes.count)].elementsEqual(bytes) { return (bytes.count, key) }
        }
        return nil
    }

    /// A CSI sequence at `index` (`ESC [` parameters, then a final byte), or nil when what
    /// follows `ESC [` is not one (then Esc is a key of its own).
    private mutating func controlSequence(at index: Int, final: Bool) -> Step? {
        let start = index + 2
        // X10 mouse report: ESC [ M and three bytes.
        if start < pending.count, pending[start] == UInt8(ascii: "M") {
            guard pending.count >= start + 4 else { return final ? nil : .incomplete }
            let event = Self.x10Mouse(pending[start + 1], pending[start + 2], pending[start + 3])
            return .decoded(length: 6, event.map { [.mouse($0)] } ?? [])
        }
        var end = start
        while end < pending.count, !(0x40...0x7E).contains(pending[end]) {
            // Parameters and intermediates only; anything else means this was no sequence.
            guard (0x20...0x3F).contains(pending[end]) else { return nil }
            end += 1
        }
        guard end < pending.count else { return final ? nil : .incomplete }
        let parameters = String(decoding: pending[start..<end], as: UTF8.self)
        let finalByte = pending[end]
        let length = end + 1 - index
        if parameters.hasPrefix("<") {
            let report = String(parameters.dropFirst()) + String(UnicodeScalar(finalByte))
            return .decoded(length: length, MouseEvent(sgrReport: report).map { [.mouse($0)] } ?? [])
        }
        if finalByte == UInt8(ascii: "~"), parameters == "200" {
            paste = []
            return .decoded(length: length, [])
        }
        let key = Self.csiKey(parameters: parameters, final: finalByte)
        return .decoded(length: length, key.map { [.key($0)] } ?? [])
    }

    /// A byte that does not start an escape sequence: a control key, or a character.
    private func plain(at index: Int, final: Bool) -> Step {
        let byte = pending[index]
        switch byte {
        case 13, 10: return .decoded(length: 1, [.key(.enter)])
        case 27: return .decoded(length: 1, [.key(.escape)])
        case 127, 8: return .decoded(length: 1, [.key(.backspace)])
        case 9: return .decoded(length: 1, [.key(.tab)])
        case 0: return .decoded(length: 1, [.key(.control(" "))])
        case 1...26: return .decoded(length: 1, [.key(.control(Character(Unicode.Scalar(byte + 96))))])
        case 28...31: return .decoded(length: 1, [])
        case 0x20...0x7E: return .decoded(length: 1, [.key(.character(Character(Unicode.Scalar(byte))))])
        default: break
        }
        // A multi-byte UTF-8 character: as many bytes as its first says, all continuation bytes.
        let length = byte >= 0xF0 && byte <= 0xF4 ? 4 : byte >= 0xE0 && byte <= 0xEF ? 3 : byte >= 0xC2 && byte <= 0xDF ? 2 : 0
        guard length > 0 else { return .decoded(length: 1, []) }  // not a first byte: dropped
        guard pending.count - index >= length else {
            let available = pending[(index + 1)...]
            if available.allSatisfy({ $0 & 0xC0 == 0x80 }) { return final ? .decoded(length: 1, []) : .incomplete }
            return .decoded(length: 1, [])
        }
        let bytes = pending[index..<(index + length)]
        guard let text = String(validating: bytes, as: UTF8.self), let character = text.first else {
            return .decoded(length: 1, [])
        }
        return .decoded(length: length, [.key(.character(character))])
    }

    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard haystack.count - start >= needle.count else { return nil }
        return (start...(haystack.count - needle.count)).first { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}
