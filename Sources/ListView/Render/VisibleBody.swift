import TableKit

/// The body lines a screen shows from a given top line: a section's header stays pinned on
/// the first body line while the section's rows scroll under it (UITableView's plain style),
/// and the lines from the top follow.
///
/// - Complexity: O(height): it walks at most a screen of lines.
struct VisibleBody {
    /// The lines from the first body line down, at most `height` of them; with a pinned
    /// header, the first is that header.
    let items: [BodyItem]
    /// The section whose header is pinned on the first body line, if one is.
    let pinnedSection: Int?

    init(top: BodyItem?, height: Int, walker: BodyWalker) {
        var items: [BodyItem] = []
        var pinned: Int?
        if let top, Self.pinsHeader(above: top, height: height, walker: walker) {
            pinned = top.section
            items.append(.header(top.section))
        }
        var item = top
        while items.count < height, let current = item {
            items.append(current)
            item = walker.next(current)
        }
        self.items = items
        pinnedSection = pinned
    }

    /// Whether a screen of `height` body lines starting at `top` pins the header of `top`'s
    /// section above it: when `top` is inside a section with a header, not the header itself,
    /// and there is room for the header and at least two lines under it.
    static func pinsHeader(above top: BodyItem, height: Int, walker: BodyWalker) -> Bool {
        if case .header = top { return false }
        return height >= 3 && walker.hasHeader(top.section)
    }

    /// The lines below a pinned header: what `top` shows and scrolls.
    var scrolled: ArraySlice<BodyItem> { pinnedSection == nil ? items[...] : items.dropFirst() }

    /// The rows shown (not counting a pinned header), top to bottom.
    var rows: [IndexPath] {
        scrolled.compactMap { if case let .row(path) = $0 { path } else { nil } }
    }

    /// Whether `item` is on screen below any pinned header.
    func shows(_ item: BodyItem) -> Bool { scrolled.contains(item) }
}
