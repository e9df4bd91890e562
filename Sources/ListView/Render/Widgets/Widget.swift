import TerminalScreen
import TableKit

/// A part of the list view's screen: the top bar, the body, the status bar, the help, the
/// text field. Each draws into the rectangle ``ScreenLayout`` gives it and nowhere else, so
/// that the layout alone decides what goes where (and the mouse is hit-tested against the
/// same rectangles).
package protocol Widget {
    /// Draws into `area` of `frame`; returns where the terminal's cursor goes, if this
    /// widget shows it (the text field does).
    func draw(in area: Rect, on frame: inout Frame) -> Point?
}

/// A widget and the rectangle the layout gives it.
package struct PlacedWidget {
    package let widget: any Widget
    package let area: Rect
    /// Whether it is drawn over the others (the help, a text field).
    package let isOverlay: Bool

    init(_ widget: any Widget, in area: Rect, isOverlay: Bool = false) {
        self.widget = widget
        self.area = area
        self.isOverlay = isOverlay
    }
}

/// What every widget of one frame reads: the state, the table, how the view looks, the
/// layout, the time, and the memo it may remember things in.
///
/// A class, made once a frame: every widget and every row's drawing holds it, and a copy of
/// the struct it would otherwise be (the state, the options, the layout, with their arrays
/// and strings) cost the frame a third more instructions than it had before the widgets.
final class RenderContext {
    let state: ListState
    let table: Table
    let options: ViewOptions
    let marks: FileMarks
    /// The time, for animations.
    let now: Double
    let memo: RenderMemo
    let symbols: MeasuredSymbols
    let layout: ScreenLayout

    init(
        state: ListState, table: Table, options: ViewOptions, marks: FileMarks, now: Double, memo: RenderMemo,
        symbols: MeasuredSymbols, layout: ScreenLayout
    ) {
        self.state = state
        self.table = table
        self.options = options
        self.marks = marks
        self.now = now
        self.memo = memo
        self.symbols = symbols
        self.layout = layout
    }

    var theme: Theme { options.theme }
    /// The lines kept from the last frame, when the memo keeps them.
    var rowLines: RowLineCache? { memo.rowLineCache }
}
