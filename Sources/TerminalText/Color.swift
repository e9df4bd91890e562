/// A colour of the terminal's 256-colour palette, or the terminal's own.
///
/// The first eight are the basic colours every colour terminal has (`.red`, `.blue`…);
/// 8–15 their bright forms; 16–231 a 6×6×6 cube; 232–255 greys. A colour given as red,
/// green and blue becomes the nearest of the cube and the greys, since curses draws through
/// the palette; a terminal with fewer colours shows the nearest basic one.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// 0 for the terminal's own colour, else the palette index plus one.
    public let code: UInt16

    /// A colour by its code (see ``code``); codes past the palette are the terminal's own.
    public init(code: UInt16) {
        self.code = code <= 256 ? code : 0
    }

    /// Palette colour `index` (0–255).
    public static func palette(_ index: UInt8) -> Color { Color(code: UInt16(index) + 1) }

    /// The palette colour nearest to red, green and blue (0–255 each), among the cube and
    /// the greys (the first sixteen vary between terminals, so they are not matched).
    public static func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Color {
        let levels: [Int] = [0, 95, 135, 175, 215, 255]
        func nearestLevel(_ value: UInt8) -> Int {
            levels.indices.min { abs(levels[$0] - Int(value)) < abs(levels[$1] - Int(value)) }!
        }
        let (r, g, b) = (nearestLevel(red), nearestLevel(green), nearestLevel(blue))
        let cube = (index: 16 + 36 * r + 6 * g + b, rgb: (levels[r], levels[g], levels[b]))
        let average = (Int(red) + Int(green) + Int(blue)) / 3
        let greyStep = max(0, min(23, (average - 8 + 5) / 10))
        let greyLevel = 8 + 10 * greyStep
        func distance(_ other: (Int, Int, Int)) -> Int {
            let (dr, dg, db) = (other.0 - Int(red), other.1 - Int(green), other.2 - Int(blue))
            return dr * dr + dg * dg + db * db
        }
        let grey = (index: 232 + greyStep, rgb: (greyLevel, greyLevel, greyLevel))
        return palette(UInt8(distance(grey.rgb) < distance(cube.rgb) ? grey.index : cube.index))
    }

    /// The palette index, or nil for the terminal's own colour.
    public var paletteIndex: UInt8? { code == 0 ? nil : UInt8(code - 1) }

    /// The nearest of the eight basic colours (for a terminal that has no more), or nil for
    /// the terminal's own.
    public var basic: Color? {
        guard let index = paletteIndex else { return nil }
        switch index {
        case 0..<8: return self
        case 8..<16: return .palette(index - 8)
        default:
            let (red, green, blue) = components(index)
            // Each channel on or off around the middle: the corner of the cube it is nearest.
            let bits = (red > 127 ? 1 : 0) | (green > 127 ? 2 : 0) | (blue > 127 ? 4 : 0)
            return .palette(UInt8(bits))
        }
    }

    /// Red, green and blue of palette entry `index` ≥ 16.
    private func components(_ index: UInt8) -> (Int, Int, Int) {
        if index >= 232 {
            let level = 8 + 10 * (Int(index) - 232)
            return (level, level, level)
        }
        let levels = [0, 95, 135, 175, 215, 255]
        let cube = Int(index) - 16
        return (levels[cube / 36], levels[cube / 6 % 6], levels[cube % 6])
    }

    public static let `default` = Color(code: 0)
    public static let black = palette(0)
    public static let red = palette(1)
    public static let green = palette(2)
    public static let yellow = palette(3)
    public static let blue = palette(4)
    public static let magenta = palette(5)
    public static let cyan = palette(6)
    public static let white = palette(7)

    /// The basic colours by name, as configuration and tests write them.
    public static let names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]

    /// `red`, `color208`, `default`.
    public var description: String {
        guard let index = paletteIndex else { return "default" }
        return index < 8 ? Self.names[Int(index)] : "color\(index)"
    }
}
