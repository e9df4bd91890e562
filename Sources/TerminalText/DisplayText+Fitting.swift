/// Fitting glyphs to a width.
extension DisplayText {
    /// Glyphs that fit in `width` columns. If the text is longer it is cut before a glyph
    /// (a wide character is never split) and ends with `marker`.
    public static func fit(_ glyphs: [Glyph], width: Int, marker: Glyph) -> [Glyph] {
        guard width > 0 else { return [] }
        var total = 0
        for glyph in glyphs { total += glyph.width }
        if total <= width { return glyphs }
        var result: [Glyph] = []
        var used = 0
        let room = width - marker.width
        for glyph in glyphs {
            if used + glyph.width > room { break }
            result.append(glyph)
            used += glyph.width
        }
        if marker.width <= width { result.append(marker) }
        return result
    }

    /// The total width of glyphs.
    public static func width(of glyphs: [Glyph]) -> Int { glyphs.reduce(0) { $0 + $1.width } }
}
