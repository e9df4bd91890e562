import TerminalText
import TerminalScreen
import TableKit

extension ListState {
    /// Lays out the preview pane the options ask for, and follows the cursor: the command
    /// for the cursor's row starts when its output is not kept already. The list gets what
    /// the pane leaves of the screen.
    /// - Returns: the effects: start the command, or stop one no longer wanted.
    mutating func followCursorInPreview(_ env: ListEnvironment) -> [ListEffect] {
        guard let options = env.options.preview else {
            preview = nil
            size = screenSize
            return []
        }
        var pane = preview ?? PreviewPane(window: options.window)
        if pane.window != options.window {
            pane.window = options.window
            pane.isShown = !options.window.isHidden
        }
        defer { preview = pane }
        let area = pane.area(on: screenSize)
        size = listSize(beside: area, side: pane.window.side)
        let command = area == nil ? nil : cursor.map { previewCommand(options.command, for: $0, env.table) }
        guard command != pane.command else { return [] }
        let wasWaiting = pane.isWaiting
        pane.command = command
        pane.scroll = 0
        pane.isWaiting = false
        guard let command else {
            pane.output = nil
            return wasWaiting ? [.cancelPreview] : []
        }
        if let kept = pane.cache[command] {
            pane.output = kept
            return wasWaiting ? [.cancelPreview] : []
        }
        // The last output stays until the new one comes, marked as waiting: the pane does not
        // flash empty on every key while a fast command runs.
        pane.isWaiting = true
        return [.startPreview(command)]
    }

    /// What the screen leaves for the list beside the pane at `area`.
    private func listSize(beside area: Rect?, side: PreviewWindow.Side) -> Size {
        guard let area else { return screenSize }
        switch side {
        case .right: return Size(width: area.x, height: screenSize.height)
        case .bottom: return Size(width: screenSize.width, height: area.y)
        }
    }

    /// A preview command ended: its output shows if it is still the cursor row's, and is
    /// kept for when the cursor comes back.
    mutating func finishPreview(_ command: String, _ result: ShellCommandResult, _ env: ListEnvironment) {
        guard var pane = preview else { return }
        let output = PreviewOutput(result, escapeStyle: env.options.theme.escape)
        pane.cache.keep(output, for: command)
        if pane.command == command {
            pane.output = output
            pane.isWaiting = false
        }
        preview = pane
    }

    /// `Ctrl-E` / `Ctrl-Y`, the wheel over the pane: scrolls the preview by `lines`.
    mutating func scrollPreview(by lines: Int, _ env: ListEnvironment) throws {
        guard var pane = preview, pane.isShown else { throw HintError("No preview pane: --preview CMD shows one") }
        let count = pane.output?.lines.count ?? 0
        let height = pane.area(on: screenSize).map { max(1, $0.height - (pane.window.side == .bottom ? 1 : 0)) } ?? 1
        pane.scroll = max(0, min(pane.scroll + lines, count - height))
        preview = pane
    }

    /// `Ctrl-T`: hides or shows the preview pane.
    mutating func togglePreview(_ env: ListEnvironment) throws {
        guard var pane = preview else { throw HintError("No preview pane: --preview CMD shows one") }
        pane.isShown.toggle()
        if !pane.isShown { pane.command = nil }
        preview = pane
    }

    /// `template` with `{}` the row's text single-quoted for `sh`, `{1}` its first field
    /// (`{-1}` its last, fields split at blanks), `{n}` its 1-based number and `{+}` the
    /// checked rows (or the row), each quoted.
    public func previewCommand(_ template: String, for row: IndexPath, _ table: Table) -> String {
        guard template.contains("{") else { return template }
        var command = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            command += rest[..<open]
            let tail = rest[open...]
            if tail.hasPrefix("{}") {
                command += Self.shellQuoted(table, [row])
                rest = tail.dropFirst(2)
            } else if tail.hasPrefix("{n}") {
                command += String(table.globalRow(of: row) + 1)
                rest = tail.dropFirst(3)
            } else if tail.hasPrefix("{+}") {
                let checked = table.indexPathsForSelectedRows ?? []
                command += Self.shellQuoted(table, checked.isEmpty ? [row] : checked)
                rest = tail.dropFirst(3)
            } else if let close = tail.firstIndex(of: "}"), let field = Int(tail[tail.index(after: open)..<close]), field != 0 {
                command += Self.shellQuoted(Self.field(field, of: table.commandTexts(ofRowsAt: [row])[0]))
                rest = tail[tail.index(after: close)...]
            } else {
                command += "{"
                rest = tail.dropFirst()
            }
        }
        return command + rest
    }

    /// Field `number` of `text`, split at blanks as fzf splits it: 1 the first, -1 the last;
    /// empty past the end.
    private static func field(_ number: Int, of text: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let fields = text.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 })
        let index = number > 0 ? number - 1 : fields.count + number
        return fields.indices.contains(index) ? fields[index] : []
    }

    /// The rows' texts, each in single quotes for `sh` (a quote inside as `'\''`), joined
    /// by spaces. A NUL cannot be in a command's arguments, so it is left out.
    private static func shellQuoted(_ table: Table, _ rows: [IndexPath]) -> String {
        let texts = table.commandTexts(ofRowsAt: rows)
        return (0..<texts.count).map { shellQuoted(texts[$0]) }.joined(separator: " ")
    }

    /// `text` in single quotes for `sh`, a quote inside as `'\''`, a NUL left out.
    private static func shellQuoted(_ text: ArraySlice<UInt8>) -> String {
        var quoted: [UInt8] = [UInt8(ascii: "'")]
        for byte in text where byte != 0 {
            if byte == UInt8(ascii: "'") { quoted += Array(#"'\''"#.utf8) } else { quoted.append(byte) }
        }
        quoted.append(UInt8(ascii: "'"))
        return String(decoding: quoted, as: UTF8.self)
    }
}
