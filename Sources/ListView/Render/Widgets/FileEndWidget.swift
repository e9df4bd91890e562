import TerminalScreen
import TableKit

/// The body while the file's end is shown before its middle is read (``FileEnd``): its rows
/// drawn as the table's rows are, with the controls the rows read so far show in editing
/// mode (a file of lines gives every row the same).
struct FileEndWidget: Widget {
    let context: RenderContext
    let end: FileEnd

    init(_ context: RenderContext, end: FileEnd) {
        self.context = context
        self.end = end
    }

    func draw(in area: Rect, on frame: inout Frame) -> Point? {
        let table = context.table
        let isEditing = table.mode == .editing
        let lastRead = table.indexPath(forGlobalRow: table.totalNumberOfRows - 1)
        let controls = isEditing ? lastRead.map { table.controls(forRowAt: $0) } : nil
        for (offset, line) in area.lines.enumerated() {
            let index = end.top + offset
            guard index < end.rows.count else { break }
            let isCursor = index == end.cursor
            let row = RowLine(
                text: .bytes(end.rows[index]), style: isCursor ? context.theme.cursorRow : context.theme.row,
                isCursor: isCursor, isDragged: false, fillsLine: isCursor, controls: controls, isEditing: isEditing,
                controlsDim: false, buttons: nil, arrival: .settled, highlight: nil, tag: nil, tagWidth: 0,
                width: area.width)
            RowLineDrawing(context: context, row: row, line: line, left: area.x).drawReusingLastFrame(on: &frame)
        }
        return nil
    }
}
