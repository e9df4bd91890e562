import LibC
import Testing
import ListDocument
import ListEditApp
import TableKit
import TableTerminal
import TestSupport

/// A read-only file (0444) edited through the view with the app's file host: the status line
/// says `[read-only]`, and every way to save asks before writing it.
@Suite("Saving a read-only file")
struct ReadOnlySaveTests {
    private static let size = Size(width: 80, height: 12)
    private static let question = "list.txt is read-only. Write it anyway? [y]es [n]o"
    private let original = Array("one\ntwo\nthree\n".utf8)

    /// A way to save, and whether it quits once saved.
    struct Way: Sendable, CustomTestStringConvertible {
        let keys: [Key]
        let quits: Bool
        var testDescription: String { keys.map(\.description).joined(separator: " ") }
    }

    static let ways: [Way] = [
        Way(keys: [.char("w")], quits: false),
        Way(keys: [.control("s")], quits: false),
        Way(keys: [.char(":"), .char("w"), .enter], quits: false),
        Way(keys: [.char(":"), .char("w"), .char("q"), .enter], quits: true),
        Way(keys: [.char(":"), .char("x"), .enter], quits: true),
        Way(keys: [.char("Z"), .char("Z")], quits: true),
        // The quit prompt's "yes".
        Way(keys: [.char("q"), .char("y")], quits: true),
    ]

    /// A program over list.txt in `folder`, opened as listedit opens a file, with the app's host.
    private final class Opened {
        let file: DocumentFile
        let table: Table
        /// Kept here: the program holds its host weakly.
        let host: FileHost
        let program: ListProgram
        let terminal = MemoryTerminal(size: ReadOnlySaveTests.size)

        init(_ path: String) throws {
            _ = TestLocale.ready
            file = try DocumentFile(path: path)
            table = Table(dataSource: file.document, delegate: file.document)
            host = FileHost(session: EditingSession(file: file, table: table))
            program = ListProgram(
                table: table, options: ViewOptions(title: "list.txt", animations: false), host: host,
                size: ReadOnlySaveTests.size, clock: { 0 })
        }

        /// Presses `keys`; returns how the run ended, if it did.
        @discardableResult
        func press(_ keys: [Key]) -> RunOutcome? {
            var outcome: RunOutcome?
            for key in keys { outcome = RunLoop.dispatch(.key(key), to: program, on: terminal) ?? outcome }
            return outcome
        }

        var frame: Frame { program.render().frame }
        var statusLine: String { frame.lines[ReadOnlySaveTests.size.height - 1] }
        /// The status line and the lines a long message takes above it, as one text.
        var bottom: String { frame.lines.suffix(4).joined(separator: " ") }
    }

    private func mode(_ folder: TemporaryFolder) -> mode_t { folder.info("list.txt").st_mode & 0o7777 }

    @Test("Every way to save asks; n writes nothing and says so; y writes, keeping the mode", arguments: Self.ways)
    func asksFirst(way: Way) throws {
        let folder = TemporaryFolder()
        folder.write("list.txt", original, mode: 0o444)
        let opened = try Opened(folder.file("list.txt"))
        #expect(opened.statusLine.hasPrefix(" LIST 1/3 [read-only] "), "\(numbered(opened.frame))")
        opened.press([.char("d"), .char("d")])
        #expect(opened.statusLine.hasPrefix(" LIST 1/2 [modified] [read-only] "), "\(numbered(opened.frame))")

        #expect(opened.press(way.keys) == nil, "it asks instead of quitting")
        #expect(opened.bottom.contains(Self.question), "\(numbered(opened.frame))")
        #expect(opened.press([.char("n")]) == nil)
        #expect(opened.bottom.contains("Not saved"), "\(numbered(opened.frame))")
        #expect(opened.statusLine.hasPrefix(" LIST 1/2 [modified] [read-only] "))
        #expect(folder.read("list.txt") == original, "nothing written")
        #expect(mode(folder) == 0o444)

        let outcome = opened.press(way.keys)
        #expect(opened.bottom.contains(Self.question), "asked again: n did not count as yes")
        #expect(outcome == nil)
        #expect(opened.press([.char("y")]) == (way.quits ? .exit(.quit) : nil))
        #expect(folder.read("list.txt") == Array("two\nthree\n".utf8))
        #expect(mode(folder) == 0o444, "the mode is kept")
        if !way.quits {
            #expect(opened.bottom.contains("Wrote 2 rows to"), "\(numbered(opened.frame))")
            #expect(opened.statusLine.hasPrefix(" LIST 1/2 "))
            #expect(!opened.statusLine.contains("[read-only]"), "the answer holds for the session, as vim's :w!")
            #expect(!opened.statusLine.contains("[modified]"))
        }
        withExtendedLifetime(opened) {}
    }

    @Test("A writable file shows no mark and saves without asking")
    func writableFile() throws {
        let folder = TemporaryFolder()
        folder.write("list.txt", original, mode: 0o644)
        let opened = try Opened(folder.file("list.txt"))
        #expect(!opened.statusLine.contains("[read-only]"))
        opened.press([.char("d"), .char("d"), .char("w")])
        #expect(opened.bottom.contains("Wrote 2 rows to"), "\(numbered(opened.frame))")
        #expect(folder.read("list.txt") == Array("two\nthree\n".utf8))
        #expect(mode(folder) == 0o644)
    }
}
