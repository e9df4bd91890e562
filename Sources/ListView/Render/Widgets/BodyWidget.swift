import TerminalText
import TerminalScreen
import TableKit

/// The body: the section headers and footers and the rows on screen, each row with its
/// controls, buttons, tag and text. A row whose line is the same as in the last frame is
/// copied from it rather than laid out again.
struct BodyWidget: Widget {
    let context: RenderContext
    /// The data source's raw row bytes, when it has them (cast once per frame, not per row).
    let rowBytes: (any RowBytesSource)?
    /// The data source's row tags, when its rows have them.
    let tags: (any ListRowTagSource)?
    let tagWidth: Int
    /// The table's editing state, read once per frame rather than once per row (each read of
    /// a class's stored property is checked for exclusive access at run time).
    let isEditing: Bool
    let dragDestination: IndexPath?
    let deleteConfirmation: IndexPath?
    /// The row showing its Delete button or its actions, if any.
    let rowWithButtons: IndexPath?
    let hasSelection: Bool
    /// The folds, when they hide rows on this frame.
    let folds: FoldedRows?

    init(_ context: RenderContext) {
        self.context = context
        let table = context.table
        rowBytes = table.dataSource as? any RowBytesSource
        let tags = (table.dataSource as? any ListRowTagSource).flatMap { $0.tagColumnWidth > 0 ? $0 : nil }
        self.tags = tags
        tagWidth = tags?.tagColumnWidth ?? 0
        isEditing = table.mode == .editing
        dragDestination = table.drag?.destination
        deleteConfirmation = table.deleteConfirmationIndexPath
        rowWithButtons = table.swipeActions?.indexPath ?? deleteConfirmation
        hasSelection = table.numberOfSelectedRows > 0
        folds = context.state.visibleRows(table).folds
    }

    func draw(in area: Rect, on frame: inout Frame) -> Point? {
        let table = context.table
        let theme = context.theme
        let walker = context.state.walker(table)
        for line in area.lines {
            switch context.layout.item(atLine: line) {
            case nil: continue
            case let .header(s)?: drawTitle(table.titleForHeader(inSection: s), style: theme.header, in: area, &frame, line: line)
            case let .footer(s)?: drawTitle(walker.footerLine(s, 0), style: theme.footer, in: area, &frame, line: line)
            case let .footerLine(s, index)?: drawTitle(walker.footerLine(s, index), style: theme.footer, in: area, &frame, line: line)
            case let .row(display)?: drawRow(display: display, model: walker.modelRow(display), in: area, &frame, line: line)
            }
        }
        return nil
    }

    private func drawTitle(_ title: String?, style: Style, in area: Rect, _ frame: inout Frame, line: Int) {
        guard let title else { return }
        let glyphs = DisplayText.glyphs(title, style: style, escapeStyle: context.theme.escape)
        frame.draw(DisplayText.fit(glyphs, width: area.width - 1, marker: context.symbols.marker(style)), x: area.x + 1, y: line)
    }

    /// Columns a row is indented by for each level of an outline.
    static let indentationStep = 2

    private func drawRow(display: IndexPath, model: IndexPath, in area: Rect, _ frame: inout Frame, line: Int) {
        let state = context.state
        let table = context.table
        let theme = context.theme
        let now = context.now
        let isCursor = display == (dragDestination ?? state.cursor)
        let isDragged = dragDestination == display
        let flashing = state.animations.isFlashing(display, at: now)
        let arrival = state.animations.arrival(of: display, at: now)
        var rowStyle = isDragged || flashing ? theme.flash : isCursor ? theme.cursorRow : theme.row
        if arrival == .dim { rowStyle.dim = true }
        let text: RowLine.Text
        if let bytes = rowBytes?.displayBytes(forRowAt: model) {
            text = .bytes(bytes)
        } else {
            text = .string(table.text(forRowAt: model) ?? "")
        }
        let row = RowLine(
            text: text, style: rowStyle, isCursor: isCursor, isDragged: isDragged,
            fillsLine: isCursor || isDragged || flashing,
            controls: isEditing || (hasSelection && table.isRowSelected(at: model)) ? table.controls(forRowAt: model) : nil,
            isEditing: isEditing, controlsDim: isEditing && state.animations.controlsAreFading(at: now),
            buttons: model == rowWithButtons
                ? RowButtons.shown(on: model, table: table, deleteConfirmation: deleteConfirmation) : nil,
            arrival: arrival, highlight: state.filter?.query, tag: tags?.tag(forRowAt: model), tagWidth: tagWidth,
            indentation: Self.indentationStep * table.indentationLevel(forRowAt: model),
            foldedCount: folds?.hiddenCount(under: model, in: table) ?? 0, width: area.width)
        RowLineDrawing(context: context, row: row, line: line, left: area.x).drawReusingLastFrame(on: &frame)
    }
}
