import TableKit

/// Draws the list view into a frame: the top bar, the visible body lines, the status line,
/// and any overlay. A pure function of what it is given; it only asks the table about the
/// lines it draws.
struct ListRenderer {
    let table: Table
    let options: ViewOptions
    let cursor: IndexPath?
    let top: BodyItem?
    let overlay: Overlay
    let status: StatusMessage?
    let hasUnsavedChanges: Bool
    let animations: Animations
    let now: Double
    /// The data source's raw row bytes, when it has them (cast once per frame, not per row).
    let rowBytes: (any RowBytesSource)?
    /// The row lines of the last frame, to copy rather than lay out again.
    let rowLines: RowLineCache
    /// The table's editing state, read once per frame rather than once per row (each read of
    /// a class's stored property is checked for exclusive access at run time).
    private let isEditing: Bool
    private let dragDestination: IndexPath?
    private let deleteConfirmation: IndexPath?
    /// The symbols, measured once for the options.
    private let symbols: MeasuredSymbols

    init(table: Table, options: ViewOptions, cursor: IndexPath?, top: BodyItem?, overlay: Overlay,
         status: StatusMessage?, hasUnsavedChanges: Bool, animations: Animations, now: Double,
         rowLines: RowLineCache, symbols: MeasuredSymbols) {
        self.table = table
        self.options = options
        self.cursor = cursor
        self.top = top
        self.overlay = overlay
        self.status = status
        self.hasUnsavedChanges = hasUnsavedChanges
        self.animations = animations
        self.now = now
        self.rowLines = rowLines
        isEditing = table.mode == .editing
        dragDestination = table.drag?.destination
        deleteConfirmation = table.deleteConfirmationIndexPath
        rowBytes = table.dataSource as? any RowBytesSource
        self.symbols = symbols
    }

    var theme: Theme { options.theme }
    var glyphs: GlyphSet { options.glyphs }

    struct Output {
        var frame: Frame
        var cursor: Point?
        var layout: ScreenLayout
    }

    func render(size: Size) -> Output {
        var frame = Frame(size: size)
        var layout = ScreenLayout()
        guard size.width >= 8, size.height >= 3 else {
            frame.draw("Terminal too small", x: 0, y: 0, style: .plain)
            rowLines.endFrame(nil)
            return Output(frame: frame, cursor: nil, layout: layout)
        }
        rowLines.beginFrame(height: size.height)
        drawTopBar(&frame, &layout)
        drawBody(&frame, &layout)
        drawStatusLine(&frame)
        var terminalCursor: Point?
        switch overlay {
        case .none, .quitPrompt, .confirmOverwrite: rowLines.endFrame(frame)
        case let .help(scroll):
            drawHelp(&frame, scroll: scroll)
            rowLines.endFrame(nil)
        case let .textField(field, purpose):
            terminalCursor = drawTextField(&frame, field: field, purpose: purpose)
            rowLines.endFrame(nil)
        }
        return Output(frame: frame, cursor: terminalCursor, layout: layout)
    }

    // MARK: - Top bar

    private func drawTopBar(_ frame: inout Frame, _ layout: inout ScreenLayout) {
        let width = frame.size.width
        // Done shows in swipe-to-delete too, where rows show no controls.
        let showsDone = table.isEditing
        if let kept = rowLines.topBar(isEditing: showsDone, width: width), let last = rowLines.frame {
            frame.setLine(0, from: last, line: 0)
            layout.editButton = kept.editButton
            layout.addButton = kept.addButton
            rowLines.keepTopBar(kept)
            return
        }
        frame.clear(y: 0, style: theme.bar)
        let edit = showsDone ? " Done " : " Edit "
        let editEnd = frame.draw(edit, x: 0, y: 0, style: theme.barButton)
        layout.editButton = 0..<editEnd
        let add = " + "
        let addStart = width - DisplayWidth.of(add)
        frame.draw(add, x: addStart, y: 0, style: showsDone ? theme.barButtonDisabled : theme.barButton)
        layout.addButton = addStart..<width
        let room = addStart - editEnd - 2
        let title = DisplayText.fit(
            DisplayText.glyphs(options.title, style: theme.barTitle, escapeStyle: theme.barTitle),
            width: room, marker: marker(theme.barTitle))
        let titleWidth = DisplayText.width(of: title)
        frame.draw(title, x: editEnd + 1 + max(0, (room - titleWidth) / 2), y: 0)
        rowLines.keepTopBar(RowLineCache.TopBar(
            isEditing: showsDone, width: width, editButton: 0..<editEnd, addButton: addStart..<width))
    }

    // MARK: - Body

    private func drawBody(_ frame: inout Frame, _ layout: inout ScreenLayout) {
        let walker = BodyWalker(table: table, drag: table.drag)
        let bottom = frame.size.height - 1
        layout.items = Array(repeating: nil, count: frame.size.height)
        var line = 1
        var item = top
        while line < bottom {
            guard let current = item else { break }
            layout.items[line] = current
            switch current {
            case let .header(s): drawTitle(table.titleForHeader(inSection: s), style: theme.header, &frame, line: line)
            case let .footer(s): drawTitle(footerLine(s, 0), style: theme.footer, &frame, line: line)
            case let .footerLine(s, index): drawTitle(footerLine(s, index), style: theme.footer, &frame, line: line)
            case let .row(display): drawRow(display: display, model: walker.modelRow(display), &frame, &layout, line: line)
            }
            line += 1
            item = walker.next(current)
        }
    }

    /// One line of a footer title that may have several.
    private func footerLine(_ section: Int, _ index: Int) -> String? {
        guard let footer = table.titleForFooter(inSection: section) else { return nil }
        let lines = footer.split(separator: "\n", omittingEmptySubsequences: false)
        return index < lines.count ? String(lines[index]) : nil
    }

    private func drawTitle(_ title: String?, style: Style, _ frame: inout Frame, line: Int) {
        guard let title else { return }
        let glyphs = DisplayText.glyphs(title, style: style, escapeStyle: theme.escape)
        frame.draw(DisplayText.fit(glyphs, width: frame.size.width - 1, marker: marker(style)), x: 1, y: line)
    }

    private func drawRow(display: IndexPath, model: IndexPath, _ frame: inout Frame, _ layout: inout ScreenLayout, line: Int) {
        let width = frame.size.width
        let isCursor = display == cursor
        let isDragged = dragDestination == display
        let flashing = animations.isFlashing(display, at: now)
        var rowStyle = isDragged || flashing ? theme.flash : isCursor ? theme.cursorRow : theme.row
        if animations.isFading(display, at: now) { rowStyle.dim = true }
        var controls: RowControls?
        if isEditing {
            controls = table.controls(forRowAt: model)
            layout.controlColumns = controlColumns
            layout.reorderColumns = reorderColumns(width: width)
        }
        let text: RowLine.Text
        if let bytes = rowBytes?.displayBytes(forRowAt: model) {
            text = .bytes(bytes)
        } else {
            text = .string(table.text(forRowAt: model) ?? "")
        }
        let row = RowLine(
            text: text, style: rowStyle, isCursor: isCursor, isDragged: isDragged,
            fillsLine: isCursor || isDragged || flashing, controls: controls,
            deleteTitle: deleteConfirmation == model
                ? " " + table.titleForDeleteConfirmationButton(forRowAt: model) + " " : nil,
            slide: animations.slideOffset(of: display, at: now), width: width)
        let fingerprint = row.fingerprint
        let deleteButtonStart: Int?
        if let reused = rowLines.reuse(row, fingerprint: fingerprint, at: line), let last = rowLines.frame {
            frame.setLine(line, from: last, line: reused.line)
            deleteButtonStart = reused.deleteButtonStart
        } else {
            deleteButtonStart = draw(row, &frame, line: line)
        }
        rowLines.keep(row, fingerprint: fingerprint, deleteButtonStart: deleteButtonStart, at: line)
        if let start = deleteButtonStart { layout.deleteButton = (line, start..<width) }
    }

    /// The columns of the editing control (⊖ or ⊕) on row lines.
    private var controlColumns: Range<Int> { 1..<(1 + symbols.controlColumnWidth) }

    /// The columns of the reorder control (≡) on row lines.
    private func reorderColumns(width: Int) -> Range<Int> { (width - 1 - symbols.reorderWidth)..<(width - 1) }

    /// Draws a row's line on a blank line; returns where its Delete button starts, if it has one.
    private func draw(_ row: RowLine, _ frame: inout Frame, line: Int) -> Int? {
        let width = row.width
        if row.fillsLine { frame.clear(y: line, style: row.style) }
        // The text column is the same in every mode, so that rows do not jump sideways
        // when editing mode shows the controls.
        let textStart = 1 + symbols.controlColumnWidth
        var textEnd = width - 1
        if let controls = row.controls {
            switch controls.editingControl {
            case .delete: frame.draw(symbols.controls.deletion, x: controlColumns.lowerBound, y: line)
            case .insert: frame.draw(symbols.controls.insertion, x: controlColumns.lowerBound, y: line)
            case .none: break
            }
            let reorder = reorderColumns(width: width)
            if controls.showsReorderControl {
                frame.draw(row.isDragged ? symbols.controls.reorderDragged : symbols.controls.reorder, x: reorder.lowerBound, y: line)
            }
            textEnd = reorder.lowerBound - 1
        }
        var deleteButtonStart: Int?
        if let title = row.deleteTitle {
            let buttonGlyphs = DisplayText.fit(
                DisplayText.glyphs(title, style: theme.deleteButton, escapeStyle: theme.deleteButton),
                width: max(3, width / 2), marker: marker(theme.deleteButton))
            let start = width - DisplayText.width(of: buttonGlyphs)
            frame.draw(buttonGlyphs, x: start, y: line)
            deleteButtonStart = start
            textEnd = min(textEnd, start - 1)
        }
        let escapeStyle = row.isCursor ? theme.cursorRow : theme.escape
        let limit = max(0, textEnd - textStart)
        let glyphs = switch row.text {
        case let .bytes(bytes): DisplayText.glyphs(bytes: bytes, style: row.style, escapeStyle: escapeStyle, limit: limit)
        case let .string(text): DisplayText.glyphs(text, style: row.style, escapeStyle: escapeStyle, limit: limit)
        }
        let room = textEnd - textStart
        let offset = Int(Double(room) * row.slide)
        frame.draw(DisplayText.fit(glyphs, width: room - offset, marker: marker(row.style)), x: textStart + offset, y: line, limit: textEnd)
        return deleteButtonStart
    }

    // MARK: - Status line

    private func drawStatusLine(_ frame: inout Frame) {
        let y = frame.size.height - 1
        let width = frame.size.width
        frame.clear(y: y, style: theme.status)
        var left = " " + modeName
        if let cursor, table.totalNumberOfRows > 0 {
            left += " " + groupedDigits(table.globalRow(of: cursor) + 1) + "/" + groupedDigits(table.totalNumberOfRows)
        } else {
            left += " 0/0"
        }
        if hasUnsavedChanges { left += " [modified]" }
        let help = "? help "
        var x = frame.draw(left, x: 0, y: y, style: theme.status) + 2
        let message: StatusMessage?
        switch overlay {
        case .quitPrompt: message = StatusMessage(text: "Save changes? [y]es [n]o [c]ancel", isError: false)
        // The answers come first, so that a narrow screen cuts the explanation, not them.
        case let .confirmOverwrite(question, _): message = StatusMessage(text: "[y]es [n]o: " + question, isError: true)
        default: message = status
        }
        let helpStart = width - DisplayWidth.of(help)
        if let message {
            let style = message.isError ? theme.statusError : theme.status
            if x >= helpStart - 8 { x = 0 }  // too narrow: the message replaces the rest
            let glyphs = DisplayText.fit(
                DisplayText.glyphs(message.text, style: style, escapeStyle: style), width: helpStart - 1 - x, marker: marker(style))
            x = frame.draw(glyphs, x: x, y: y) + 1
            if x == 1 { frame.clear(y: y, from: 0, to: width, style: theme.status) }
        }
        if x <= helpStart { frame.draw(help, x: helpStart, y: y, style: theme.status) }
    }

    private var modeName: String {
        if table.drag != nil { return "MOVING" }
        switch table.mode {
        case .normal: return "LIST"
        case .editing: return "EDITING"
        case .swipeToDelete: return "SWIPE"
        }
    }

    // MARK: - Overlays

    /// A box with a title, between the top bar and the status line (over them only on a
    /// screen too small for that); its inside returned as a rectangle of lines and columns.
    private func drawBox(_ frame: inout Frame, title: String, lines: Int) -> (top: Int, left: Int, width: Int, height: Int) {
        let width = frame.size.width
        let room = frame.size.height >= 5 ? frame.size.height - 2 : frame.size.height
        let height = min(room, lines + 2)
        let top = (frame.size.height >= 5 ? 1 : 0) + max(0, (room - height) / 2)
        let boxWidth = min(width, max(24, min(width - 4, 72)))
        let left = (width - boxWidth) / 2
        let ascii = glyphs == .ascii
        let (h, v, tl, tr, bl, br) = ascii ? ("-", "|", "+", "+", "+", "+") : ("─", "│", "┌", "┐", "└", "┘")
        for y in top..<(top + height) { frame.clear(y: y, from: left, to: left + boxWidth, style: theme.overlay) }
        frame.draw(tl + String(repeating: h, count: boxWidth - 2) + tr, x: left, y: top, style: theme.overlayBorder)
        frame.draw(bl + String(repeating: h, count: boxWidth - 2) + br, x: left, y: top + height - 1, style: theme.overlayBorder)
        for y in (top + 1)..<(top + height - 1) {
            frame.draw(v, x: left, y: y, style: theme.overlayBorder)
            frame.draw(v, x: left + boxWidth - 1, y: y, style: theme.overlayBorder)
        }
        frame.draw(" " + title + " ", x: left + 2, y: top, style: theme.overlayBorder, limit: left + boxWidth - 1)
        return (top + 1, left + 2, boxWidth - 4, height - 2)
    }

    private func drawHelp(_ frame: inout Frame, scroll: Int) {
        let lines = KeyMap.helpLines()
        let fits = lines.count + 2 <= (frame.size.height >= 5 ? frame.size.height - 2 : frame.size.height)
        let title = fits ? "Keys · any other key closes" : "Keys · j/k scroll · other keys close"
        let inside = drawBox(&frame, title: title, lines: lines.count)
        let keyWidth = min(9, inside.width / 3)
        let first = min(scroll, max(0, lines.count - inside.height))
        let below = lines.count - first - inside.height
        if below > 0 {
            frame.draw(" ↓ \(below) more ", x: inside.left + 2, y: inside.top + inside.height, style: theme.overlayBorder,
                       limit: inside.left + inside.width)
        }
        if first > 0 {
            frame.draw(" ↑ \(first) more ", x: inside.left + inside.width - 12, y: inside.top - 1, style: theme.overlayBorder,
                       limit: inside.left + inside.width)
        }
        for (i, entry) in lines.dropFirst(first).prefix(inside.height).enumerated() {
            let y = inside.top + i
            frame.draw(entry.keys, x: inside.left, y: y, style: theme.overlayKey, limit: inside.left + keyWidth)
            let text = DisplayText.fit(
                DisplayText.glyphs(entry.text, style: theme.overlay, escapeStyle: theme.overlay),
                width: inside.width - keyWidth - 1, marker: marker(theme.overlay))
            frame.draw(text, x: inside.left + keyWidth + 1, y: y)
        }
    }

    private func drawTextField(_ frame: inout Frame, field: TextField, purpose: FieldPurpose) -> Point? {
        let hint = "Enter saves · Esc cancels"
        let inside = drawBox(&frame, title: purpose.title, lines: frame.size.height >= 5 ? 2 : 1)
        let glyphs = DisplayText.glyphs(field.text, style: theme.field, escapeStyle: theme.escape)
        // Scroll the field horizontally so that the cursor stays inside it.
        let characters = Array(field.text)
        var cursorColumn = 0
        for c in characters.prefix(field.cursor) { cursorColumn += DisplayText.glyphs(String(c), style: .plain, escapeStyle: .plain).reduce(0) { $0 + $1.width } }
        let room = max(1, inside.width - 1)
        var skip = max(0, cursorColumn - room)
        var visible: [Glyph] = []
        var used = 0
        for glyph in glyphs {
            if skip > 0 { skip -= glyph.width; continue }
            if used + glyph.width > room { break }
            visible.append(glyph)
            used += glyph.width
        }
        frame.clear(y: inside.top, from: inside.left, to: inside.left + inside.width, style: theme.field)
        frame.draw(visible, x: inside.left, y: inside.top)
        if inside.height > 1 { frame.draw(hint, x: inside.left, y: inside.top + 1, style: Style(dim: true), limit: inside.left + inside.width) }
        return Point(x: inside.left + min(cursorColumn, room), y: inside.top)
    }

    private func marker(_ style: Style) -> Glyph {
        var marker = symbols.truncation
        marker.style = style
        return marker
    }
}

/// A count with thousands separated by commas, as the status line shows positions: "4,000".
public func groupedDigits(_ n: Int) -> String {
    // Built as bytes: the status line shows two of these on every frame.
    let digits = Array(String(n.magnitude).utf8)
    var out: [UInt8] = n < 0 ? [UInt8(ascii: "-")] : []
    out.reserveCapacity(digits.count + digits.count / 3 + 1)
    for (i, digit) in digits.enumerated() {
        if i > 0, (digits.count - i) % 3 == 0 { out.append(UInt8(ascii: ",")) }
        out.append(digit)
    }
    return String(decoding: out, as: UTF8.self)
}
