import Testing

/// A JSON array edited as a list: a retyped value keeps the type its text spells, and the
/// status line says when text is kept as a string.
@Suite("JSON files")
struct JSONTests {
    private func open() throws -> TmuxSession {
        try TmuxSession.launchListeditOnFile(
            ["list.json"], setUp: #"printf '[\n  1,\n  "two",\n  true\n]\n' > list.json"#, waitingFor: "the array") {
                $0.statusLine.hasPrefix(" LIST 1/3 ")
            }
    }

    @Test("Retyping 1 as 42 keeps a number; retyping it as words says it is saved as a string; the bytes are exact")
    func retypeKeepsTypes() throws {
        let app = try open()
        defer { app.close() }

        try app.press("Enter")
        try app.waitFor("the Edit box") { $0.contains("┌─ Edit ") }
        try app.press("C-u")
        try app.type("42")
        try app.press("Enter")
        let number = try app.waitFor("42 shown") { $0.line(2) == "   42" }
        #expect(!number.statusLine.contains("string"))
        try app.press("Enter")
        try app.waitFor("the Edit box") { $0.contains("┌─ Edit ") }
        try app.press("C-u")
        try app.type("forty two")
        try app.press("Enter")
        let note = try app.waitFor("the note") { $0.statusLine.contains("saved as a string") }
        #expect(note.line(2) == "   forty two")
        try app.press("w")
        try app.waitFor("saved") { $0.statusLine.contains("Wrote") }
        #expect(app.bytes(of: "list.json") == utf8("[\n  \"forty two\",\n  \"two\",\n  true\n]\n"))
    }
}
