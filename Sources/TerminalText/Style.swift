/// How a cell is drawn: colours and attributes.
///
/// Kept in four bytes, so that a frame's cells are compared a line at a time with a few word
/// comparisons per cell, and copied as little memory.
public struct Style: Hashable, Sendable {
    /// Foreground's code in bits 0–8, background's in bits 9–17, then bold, dim, reverse,
    /// underline.
    private var bits: UInt32

    private static let colorMask: UInt32 = 0x1FF
    private static let backgroundShift: UInt32 = 9
    private static let boldBit: UInt32 = 1 << 18
    private static let dimBit: UInt32 = 1 << 19
    private static let reverseBit: UInt32 = 1 << 20
    private static let underlineBit: UInt32 = 1 << 21

    /// Text colour.
    public var foreground: Color {
        get { Color(code: UInt16(bits & Self.colorMask)) }
        set { bits = bits & ~Self.colorMask | UInt32(newValue.code) }
    }
    /// Background colour.
    public var background: Color {
        get { Color(code: UInt16(bits >> Self.backgroundShift & Self.colorMask)) }
        set { bits = bits & ~(Self.colorMask << Self.backgroundShift) | UInt32(newValue.code) << Self.backgroundShift }
    }
    /// Bold text.
    public var bold: Bool {
        get { bits & Self.boldBit != 0 }
        set { set(Self.boldBit, newValue) }
    }
    /// Dim (faint) text.
    public var dim: Bool {
        get { bits & Self.dimBit != 0 }
        set { set(Self.dimBit, newValue) }
    }
    /// Swapped foreground and background.
    public var reverse: Bool {
        get { bits & Self.reverseBit != 0 }
        set { set(Self.reverseBit, newValue) }
    }
    /// Underlined text.
    public var underline: Bool {
        get { bits & Self.underlineBit != 0 }
        set { set(Self.underlineBit, newValue) }
    }

    private mutating func set(_ bit: UInt32, _ on: Bool) {
        bits = on ? bits | bit : bits & ~bit
    }

    /// Creates a style; every attribute is off by default.
    public init(
        foreground: Color = .default, background: Color = .default,
        bold: Bool = false, dim: Bool = false, reverse: Bool = false, underline: Bool = false
    ) {
        bits = 0
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
    }

    /// The terminal's default look.
    public static let plain = Style()

    /// The same style without colours, for `NO_COLOR`.
    public var withoutColor: Style {
        var copy = self
        copy.foreground = .default
        copy.background = .default
        return copy
    }

    /// A short description for tests: `bold red on white`, `reverse`, `plain`.
    public var summary: String {
        var parts: [String] = []
        if bold { parts.append("bold") }
        if dim { parts.append("dim") }
        if reverse { parts.append("reverse") }
        if underline { parts.append("underline") }
        if foreground != .default { parts.append("\(foreground)") }
        if background != .default { parts.append("on \(background)") }
        return parts.isEmpty ? "plain" : parts.joined(separator: " ")
    }
}
