import TableKit

/// A frame, and where the terminal's cursor goes (`nil`: hidden).
public struct RenderedFrame: Equatable, Sendable {
    /// The cells.
    public var frame: Frame
    /// The terminal's cursor: shown in the text field, hidden otherwise.
    public var cursor: Point?
}

/// Draws the list view: the top bar, the body lines on screen, the status line and any
/// overlay, from the state and the table. It changes nothing but the memo it is handed, and
/// asks the table only about the lines it draws.
public struct ListRenderer {
    let state: ListState
    let table: Table
    let options: ViewOptions
    let marks: FileMarks
    let now: Double
    let memo: RenderMemo
    let symbols: MeasuredSymbols
    let layout: ScreenLayout
    /// The data source's raw row bytes, when it has them (cast once per frame, not per row).
    let rowBytes: (any RowBytesSource)?
    /// The data source's row tags, when its rows have them.
    let tags: (any ListRowTagSource)?
    let tagWidth: Int
    /// The table's editing state, read once per frame rather than once per row (each read of
    /// a class's stored property is checked for exclusive access at run time).
    private let isEditing: Bool
    private let dragDestination: IndexPath?
    private let deleteConfirmation: IndexPath?
    /// The row showing its Delete button or its actions, if any.
    private let rowWithButtons: IndexPath?
    private let hasSelection: Bool

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
        ListRenderer(state: state, table: table, options: options, marks: marks, now: now, memo: memo)
            .render()
    }

    private init(state: ListState, table: Table, options: ViewOptions, marks: FileMarks, now: Double, memo: RenderMemo) {
        self.state = state
        self.table = table
        self.options = options
        self.marks = marks
        self.now = now
        self.memo = memo
        symbols = memo.symbols(for: options)
        layout = ScreenLayout(state, table: table, symbols: symbols, theme: options.theme)
        rowBytes = table.dataSource as? any RowBytesSource
        let tags = (table.dataSource as? any ListRowTagSource).flatMap { $0.tagColumnWidth > 0 ? $0 : nil }
        self.tags = tags
        tagWidth = tags?.tagColumnWidth ?? 0
        isEditing = table.mode == .editing
        dragDestination = table.drag?.destination
        deleteConfirmation = table.deleteConfirmationIndexPath
        rowWithButtons = table.swipeActions?.indexPath ?? deleteConfirmation
        hasSelection = table.numberOfSelectedRows > 0
    }

    var theme: Theme { options.theme }
    var rowLines: RowLineCache? { memo.rowLineCache }

    private func render() -> RenderedFrame {
        var frame = Frame(size: state.size)
        guard !layout.isTooSmall else {
            frame.draw("Terminal too small", x: 0, y: 0, style: .plain)
            rowLines?.endFrame(nil)
            return RenderedFrame(frame: frame, cursor: nil)
        }
        rowLines?.beginFrame(height: frame.size.height)
        drawTopBar(&frame)
        drawBody(&frame)
        drawStatusBar(&frame)
        var cursor: Point?
        switch state.overlay {
        case .none, .quitPrompt, .confirmReload, .confirmOverwrite, .hostQuestion, .confirmSelectionDeletion:
            rowLines?.endFrame(frame)
        case let .help(scroll):
            drawHelp(&frame, scroll: scroll)
            rowLines?.endFrame(nil)
        case let .textField(field, purpose):
            cursor = drawTextField(&frame, field: field, purpose: purpose)
            rowLines?.endFrame(nil)
        }
        return RenderedFrame(frame: frame, cursor: cursor)
    }

    // MARK: - Top bar

    private func drawTopBar(_ frame: inout Frame) {
        let width = frame.size.width
        let topBar = RowLineCache.TopBar(isEditing: table.isEditing, width: width, showsAdd: !layout.addButton.isEmpty)
        if let rowLines, rowLines.hasTopBar(topBar), let last = rowLines.frame {
            frame.setLine(0, from: last, line: 0)
            rowLines.keepTopBar(topBar)
            return
        }
        frame.clear(y: 0, style: theme.bar)
        frame.draw(layout.editTitle, x: 0, y: 0, style: theme.barButton)
        if !layout.addButton.isEmpty {
            frame.draw(ScreenLayout.addTitle, x: layout.addButton.lowerBound, y: 0,
                       style: table.isEditing ? theme.barButtonDisabled : theme.barButton)
        }
        let editEnd = layout.editButton.upperBound
        let room = layout.addButton.lowerBound - editEnd - 2
        let title = DisplayText.fit(
            DisplayText.glyphs(options.title, style: theme.barTitle, escapeStyle: theme.barTitle),
            width: room, marker: symbols.marker(theme.barTitle))
        frame.draw(title, x: editEnd + 1 + max(0, (room - DisplayText.width(of: title)) / 2), y: 0)
        rowLines?.keepTopBar(topBar)
    }

    // MARK: - Body

    private func drawBody(_ frame: inout Frame) {
        let walker = state.walker(table)
        for (line, item) in layout.items.enumerated() {
            switch item {
            case nil: continue
            case let .header(s)?: drawTitle(table.titleForHeader(inSection: s), style: theme.header, &frame, line: line)
            case let .footer(s)?: drawTitle(walker.footerLine(s, 0), style: theme.footer, &frame, line: line)
            case let .footerLine(s, index)?: drawTitle(walker.footerLine(s, index), style: theme.footer, &frame, line: line)
            case let .row(display)?: drawRow(display: display, model: walker.modelRow(display), &frame, line: line)
            }
        }
    }

    private func drawTitle(_ title: String?, style: Style, _ frame: inout Frame, line: Int) {
        guard let title else { return }
        let glyphs = DisplayText.glyphs(title, style: style, escapeStyle: theme.escape)
        frame.draw(DisplayText.fit(glyphs, width: frame.size.width - 1, marker: symbols.marker(style)), x: 1, y: line)
    }

    private func drawRow(display: IndexPath, model: IndexPath, _ frame: inout Frame, line: Int) {
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
            width: frame.size.width)
        guard let rowLines else { return draw(row, &frame, line: line) }
        let fingerprint = row.fingerprint
        if let reused = rowLines.reuse(row, fingerprint: fingerprint, at: line), let last = rowLines.frame {
            frame.setLine(line, from: last, line: reused)
        } else {
            draw(row, &frame, line: line)
        }
        rowLines.keep(row, fingerprint: fingerprint, at: line)
    }

    /// Draws a row's line on a blank line.
    private func draw(_ row: RowLine, _ frame: inout Frame, line: Int) {
        let geometry = layout.rows
        if row.fillsLine { frame.clear(y: line, style: row.style) }
        var textEnd = row.width - 1
        if let controls = row.controls {
            func draw(_ glyphs: [Glyph], x: Int) {
                frame.draw(row.controlsDim ? glyphs.map { var g = $0; g.style.dim = true; return g } : glyphs, x: x, y: line)
            }
            let x = geometry.controlColumns.lowerBound
            if controls.showsSelectionCheck || controls.isSelected {
                draw(controls.isSelected ? symbols.controls.checked : symbols.controls.unchecked, x: x)
            } else {
                switch controls.editingControl {
                case .delete: draw(symbols.controls.deletion, x: x)
                case .insert: draw(symbols.controls.insertion, x: x)
                case .none: break
                }
            }
            if controls.showsReorderControl {
                draw(row.isDragged ? symbols.controls.reorderDragged : symbols.controls.reorder, x: geometry.reorderColumns.lowerBound)
            }
        }
        if row.isEditing { textEnd = geometry.reorderColumns.lowerBound - 1 }
        var textStart = geometry.textStart
        if let buttons = row.buttons {
            let placed = buttons.placed(width: row.width, start: textStart, symbols: symbols, theme: theme)
            for button in placed { frame.draw(button.glyphs, x: button.columns.lowerBound, y: line) }
            if let first = placed.first, let last = placed.last {
                if buttons.edge == .trailing { textEnd = min(textEnd, first.columns.lowerBound - 1) } else { textStart = last.columns.upperBound + 1 }
            }
        }
        if row.tagWidth > 0, row.buttons?.edge != .leading {
            if let tag = row.tag {
                var style = row.style
                if tag.problem != nil {
                    style = theme.statusError
                } else {
                    style.foreground = tag.color
                    style.bold = true
                }
                let glyphs = DisplayText.glyphs(tag.text, style: style, escapeStyle: style)
                frame.draw(DisplayText.fit(glyphs, width: row.tagWidth, marker: symbols.marker(style)), x: textStart, y: line)
            }
            textStart = min(textEnd, textStart + row.tagWidth + 1)
        }
        drawText(of: row, &frame, line: line, from: textStart, to: textEnd)
    }

    /// The row's text between columns `start` and `end`, where its arrival puts it: shifted
    /// in from a side, or covered by a bar for the first half of a reveal.
    private func drawText(of row: RowLine, _ frame: inout Frame, line: Int, from start: Int, to end: Int) {
        let room = end - start
        if case let .curtain(style) = row.arrival {
            let bar = symbols.curtain(style, row.style)
            frame.draw(Array(repeating: bar, count: max(0, room)), x: start, y: line, limit: end)
            return
        }
        let escapeStyle = row.isCursor ? theme.cursorRow : theme.escape
        let limit = max(0, room)
        // What a tag stands for is not drawn again, nor the spaces after it.
        var glyphs: [Glyph]
        switch (row.text, row.tag?.coveredBytes ?? 0) {
        case let (.bytes(bytes), 0):
            glyphs = DisplayText.glyphs(bytes: bytes, style: row.style, escapeStyle: escapeStyle, limit: limit)
        case let (.string(text), 0):
            glyphs = DisplayText.glyphs(text, style: row.style, escapeStyle: escapeStyle, limit: limit)
        case let (.bytes(bytes), covered):
            glyphs = DisplayText.glyphs(bytes: bytes.dropFirst(covered).drop { $0 == 0x20 }, style: row.style,
                                        escapeStyle: escapeStyle, limit: limit)
        case let (.string(text), covered):
            glyphs = DisplayText.glyphs(String(decoding: text.utf8.dropFirst(covered).drop { $0 == 0x20 }, as: UTF8.self),
                                        style: row.style, escapeStyle: escapeStyle, limit: limit)
        }
        if let query = row.highlight {
            let match = theme.match
            MatchHighlight.mark(query, in: &glyphs) { style in
                var marked = style
                marked.bold = marked.bold || match.bold
                marked.underline = marked.underline || match.underline
                if match.foreground != .default { marked.foreground = match.foreground }
                return marked
            }
        }
        var offset = 0
        switch row.arrival {
        case let .shiftedRight(fraction): offset = Int(Double(room) * fraction)
        case let .shiftedLeft(fraction):
            // Coming in from the left: the text's start is still off the screen.
            var hidden = Int(Double(room) * fraction)
            while hidden > 0, let first = glyphs.first {
                hidden -= first.width
                glyphs.removeFirst()
            }
        default: break
        }
        frame.draw(DisplayText.fit(glyphs, width: room - offset, marker: symbols.marker(row.style)),
                   x: start + offset, y: line, limit: end)
    }
}
