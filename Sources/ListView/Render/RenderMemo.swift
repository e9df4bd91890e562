/// What the renderer may remember from one frame to the next, handed to it explicitly: the
/// symbols measured for the options, and the last frame's row lines, which
/// the next frame copies where a row is still on screen in the same state.
///
/// A memo never changes what a frame shows, only how fast it is drawn: a disabled memo
/// remembers nothing, and tests check that frames drawn with and without one agree.
public final class RenderMemo {
    /// Whether anything is remembered.
    public let isEnabled: Bool
    /// The last frame's row lines.
    let rowLines = RowLineCache()
    private var measured: (options: ViewOptions, symbols: MeasuredSymbols)?

    /// A memo; a disabled one makes every frame be drawn from scratch.
    public init(enabled: Bool = true) {
        isEnabled = enabled
    }

    /// The symbols for `options`, measured again only when the options change (which also
    /// forgets the row lines, drawn with other symbols or styles).
    func symbols(for options: ViewOptions) -> MeasuredSymbols {
        guard isEnabled else { return MeasuredSymbols(options) }
        if let measured, measured.options == options { return measured.symbols }
        let symbols = MeasuredSymbols(options)
        measured = (options, symbols)
        rowLines.removeAll()
        return symbols
    }

    /// The row-line cache, or `nil` when the memo is disabled.
    var rowLineCache: RowLineCache? { isEnabled ? rowLines : nil }
}
