import Foundation
import Testing
import TestSupport

/// A private tmux server with one 80×24 (or other size) pane running a bash script: keys go
/// in with `send-keys`, the screen comes out with `capture-pane -p`. Each session has its own
/// server socket and scratch folder, so tests run in parallel; `close()` removes both.
final class TmuxSession {
    /// The tmux server's socket name (`tmux -L`).
    let socket: String
    /// A scratch folder for the script, status files and saved lists; the script runs in it.
    let directory: URL
    private var closed = false

    private static let target = "main"

    /// Starts the server with a pane running `script` under `bash --norc --noprofile`.
    init(script: String, width: Int = 80, height: Int = 24, sourceLocation: SourceLocation = #_sourceLocation) throws {
        socket = "listedit-e2e-\(UUID().uuidString)"
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let scriptPath = directory.appendingPathComponent("run.sh").path
        do {
            try ("cd " + shellQuoted(directory.path) + "\n" + script + "\n")
                .write(toFile: scriptPath, atomically: true, encoding: .utf8)
            let started = try tmux(
                "new-session", "-d", "-s", Self.target, "-x", String(width), "-y", String(height),
                "bash --norc --noprofile " + shellQuoted(scriptPath))
            try #require(started.status == 0, "tmux new-session failed: \(started.standardError)", sourceLocation: sourceLocation)
        } catch {
            close()
            throw error
        }
    }

    deinit { close() }

    /// Kills the server and everything in its pane, and removes the socket and scratch folder.
    func close() {
        guard !closed else { return }
        closed = true
        _ = try? tmux("kill-server")
        try? FileManager.default.removeItem(atPath: socketPath)
        try? FileManager.default.removeItem(at: directory)
    }

    /// Closes the terminal, as a user closing its window: the tmux server exits and the pane's
    /// processes get SIGHUP. The scratch folder stays until `close()`.
    func hangUp(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = try tmux("kill-server")
        #expect(result.status == 0, "tmux kill-server failed: \(result.standardError)", sourceLocation: sourceLocation)
    }

    // MARK: - Keys

    /// Sends tmux key names, one key each: `"e"`, `"Escape"`, `"Enter"`, `"Space"`, `"C-c"`.
    func press(_ keys: String..., sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = try tmux(["send-keys", "-t", Self.target] + keys)
        #expect(result.status == 0, "tmux send-keys \(keys) failed: \(result.standardError)", sourceLocation: sourceLocation)
    }

    /// Types `text` literally (no key names), as a user typing or a terminal sending bytes.
    func type(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = try tmux("send-keys", "-t", Self.target, "-l", text)
        #expect(result.status == 0, "tmux send-keys -l failed: \(result.standardError)", sourceLocation: sourceLocation)
    }

    /// Resizes the window, as a user resizing the terminal.
    func resize(width: Int, height: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = try tmux("resize-window", "-t", Self.target, "-x", String(width), "-y", String(height))
        #expect(result.status == 0, "tmux resize-window failed: \(result.standardError)", sourceLocation: sourceLocation)
    }

    // MARK: - The screen

    /// What the pane shows now.
    func capture() throws -> Screen {
        let result = try tmux("capture-pane", "-p", "-t", Self.target)
        guard result.status == 0 else { throw TmuxFailure(description: "capture-pane failed: \(result.standardError)") }
        return Screen(capture: result.standardOutput)
    }

    /// What the pane shows now, each line with the SGR sequences of its colours and
    /// attributes (tmux's `capture-pane -e`).
    func styledLines() throws -> [String] {
        let result = try tmux("capture-pane", "-p", "-e", "-t", Self.target)
        guard result.status == 0 else { throw TmuxFailure(description: "capture-pane failed: \(result.standardError)") }
        return result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// Polls the screen until `predicate` holds and returns that screen; after `timeout`,
    /// fails the test at the caller with `what` and the last screen seen.
    @discardableResult
    func waitFor(
        _ what: String, timeout: Duration = defaultTimeout, sourceLocation: SourceLocation = #_sourceLocation,
        _ predicate: (Screen) -> Bool
    ) throws -> Screen {
        var last = Screen(capture: "")
        let found = try poll(timeout: timeout) { () -> Screen? in
            last = try capture()
            return predicate(last) ? last : nil
        }
        return try #require(found, "Timed out after \(timeout) waiting for: \(what)\nLast screen:\n\(last)", sourceLocation: sourceLocation)
    }

    /// The pane's terminal device, e.g. `/dev/pts/7`.
    func paneTTY() throws -> String {
        try tmux("display-message", "-p", "-t", Self.target, "#{pane_tty}")
            .standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Pastes `text` into the pane as a terminal does: inside the bracketing sequences when
    /// the program asked for them (`tmux paste-buffer -p`), plainly otherwise.
    func paste(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let loaded = try tmux("set-buffer", "-b", "pasted", "--", text)
        #expect(loaded.status == 0, "tmux set-buffer failed: \(loaded.standardError)", sourceLocation: sourceLocation)
        let pasted = try tmux("paste-buffer", "-p", "-b", "pasted", "-t", Self.target)
        #expect(pasted.status == 0, "tmux paste-buffer failed: \(pasted.standardError)", sourceLocation: sourceLocation)
    }

    /// Pastes `bytes` as they are (not UTF-8, say), as ``paste(_:sourceLocation:)`` does.
    func paste(bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) throws {
        let file = path("pasted-bytes")
        #expect(FileManager.default.createFile(atPath: file, contents: Data(bytes)), sourceLocation: sourceLocation)
        let loaded = try tmux("load-buffer", "-b", "pasted", file)
        #expect(loaded.status == 0, "tmux load-buffer failed: \(loaded.standardError)", sourceLocation: sourceLocation)
        let pasted = try tmux("paste-buffer", "-p", "-b", "pasted", "-t", Self.target)
        #expect(pasted.status == 0, "tmux paste-buffer failed: \(pasted.standardError)", sourceLocation: sourceLocation)
    }

    /// A tmux format about the pane, e.g. `#{mouse_sgr_flag}`: what the program in it has asked
    /// the terminal for.
    func paneFormat(_ format: String) throws -> String {
        try tmux("display-message", "-p", "-t", Self.target, format)
            .standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    // MARK: - What the pane receives

    /// From now on, appends every byte the pane's programs write to the terminal, escape
    /// sequences included, to `name` in the scratch folder (`tmux pipe-pane -O`).
    func recordOutput(to name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = try tmux("pipe-pane", "-O", "-t", Self.target, "cat >> " + shellQuoted(path(name)))
        #expect(result.status == 0, "tmux pipe-pane failed: \(result.standardError)", sourceLocation: sourceLocation)
    }

    // MARK: - Files the script writes

    /// The path of `name` in the scratch folder.
    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    /// The contents of `name` in the scratch folder, if it exists.
    func contents(of name: String) -> String? {
        FileManager.default.contents(atPath: path(name)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Waits for the script to record the exit status of its command (see
    /// ``TmuxSession/recordingExitStatus(of:)``) and returns it.
    func waitForExitStatus(
        timeout: Duration = defaultTimeout, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> Int32 {
        let status = poll(timeout: timeout) {
            contents(of: Self.exitStatusFile).flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }
        if let status { return status }
        let screen = (try? capture())?.description ?? "(no screen)"
        return try #require(status, "Timed out after \(timeout) waiting for the program to exit.\nLast screen:\n\(screen)", sourceLocation: sourceLocation)
    }

    /// Whether the script has recorded an exit status: the program has ended.
    var hasExited: Bool { contents(of: Self.exitStatusFile) != nil }

    static let exitStatusFile = "exit-status"

    /// Script lines that run `command`, write its exit status to a file that
    /// ``waitForExitStatus(timeout:sourceLocation:)`` reads, and keep the pane open so its
    /// last screen can still be read.
    static func recordingExitStatus(of command: String) -> String {
        """
        \(command)
        printf '%s\\n' "$?" > \(exitStatusFile).partial
        mv \(exitStatusFile).partial \(exitStatusFile)
        exec sleep 86400
        """
    }

    // MARK: - tmux

    private var socketPath: String {
        let folder = ProcessInfo.processInfo.environment["TMUX_TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        return "\(folder)/tmux-\(getuid())/\(socket)"
    }

    private func tmux(_ arguments: String...) throws -> ProcessResult { try tmux(arguments) }

    private func tmux(_ arguments: [String]) throws -> ProcessResult {
        var environment = ProcessInfo.processInfo.environment
        // Inside another tmux, don't talk to it.
        environment["TMUX"] = nil
        environment["TMUX_PANE"] = nil
        return try runProcess("tmux", ["-L", socket] + arguments, environment: environment)
    }
}

/// tmux itself failed.
struct TmuxFailure: Error, CustomStringConvertible {
    let description: String
}
