import TerminalText
import TerminalScreen
import TableKit

/// Where everything goes on the screen, worked out from the state, the table and the
/// symbols: the renderer draws there, and the mouse is hit-tested against it, so a click
/// always lands on what was drawn, and no frame has to be drawn first to know where it is.
///
/// - Complexity: O(screen height): it walks the body lines on screen.
struct ScreenLayout {
    /// The screen's size.
    let size: Size
    /// Whether the screen is too small for the list (it then shows only a notice).
    let isTooSmall: Bool
    /// The Edit/Done button on the top line, and its title.
    let editButton: Range<Int>
    let editTitle: String
    /// The Add button on the top line; empty when nothing can be added (it is not shown).
    let addButton: Range<Int>
    /// The widgets' rectangles. The top line: Edit/Done, the title, +.
    let topBar: Rect
    /// The body's lines, between the top bar and the status bar.
    let body: Rect
    /// The status line at the bottom, and the message's own lines above it.
    let statusBar: Rect
    /// Where boxes over the list go (the help, a text field): between the top bar and the
    /// status line, or the whole screen when it is too short for that.
    let overlayRoom: Rect
    /// The bottom line, where `:` and `/` are typed.
    let commandLine: Rect
    /// The body line on each screen line, `nil` on lines without one.
    let items: [BodyItem?]
    /// Columns of rows' parts.
    let rows: RowGeometry
    /// The line of a section header pinned over its rows, if one is.
    let pinnedHeaderLine: Int?
    /// The buttons a row shows (its Delete button or its actions), if that row is on screen:
    /// its line and each button's columns, in the order of the row's actions.
    let rowButtons: (line: Int, buttons: [RowButtons.Placed])?

    /// The smallest screen the list is drawn on.
    static let minimumSize = Size(width: 8, height: 3)

    /// The lines a box over the list may take: all but the title and status lines, or, on a
    /// screen of fewer than 5 lines, all.
    static func overlayRoomHeight(_ screenHeight: Int) -> Int { screenHeight >= 5 ? screenHeight - 2 : screenHeight }

    init(_ state: ListState, table: Table, symbols: MeasuredSymbols, theme: Theme) {
        size = state.size
        isTooSmall = size.width < Self.minimumSize.width || size.height < Self.minimumSize.height
        // Done shows in swipe-to-delete too, where rows show no controls.
        editTitle = table.isEditing ? " Done " : " Edit "
        editButton = 0..<DisplayWidth.of(editTitle)
        addButton = table.canAddRows ? max(0, size.width - DisplayWidth.of(Self.addTitle))..<size.width : size.width..<size.width
        rows = RowGeometry(width: size.width, symbols: symbols)
        let width = size.width
        let bodyHeight = state.bodyHeight
        topBar = Rect(x: 0, y: 0, width: width, height: 1)
        body = Rect(x: 0, y: 1, width: width, height: bodyHeight)
        statusBar = Rect(x: 0, y: 1 + bodyHeight, width: width, height: size.height - 1 - bodyHeight)
        overlayRoom = size.height >= 5 ? Rect(x: 0, y: 1, width: width, height: Self.overlayRoomHeight(size.height))
            : Rect(x: 0, y: 0, width: width, height: Self.overlayRoomHeight(size.height))
        commandLine = Rect(x: 0, y: size.height - 1, width: width, height: 1)
        var items: [BodyItem?] = Array(repeating: nil, count: max(0, size.height))
        var rowButtons: (line: Int, buttons: [RowButtons.Placed])?
        var pinnedHeaderLine: Int?
        // The file's end, shown before the rows above it are read, is no row of the table's.
        if !isTooSmall, state.fileEnd == nil {
            let walker = state.walker(table)
            let withButtons = table.swipeActions?.indexPath ?? table.deleteConfirmationIndexPath
            let visible = VisibleBody(top: state.top, height: bodyHeight, walker: walker)
            for (offset, item) in visible.items.enumerated() {
                let line = 1 + offset
                items[line] = item
                if let withButtons, case let .row(display) = item, walker.modelRow(display) == withButtons,
                   let buttons = RowButtons.shown(on: withButtons, table: table, deleteConfirmation: table.deleteConfirmationIndexPath) {
                    rowButtons = (line, buttons.placed(width: size.width, start: rows.textStart, symbols: symbols, theme: theme))
                }
            }
            pinnedHeaderLine = visible.pinnedSection == nil ? nil : 1
        }
        self.items = items
        self.rowButtons = rowButtons
        self.pinnedHeaderLine = pinnedHeaderLine
    }

    static let addTitle = " + "

    /// The body line on screen line `line`, if any.
    func item(atLine line: Int) -> BodyItem? { items.indices.contains(line) ? items[line] : nil }
}

/// The columns of a row line's parts, the same on every row so that text does not jump
/// sideways when editing mode shows the controls.
struct RowGeometry {
    /// The editing control (⊖ or ⊕).
    let controlColumns: Range<Int>
    /// The reorder control (≡), in editing mode.
    let reorderColumns: Range<Int>
    /// Where a row's text starts.
    var textStart: Int { controlColumns.upperBound }

    init(width: Int, symbols: MeasuredSymbols) {
        controlColumns = 1..<(1 + symbols.controlColumnWidth)
        reorderColumns = max(0, width - 1 - symbols.reorderWidth)..<max(0, width - 1)
    }
}
