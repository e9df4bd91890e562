/// How what is not safe to print is shown: `^[`, `<U+202E>`, `<FF>`, in the escape style.
extension DisplayText {
    /// Appends `character`: as it is when every scalar in it is safe and it has a width,
    /// otherwise scalar by scalar, escaping the ones that are not.
    static func append(_ character: Character, to glyphs: inout [Glyph], style: Style, escapeStyle: Style) {
        let scalars = character.unicodeScalars
        let safe = scalars.allSatisfy { scalar in
            let v = scalar.value
            return v >= 0x20 && v != 0x7F && !(0x80...0x9F).contains(v) && !isBidiControl(v)
        }
        if safe, let width = DisplayWidth.of(character), width > 0, DisplayWidth.of(scalars.first!) > 0 {
            glyphs.append(Glyph(text: String(character), width: width, style: style))
            return
        }
        // Escape scalar by scalar, keeping whatever in the cluster is printable on its own.
        for scalar in scalars {
            let v = scalar.value
            if v < 0x20 || v == 0x7F {
                glyphs += escaped("^" + String(Character(Unicode.Scalar(UInt8(v ^ 0x40)))), escapeStyle)
            } else if (0x80...0x9F).contains(v) || isBidiControl(v) || DisplayWidth.of(scalar) <= 0 {
                glyphs += escaped("<U+" + hex(v, digits: 4) + ">", escapeStyle)
            } else {
                glyphs.append(Glyph(text: String(scalar), width: DisplayWidth.of(scalar), style: style))
            }
        }
    }

    /// Each character of `text` as a one-column glyph in `style`.
    static func escaped(_ text: String, _ style: Style) -> [Glyph] {
        text.map { Glyph(text: String($0), width: 1, style: style) }
    }

    /// `value` in upper-case hexadecimal, at least `digits` long.
    static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}

extension String {
    /// `<FF>`.
    init(format2Hex byte: UInt8) {
        self = "<" + DisplayText.hex(UInt32(byte), digits: 2) + ">"
    }
}
