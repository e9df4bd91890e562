import TerminalText
/// Where a filter's query matches in a row's glyphs, marked in the match style: the user sees
/// why each row was kept.
enum MatchHighlight {
    /// Restyles the glyphs of every match of `query` in `glyphs`, as `highlighted` says.
    /// - Complexity: O(glyphs): the text shown, at most a screen's width of it.
    static func mark(_ query: FilterQuery, in glyphs: inout [Glyph], _ highlighted: (Style) -> Style) {
        guard !query.isEmpty, !glyphs.isEmpty else { return }
        // The glyphs' bytes in a row, and for each byte the glyph it belongs to.
        var bytes: [UInt8] = []
        var owner: [Int] = []
        bytes.reserveCapacity(glyphs.count)
        owner.reserveCapacity(glyphs.count)
        for (index, glyph) in glyphs.enumerated() {
            glyph.grapheme.withUTF8 { utf8 in
                bytes.append(contentsOf: utf8)
                owner.append(contentsOf: repeatElement(index, count: utf8.count))
            }
        }
        bytes.withUnsafeBytes { raw in
            var start = 0
            while let match = query.firstMatch(in: raw, from: start) {
                for index in owner[match.lowerBound]...owner[match.upperBound - 1] {
                    glyphs[index].style = highlighted(glyphs[index].style)
                }
                start = match.upperBound
            }
        }
    }
}
