import CNcurses

extension CursesTerminal {
    /// The longest text sent to the clipboard: xterm takes OSC 52 sequences of up to about
    /// 100,000 bytes of base64 by default; a longer text is not sent at all, since a cut one
    /// would put half a list on the clipboard.
    static let clipboardLimit = 74_000

    /// Puts `text` on the terminal's clipboard with OSC 52 (xterm, kitty, iTerm2, WezTerm,
    /// foot; tmux with `set-clipboard on`); terminals without it ignore the sequence.
    public func copyToClipboard(_ text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count <= Self.clipboardLimit else { return }
        cn_set_clipboard(Base64.encode(bytes))
    }
}

/// Base64 (RFC 4648, with padding), for OSC 52.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    static func encode(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let a = UInt32(bytes[index])
            let b = index + 1 < bytes.count ? UInt32(bytes[index + 1]) : 0
            let c = index + 2 < bytes.count ? UInt32(bytes[index + 2]) : 0
            let triple = a << 16 | b << 8 | c
            out.append(alphabet[Int(triple >> 18 & 63)])
            out.append(alphabet[Int(triple >> 12 & 63)])
            out.append(index + 1 < bytes.count ? alphabet[Int(triple >> 6 & 63)] : UInt8(ascii: "="))
            out.append(index + 2 < bytes.count ? alphabet[Int(triple & 63)] : UInt8(ascii: "="))
            index += 3
        }
        return String(decoding: out, as: UTF8.self)
    }
}
