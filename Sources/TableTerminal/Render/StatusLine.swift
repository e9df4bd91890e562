import TableKit

extension ListRenderer {
    /// The bottom line: the mode, the cursor's position, `[modified]`, the message or
    /// question of the moment, and `? help`.
    func drawStatusLine(_ frame: inout Frame) {
        let y = frame.size.height - 1
        let width = frame.size.width
        frame.clear(y: y, style: theme.status)
        var left = " " + modeName
        if let cursor = state.cursor, table.totalNumberOfRows > 0 {
            left += " " + groupedDigits(table.globalRow(of: cursor) + 1) + "/" + groupedDigits(table.totalNumberOfRows)
        } else {
            left += " 0/0"
        }
        if hasUnsavedChanges { left += " [modified]" }
        let help = "? help "
        var x = frame.draw(left, x: 0, y: y, style: theme.status) + 2
        let message: StatusMessage?
        switch state.overlay {
        case .quitPrompt: message = StatusMessage(text: "Save changes? [y]es [n]o [c]ancel", isError: false)
        // The answers come first, so that a narrow screen cuts the explanation, not them.
        case let .confirmOverwrite(question, _): message = StatusMessage(text: "[y]es [n]o: " + question, isError: true)
        default: message = state.status
        }
        let helpStart = width - DisplayWidth.of(help)
        if let message {
            let style = message.isError ? theme.statusError : theme.status
            if x >= helpStart - 8 { x = 0 }  // too narrow: the message replaces the rest
            let glyphs = DisplayText.fit(
                DisplayText.glyphs(message.text, style: style, escapeStyle: style), width: helpStart - 1 - x,
                marker: symbols.marker(style))
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
