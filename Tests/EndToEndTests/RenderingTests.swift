import Foundation
import Testing

@Suite("Rendering")
struct RenderingTests {
    /// A box that opens over the list and the key that closes it.
    struct Overlay: Sendable, CustomTestStringConvertible {
        var open: String
        var title: String
        var close: String
        /// A screen line the box covers, holding wide characters, and how it starts under the box.
        var coveredLine: Int
        var coveredStart: String
        var testDescription: String { "\(title) box (\(open), closed with \(close))" }
    }

    @Test("Rows with wide characters under a box are drawn intact once it closes", arguments: [
        // The Add box opens just below the cursor's row, as wide as the screen: its inside
        // covers カメラ on line 6.
        Overlay(open: "+", title: "┌─ Add ", close: "Escape", coveredLine: 6, coveredStart: " │"),
        // The help box's left edge, in column 4, covers the right half of お and of ☕ (columns 3-4).
        Overlay(open: "?", title: "Keys · j/k scroll", close: "x", coveredLine: 13, coveredStart: "    │"),
    ])
    func wideCharactersUnderABox(_ overlay: Overlay) throws {
        let app = try TmuxSession.launchListedit()
        defer { app.close() }

        try app.press(overlay.open)
        let box = try app.waitFor("the box") { $0.contains(overlay.title) && $0.contains("└──") }
        #expect(box.line(overlay.coveredLine).hasPrefix(overlay.coveredStart), "\(box)")
        try app.press(overlay.close)
        try app.waitFor("the box gone") { !$0.contains(overlay.title) }
        // j is handled after the closing key: once the cursor is on row 2, the redraw after
        // the box closed is on the screen in full.
        try app.press("j")
        let after = try app.waitFor("the cursor on row 2") { $0.statusLine.hasPrefix(" LIST 2/11 ") }

        // Lines 6, 13 and 14 hold wide characters whose right halves the box covered.
        for number in 2...16 {
            #expect(after.line(number) == Sample.body[number - 2], "line \(number)\n\(after)")
        }
    }

    @Test("Ctrl-L draws the screen again after another program wrote over it")
    func ctrlLRepaints() throws {
        let app = try TmuxSession.launchListedit()
        defer { app.close() }
        let tty = try app.paneTTY()
        let junk = try #require(FileHandle(forWritingAtPath: tty))
        junk.write(Data("\u{1B}[20;5HSCRIBBLED BY ANOTHER PROGRAM".utf8))
        try junk.close()
        try app.waitFor("the scribble on screen") { $0.contains("SCRIBBLED BY ANOTHER PROGRAM") }
        try app.press("j")
        #expect(try app.capture().contains("SCRIBBLED"), "a key alone redraws only what changed")
        try app.press("C-l")
        let clean = try app.waitFor("the screen drawn again") { !$0.contains("SCRIBBLED") }
        #expect(clean.statusLine.hasPrefix(" LIST 2/11 "))
        #expect(!clean.statusLine.contains("Unknown key"))
    }
}
