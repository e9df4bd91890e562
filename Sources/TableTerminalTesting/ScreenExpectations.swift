import Testing
import TableTerminal

/// Expects the app's screen to begin with the lines of `expected` (a multi-line string;
/// trailing spaces on either side are ignored, and lines past the last given are not
/// checked). A failure shows the whole screen, numbered, as ratatui's `TestBackend` does.
public func expectScreen(_ driver: AppDriver, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let wanted = expected.split(separator: "\n", omittingEmptySubsequences: false).map { trimmed(String($0)) }
    let shown = Array(driver.screen.prefix(wanted.count)).map(trimmed)
    #expect(shown == wanted, Comment(rawValue: "the screen:\n" + driver.numberedScreen), sourceLocation: sourceLocation)
}

/// Expects the status line (the screen's last) to start with `prefix`: `" LIST 2/3"`.
public func expectStatus(_ driver: AppDriver, startsWith prefix: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let status = driver.screen.last ?? ""
    #expect(status.hasPrefix(prefix), Comment(rawValue: "the screen:\n" + driver.numberedScreen), sourceLocation: sourceLocation)
}

private func trimmed(_ line: String) -> String {
    var line = line
    while line.last == " " { line.removeLast() }
    return line
}
