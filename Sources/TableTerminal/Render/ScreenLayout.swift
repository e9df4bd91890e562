import TableKit

/// Where things were drawn on the last frame, so that a mouse event can be mapped back to
/// what it hit.
struct ScreenLayout {
    /// Columns of the Edit/Done button on the top line.
    var editButton: Range<Int>? = nil
    /// Columns of the Add button on the top line.
    var addButton: Range<Int>? = nil
    /// The body line drawn on each screen line, `nil` on lines without one (an array, not a
    /// dictionary: it is filled on every frame).
    var items: [BodyItem?] = []
    /// Columns of the editing control on row lines (in editing mode).
    var controlColumns: Range<Int>? = nil
    /// Columns of the reorder control on row lines (in editing mode).
    var reorderColumns: Range<Int>? = nil
    /// The line and columns of the Delete button, if one is showing.
    var deleteButton: (line: Int, columns: Range<Int>)? = nil

    /// The body line drawn on screen line `line`, if any.
    func item(atLine line: Int) -> BodyItem? { items.indices.contains(line) ? items[line] : nil }

    /// The screen line showing `item`, if it is on screen.
    func line(of item: BodyItem) -> Int? { items.firstIndex(of: item) }
}
