/// What the terminal showed at one moment, as `tmux capture-pane -p` prints it: one string
/// per line, trailing blanks removed.
struct Screen: CustomStringConvertible {
    /// The whole capture.
    let text: String
    /// Its lines, top to bottom; as many as the pane is high.
    let lines: [String]

    init(capture: String) {
        text = capture
        var lines = capture.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        self.lines = lines
    }

    /// Line `number`, counting from 1 as a user would; "" past the end.
    func line(_ number: Int) -> String {
        lines.indices.contains(number - 1) ? lines[number - 1] : ""
    }

    /// Lines `numbers`, counting from 1; "" for those past the end.
    func lines(_ numbers: ClosedRange<Int>) -> [String] { numbers.map(line) }

    /// The bottom line: mode, position, [modified], a message, and `? help`.
    var statusLine: String { lines.last ?? "" }

    /// The top line: the Edit/Done button, the title and the Add button.
    var topBar: String { line(1) }

    /// Whether any line holds `text`.
    func contains(_ text: String) -> Bool { self.text.contains(text) }

    /// The lines numbered, between rulers: what a failure message shows.
    var description: String {
        let ruler = "    +" + String(repeating: "-", count: 80)
        let numbered = lines.enumerated().map { index, line in
            let number = String(index + 1)
            return String(repeating: " ", count: max(0, 3 - number.count)) + number + " |" + line
        }
        return ([ruler] + numbered + [ruler]).joined(separator: "\n")
    }
}
