import TerminalText
import TerminalScreen
import TableKit

/// The top line: Edit or Done at the left, the title in the middle, + at the right when rows
/// can be added. Copied from the last frame when none of that changed.
struct TopBarWidget: Widget {
    let context: RenderContext

    init(_ context: RenderContext) { self.context = context }

    func draw(in area: Rect, on frame: inout Frame) -> Point? {
        let layout = context.layout
        let theme = context.theme
        let isEditing = context.table.isEditing
        let topBar = RowLineCache.TopBar(isEditing: isEditing, width: area.width, showsAdd: !layout.addButton.isEmpty)
        let rowLines = context.rowLines
        if let rowLines, rowLines.hasTopBar(topBar), let last = rowLines.frame {
            frame.setLine(area.y, from: last, line: area.y)
            rowLines.keepTopBar(topBar)
            return nil
        }
        frame.clear(y: area.y, from: area.x, to: area.right, style: theme.bar)
        frame.draw(layout.editTitle, x: area.x + layout.editButton.lowerBound, y: area.y, style: theme.barButton)
        if !layout.addButton.isEmpty {
            frame.draw(ScreenLayout.addTitle, x: area.x + layout.addButton.lowerBound, y: area.y,
                       style: isEditing ? theme.barButtonDisabled : theme.barButton)
        }
        let editEnd = layout.editButton.upperBound
        let room = layout.addButton.lowerBound - editEnd - 2
        let title = DisplayText.fit(
            DisplayText.glyphs(context.options.title, style: theme.barTitle, escapeStyle: theme.barTitle),
            width: room, marker: context.symbols.marker(theme.barTitle))
        frame.draw(title, x: area.x + editEnd + 1 + max(0, (room - DisplayText.width(of: title)) / 2), y: area.y)
        rowLines?.keepTopBar(topBar)
        return nil
    }
}
