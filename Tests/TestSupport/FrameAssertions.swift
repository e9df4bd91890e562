import Testing
import TableTerminal

/// Expects `frame` to show exactly `expected`, line by line; a failure prints the whole
/// screen and points at the caller.
public func expectLines(
    _ frame: Frame, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(frame.lines == expected, Comment(rawValue: "\n" + numbered(frame)), sourceLocation: sourceLocation)
}

/// Expects line `line` of `frame` to read `expected`.
public func expectLine(
    _ frame: Frame, _ line: Int, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = frame.lines.indices.contains(line) ? frame.lines[line] : "(no line \(line))"
    #expect(actual == expected, Comment(rawValue: "\n" + numbered(frame)), sourceLocation: sourceLocation)
}

/// The styled runs of one line, each as `"text" style`, for comparing with a short list.
public func runs(_ frame: Frame, line: Int) -> [String] {
    frame.styledRuns.filter { $0.line == line }.map { "\"\($0.text)\" \($0.style.summary)" }
}

/// The frame as a failure shows it: numbered lines between bars.
public func numbered(_ frame: Frame) -> String {
    frame.lines.enumerated().map { ($0 < 10 ? " \($0)" : "\($0)") + "|" + $1 + "|" }.joined(separator: "\n")
}
