import TableKit

extension ListController {
    /// Draws the view for a screen of `size`: first brings the cursor into view (the one
    /// change of state a frame makes), then renders from state.
    public func render(size: Size) -> (frame: Frame, cursor: Point?) {
        self.size = size
        let walker = BodyWalker(table: table, drag: table.drag)
        let shown = table.drag?.destination ?? cursor
        top = Scrolling.top(keeping: shown, visible: top, height: bodyHeight, walker: walker)
        let renderer = ListRenderer(
            table: table, options: options, cursor: shown, top: top, overlay: overlay, status: status,
            hasUnsavedChanges: host?.hasUnsavedChanges ?? false, animations: animations, now: clock(),
            rowLines: rowLines, symbols: symbols)
        let output = renderer.render(size: size)
        layout = output.layout
        return (output.frame, output.cursor)
    }
}
