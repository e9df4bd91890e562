import TerminalText
import TerminalScreen
import TableKit

/// A frame, and where the terminal's cursor goes (`nil`: hidden).
public struct RenderedFrame: Equatable, Sendable {
    /// The cells.
    public var frame: Frame
    /// The terminal's cursor: shown in the text field, hidden otherwise.
    public var cursor: Point?
}

/// Draws the list view: the layout places the top bar, the body, the status bar and any
/// overlay, and each widget draws into its rectangle. It changes nothing but the memo it is
/// handed, and asks the table only about the lines it draws.
public enum ListRenderer {
    /// Draws the view for `state` on a screen of `state.size`.
    /// - Parameters:
    ///   - state: the view's state.
    ///   - table: the table shown.
    ///   - options: how it looks.
    ///   - marks: what the status line says about the file (`[modified]`, `[read-only]`).
    ///   - now: the time, for animations.
    ///   - memo: what the renderer may remember between frames.
    public static func render(
        _ state: ListState, table: Table, options: ViewOptions, marks: FileMarks, now: Double, memo: RenderMemo
    ) -> RenderedFrame {
        let (context, widgets) = arrange(state, table: table, options: options, marks: marks, now: now, memo: memo)
        var frame = Frame(size: state.screenSize)
        guard !context.layout.isTooSmall else {
            frame.draw("Terminal too small", x: 0, y: 0, style: .plain)
            context.rowLines?.endFrame(nil)
            return RenderedFrame(frame: frame, cursor: nil)
        }
        // Lines are copied whole from the last frame: one of another width has none to give
        // (the screen's width can change while the list's, beside a preview pane, does not).
        if let rowLines = context.rowLines, rowLines.frame?.size.width != frame.size.width { rowLines.removeAll() }
        context.rowLines?.beginFrame(height: frame.size.height)
        var cursor: Point?
        for placed in widgets { cursor = placed.widget.draw(in: placed.area, on: &frame) ?? cursor }
        // Lines under an overlay are not the rows' own: the next frame cannot copy them.
        context.rowLines?.endFrame(widgets.contains { $0.isOverlay } ? nil : frame)
        return RenderedFrame(frame: frame, cursor: cursor)
    }

    /// The widgets of the frame for `state`, in drawing order, each with the rectangle the
    /// layout gives it (none on a screen too small for the list).
    package static func widgets(
        _ state: ListState, table: Table, options: ViewOptions, marks: FileMarks, now: Double, memo: RenderMemo
    ) -> [PlacedWidget] {
        arrange(state, table: table, options: options, marks: marks, now: now, memo: memo).widgets
    }

    private static func arrange(
        _ state: ListState, table: Table, options: ViewOptions, marks: FileMarks, now: Double, memo: RenderMemo
    ) -> (context: RenderContext, widgets: [PlacedWidget]) {
        let symbols = memo.symbols(for: options)
        let layout = ScreenLayout(state, table: table, symbols: symbols, theme: options.theme)
        let context = RenderContext(
            state: state, table: table, options: options, marks: marks, now: now, memo: memo, symbols: symbols,
            layout: layout)
        guard !layout.isTooSmall else { return (context, []) }
        var widgets = [
            PlacedWidget(TopBarWidget(context), in: layout.topBar),
            state.fileEnd.map { PlacedWidget(FileEndWidget(context, end: $0), in: layout.body) }
                ?? PlacedWidget(BodyWidget(context), in: layout.body),
            // The questions (quit, reload, overwrite, the host's) are the status bar's.
            PlacedWidget(StatusBarWidget(context), in: layout.statusBar),
        ]
        if let pane = state.preview, let area = pane.area(on: state.screenSize) {
            widgets.append(PlacedWidget(PreviewWidget(context: context, pane: pane), in: area))
        }
        switch state.overlay {
        case .none, .quitPrompt, .confirmReload, .confirmOverwrite, .hostQuestion, .confirmSelectionDeletion:
            break
        case let .help(scroll):
            widgets.append(PlacedWidget(HelpWidget(context, scroll: scroll), in: layout.overlayRoom, isOverlay: true))
        case let .textField(field, purpose):
            widgets.append(PlacedWidget(
                TextFieldWidget(context, field: field, purpose: purpose),
                in: purpose.isTypedOnCommandLine ? layout.commandLine : layout.overlayRoom, isOverlay: true))
        }
        return (context, widgets)
    }
}
