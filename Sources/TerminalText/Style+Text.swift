/// Styles as a person writes them in a configuration: words for attributes and colours, the
/// first colour the text's and a second (or one after `on`) the background's, as git's
/// colour settings read: `bold yellow`, `black on #ffaf00`, `reverse`, `color208 dim`.
extension Style {
    /// Reads a style from words: `bold`, `dim`, `reverse`, `underline`, `plain` (nothing),
    /// and colours: a name (`red`, `bright-red`, `default`), a palette index (`208`,
    /// `color208`) or `#rrggbb` (the nearest palette colour).
    /// - Throws: ``StyleTextError`` naming the word it could not read.
    public init(text: String) throws {
        self = .plain
        var foregroundSet = false, backgroundSet = false
        var nextIsBackground = false
        for word in text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }).map({ String($0).lowercased() }) {
            switch word {
            case "bold": bold = true
            case "dim": dim = true
            case "reverse": reverse = true
            case "underline", "ul": underline = true
            case "plain", "normal": break
            case "on": nextIsBackground = true
            default:
                guard let color = Color(text: word) else { throw StyleTextError(word: word) }
                // The text's colour, then the background's: a third colour is one too many.
                if nextIsBackground || foregroundSet {
                    guard !backgroundSet else { throw StyleTextError(word: word, reason: "is a third colour: a style has a text colour and a background") }
                    background = color
                    backgroundSet = true
                } else {
                    foreground = color
                    foregroundSet = true
                }
                nextIsBackground = false
            }
        }
    }

    /// The style as ``init(text:)`` reads it: its ``summary`` (`bold red on white`, `on
    /// blue`, `plain`).
    public var text: String { summary }
}

extension Color {
    /// A colour from its name (`red`, `bright-red`, `default`), its palette index (`208`,
    /// `color208`) or `#rrggbb`; nil when it is none of these.
    public init?(text: String) {
        let word = text.lowercased()
        if word == "default" {
            self = .default
        } else if let index = Self.names.firstIndex(of: word) {
            self = .palette(UInt8(index))
        } else if word.hasPrefix("bright-"), let index = Self.names.firstIndex(of: String(word.dropFirst(7))) {
            self = .palette(UInt8(index + 8))
        } else if let index = UInt8(word.hasPrefix("color") ? String(word.dropFirst(5)) : word) {
            self = .palette(index)
        } else if word.hasPrefix("#"), word.count == 7, let value = UInt32(word.dropFirst(), radix: 16) {
            self = .rgb(UInt8(value >> 16), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF))
        } else {
            return nil
        }
    }
}

/// A style's word that cannot be read: neither an attribute nor a colour, or a colour too many.
public struct StyleTextError: Error, CustomStringConvertible {
    /// The word.
    public var word: String
    /// What is wrong with it.
    public var reason = "is not bold, dim, reverse, underline, plain, on, or a colour (a name such as red, 0-255, #rrggbb)"

    public var description: String { "\"\(word)\" \(reason)" }
}
