import Foundation
import Testing
import TestSupport

/// The file changes under listedit in every state listedit can be in, and on a file system
/// that changes it itself: the writer goes ahead at once, listedit never crashes (it once died
/// of SIGBUS in each of these), and the rows on screen stay the rows read, to be edited and saved.
@Suite("A file changed in every state")
struct FileStateTests {
    /// 200,000 lines (2.2 MB): more than any one read, so the rows come from all over the copy.
    private static let lineCount = 200_000
    private static let makeFile = "seq -f 'line %g' 1 \(lineCount) > list.txt"

    /// Truncates list.txt from outside with a deadline; returns the writer's exit status (124
    /// if it had to wait for listedit).
    private func truncateFromOutside(_ app: TmuxSession) throws -> Int32 {
        try runProcess("timeout", ["10", "sh", "-c", ": > \(shellQuoted(app.path("list.txt")))"]).status
    }

    /// `G` shows the last line read, and `G` `dd` `w` `y` saves every row read but the last
    /// over the emptied file.
    private func checkRowsKeptAndSaved(_ app: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try app.press("G", sourceLocation: sourceLocation)
        let end = try app.waitFor("the last row read", sourceLocation: sourceLocation) {
            $0.statusLine.hasPrefix(" LIST 200,000/200,000 ")
        }
        #expect(end.lines.contains("   line 200000"), sourceLocation: sourceLocation)
        try app.press("d", "d", sourceLocation: sourceLocation)
        try app.waitFor("the last row deleted", sourceLocation: sourceLocation) { $0.statusLine.hasPrefix(" LIST 199,999/199,999 ") }
        try app.press("w", sourceLocation: sourceLocation)
        try app.waitFor("the question about the change", sourceLocation: sourceLocation) { $0.contains("changed on disk") }
        try app.press("y", sourceLocation: sourceLocation)
        try app.waitFor("the save", sourceLocation: sourceLocation) { $0.contains("Wrote 199,999 rows") }
        let saved = app.contents(of: "list.txt")
        #expect(saved == (1..<Self.lineCount).map { "line \($0)\n" }.joined(), "every row read, less the deleted one",
                sourceLocation: sourceLocation)
    }

    @Test("Stopped from outside (SIGSTOP or SIGTSTP): a writer truncates the file at once, and after fg the rows are all there",
          arguments: [SIGSTOP, SIGTSTP])
    func stoppedFromOutside(signal: Int32) throws {
        let shell = try TmuxSession.interactiveShell()
        defer { shell.close() }
        try shell.type("\(Self.makeFile) && \"$LISTEDIT\" --no-animation list.txt")
        try shell.press("Enter")
        try shell.waitFor("the file") { $0.statusLine.hasPrefix(" LIST 1/200,000 ") }
        #expect(kill(try shell.listeditPID(), signal) == 0)
        try shell.waitFor("the shell's notice that the job stopped") { $0.contains("Stopped") }
        #expect(try truncateFromOutside(shell) == 0, "the writer did not wait for the stopped listedit")
        try shell.type("fg")
        try shell.press("Enter")
        try shell.waitFor("listedit in the foreground again") { $0.statusLine.hasPrefix(" LIST 1/200,000 ") }
        try checkRowsKeptAndSaved(shell)
    }

    @Test("Started in the background from a shell: a writer truncates the file at once; after fg the rows are all there")
    func startedInTheBackground() throws {
        let shell = try TmuxSession.interactiveShell()
        defer { shell.close() }
        try shell.type("\(Self.makeFile) && \"$LISTEDIT\" --no-animation list.txt &")
        try shell.press("Enter")
        // Stopped by SIGTTOU when it first sets the terminal's modes (bash tells so only at
        // its next prompt): the process's state says it at once.
        let pid = try #require(poll(timeout: defaultTimeout) { try shell.runningListeditPID() }, "listedit started")
        let stopped = poll(timeout: defaultTimeout) {
            (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8))?.contains(") T ") == true ? true : nil
        }
        #expect(stopped == true, "listedit is stopped, waiting for the terminal")
        try shell.type("timeout 10 sh -c ': > list.txt'; echo WROTE-$?")
        try shell.press("Enter")
        let wrote = try shell.waitFor("the writer's status") { $0.lines.contains { $0 == "WROTE-0" || $0 == "WROTE-124" } }
        #expect(wrote.lines.contains("WROTE-0"), "the writer did not wait")
        try shell.type("fg")
        try shell.press("Enter")
        try shell.waitFor("listedit in the foreground") { $0.statusLine.hasPrefix(" LIST 1/200,000 ") }
        try checkRowsKeptAndSaved(shell)
    }

    @Test("Started with every real-time signal and SIGIO blocked by its parent: a writer truncates the file at once")
    func signalsBlockedByTheParent() throws {
        let shell = try TmuxSession.interactiveShell()
        defer { shell.close() }
        let blocking = "import os, signal, sys; "
            + "signal.pthread_sigmask(signal.SIG_BLOCK, set(range(signal.SIGRTMIN, signal.SIGRTMAX + 1)) | {signal.SIGIO}); "
            + "os.execvp(sys.argv[1], sys.argv[1:])"
        try shell.type("\(Self.makeFile) && python3 -c \(shellQuoted(blocking)) \"$LISTEDIT\" --no-animation list.txt")
        try shell.press("Enter")
        try shell.waitFor("the file") { $0.statusLine.hasPrefix(" LIST 1/200,000 ") }
        #expect(try truncateFromOutside(shell) == 0, "the writer did not wait")
        try checkRowsKeptAndSaved(shell)
    }

    @Test("Under a memory limit (ulimit -v) a little above what opening takes: the file truncated, G and a save work")
    func underAMemoryLimit() throws {
        // What the process needs with the file open, measured on an unlimited run.
        let probe = try TmuxSession.launchListeditOnFile(["list.txt"], setUp: Self.makeFile, waitingFor: "the file") {
            $0.statusLine.hasPrefix(" LIST 1/200,000 ")
        }
        let status = try String(contentsOfFile: "/proc/\(try probe.listeditPID())/status", encoding: .utf8)
        probe.close()
        let peakLine = try #require(status.split(separator: "\n").first { $0.hasPrefix("VmPeak:") })
        let peak = try #require(Int(peakLine.split(separator: " ").dropFirst().first ?? ""))
        // 8 MiB to spare: less than the file's 2.2 MB copy again and its rows.
        let app = try TmuxSession.launchListeditOnFile(
            ["list.txt"], setUp: "\(Self.makeFile); ulimit -v \(peak + 8192)", waitingFor: "the file under the limit"
        ) { $0.statusLine.hasPrefix(" LIST 1/200,000 ") }
        defer { app.close() }
        #expect(try truncateFromOutside(app) == 0)
        try checkRowsKeptAndSaved(app)
    }

    /// listedit on `mnt/list.txt` of ``ChangingFileSystem`` (unmount `mnt` when done).
    private func launchOnChangingFileSystem(sourceLocation: SourceLocation = #_sourceLocation) throws -> TmuxSession {
        try TmuxSession.launchListeditOnFile(
            ["mnt/list.txt"], setUp: ChangingFileSystem.mountCommand(source: "source.txt", mountpoint: "mnt", making: Self.makeFile),
            waitingFor: "the file on FUSE", sourceLocation: sourceLocation
        ) { $0.statusLine.hasPrefix(" LIST 1/200,000 ") }
    }

    @Test("On FUSE, the file system empties the file itself: nothing is told, and the rows read are still edited and saved",
          .enabled(if: ChangingFileSystem.unavailability == nil, "FUSE: \(ChangingFileSystem.unavailability ?? "")"))
    func fileSystemChangesTheFile() throws {
        let app = try launchOnChangingFileSystem()
        defer {
            app.close()
            _ = try? runProcess("umount", ["-l", app.path("mnt")])
        }
        try "truncate\n".write(toFile: app.path("mnt/ctl"), atomically: false, encoding: .utf8)
        #expect(poll(timeout: defaultTimeout) { app.contents(of: "mnt/list.txt") == "" ? true : nil } == true, "the file system emptied it")
        try app.press("G")
        let end = try app.waitFor("the last row read") { $0.statusLine.hasPrefix(" LIST 200,000/200,000 ") }
        #expect(end.lines.contains("   line 200000"))
        try app.press("d", "d")
        try app.waitFor("the last row deleted") { $0.statusLine.hasPrefix(" LIST 199,999/199,999 ") }
        // A file system that takes no writes: the save fails with the reason, and the edits stay.
        try app.press("w")
        try app.waitFor("the question about the change") { $0.contains("changed on disk") }
        try app.press("y")
        let failed = try app.waitFor("the save's outcome") { $0.contains("Not saved") || $0.contains("Wrote") }
        #expect(failed.contains("Not saved"), "the file system refuses writes")
        #expect(failed.statusLine.contains("[modified]"))
        try app.press("Z", "Q")
        #expect(try app.waitForExitStatus() == 0)
    }

    @Test("On FUSE, the file system garbles the file itself: the rows shown stay the bytes read",
          .enabled(if: ChangingFileSystem.unavailability == nil, "FUSE: \(ChangingFileSystem.unavailability ?? "")"))
    func fileSystemGarblesTheFile() throws {
        let app = try launchOnChangingFileSystem()
        defer {
            app.close()
            _ = try? runProcess("umount", ["-l", app.path("mnt")])
        }
        try "garble\n".write(toFile: app.path("mnt/ctl"), atomically: false, encoding: .utf8)
        #expect(poll(timeout: defaultTimeout) { app.contents(of: "mnt/list.txt")?.hasPrefix("ZZZZ") == true ? true : nil } == true)
        try app.press("G")
        let end = try app.waitFor("the last rows read") { $0.statusLine.hasPrefix(" LIST 200,000/200,000 ") }
        #expect(end.lines.contains("   line 200000"))
        #expect(!end.contains("ZZZZ"))
        try app.press("g", "g")
        let start = try app.waitFor("the first rows read") { $0.statusLine.hasPrefix(" LIST 1/200,000 ") }
        #expect(start.line(2) == "   line 1")
        try app.press("Z", "Q")
        #expect(try app.waitForExitStatus() == 0)
    }
}

/// The FUSE file system of `Fixtures/changing-fs.py`: a file the file system changes itself.
enum ChangingFileSystem {
    /// The script.
    static let script: String = {
        let file = #filePath
        return String(file[..<file.lastIndex(of: "/")!]) + "/Fixtures/changing-fs.py"
    }()

    /// Why the test cannot run here (no /dev/fuse, no fusepy, not root), or nil.
    static let unavailability: String? = {
        guard FileManager.default.fileExists(atPath: "/dev/fuse") else { return "skipped: /dev/fuse does not exist here" }
        guard getuid() == 0 else { return "skipped: mounting needs root" }
        let module = try? runProcess("/usr/bin/python3", ["-c", "import fusepy"])
        guard module?.status == 0 else { return "skipped: /usr/bin/python3 has no fusepy (Debian's python3-fusepy)" }
        return nil
    }()

    /// Shell lines that write `source` with `making` (a command writing list.txt), mount the
    /// file system on `mountpoint` in the background, and wait until its file is there.
    static func mountCommand(source: String, mountpoint: String, making: String) -> String {
        """
        \(making) && mv list.txt \(source) && mkdir \(mountpoint)
        /usr/bin/python3 \(shellQuoted(script)) \(mountpoint) \(source) 2> fuse-errors.txt &
        until [ -e \(mountpoint)/list.txt ]; do sleep 0.05; done
        """
    }
}
