import ArgumentParser
import Glibc
import TableKit
import SampleList
import TableTerminal

/// `listedit`: the command line of `../shared/DESIGN.md`.
struct ListEdit: ParsableCommand {
    static let version = "0.1.0"

    static let configuration = CommandConfiguration(
        commandName: "listedit",
        abstract: "Edit a list in the terminal: delete, insert and reorder rows, as in UIKit's table editing mode.",
        discussion: """
            With no FILE and stdin a terminal, opens the built-in sample list. Press ? for the keys.

            Exit status: 0 after quitting, 1 after Ctrl-C (abort) or a failed operation,
            2 for bad usage or when there is no usable terminal.
            """,
        version: version
    )

    @Argument(help: "The file to edit.")
    var file: String?

    @Option(help: "The file's format: lines, markdown, json or git-todo (default: from the extension).")
    var format: String?

    @Flag(name: .customLong("no-animation"), help: "Do not animate deletes, inserts and moves.")
    var noAnimation = false

    @Flag(help: "Draw controls with ASCII: (-) (+) =.")
    var ascii = false

    @Option(help: "The title shown in the top bar.")
    var title: String?

    func run() throws {
        if file != nil || format != nil || isatty(STDIN_FILENO) == 0 {
            throw Failure(status: 2, message: "editing files and pipes is not available in this version yet; run listedit with no arguments for the sample list")
        }
        let utf8 = DisplayWidth.prepareLocale()
        let environment = ProcessInfoLite()
        let options = ViewOptions(
            title: title ?? "ListEdit sample",
            glyphs: ascii || !utf8 ? .ascii : .unicode,
            theme: environment.noColor ? .monochrome : .standard,
            animations: !noAnimation)

        let list = SampleList()
        let table = Table(dataSource: list, delegate: list)
        let host = SampleHost(list: list, table: table)
        let terminal: CursesTerminal
        do {
            terminal = try CursesTerminal()
        } catch {
            throw Failure(status: 2, message: "\(error)")
        }
        var viewOptions = options
        if !terminal.supportsColor { viewOptions.theme = .monochrome }
        let controller = ListController(table: table, options: viewOptions, host: host, clock: monotonicSeconds)
        let outcome = RunLoop.run(controller, on: terminal)
        terminal.close()
        withExtendedLifetime((list, host)) {}
        switch outcome {
        case .exit(.quit): return
        case .exit(.abort): throw ExitCode(1)
        case let .signal(signal):
            // Die by the same signal, as a shell expects, now that the terminal is restored.
            Glibc.signal(signal, SIG_DFL)
            raise(signal)
            throw ExitCode(128 + signal)
        }
    }
}

/// A failure to report on stderr with an exit status.
struct Failure: Error {
    let status: Int32
    let message: String
}

/// The environment variables the app reads.
struct ProcessInfoLite {
    /// `NO_COLOR` set to anything non-empty (https://no-color.org).
    var noColor: Bool {
        guard let value = getenv("NO_COLOR") else { return false }
        return value.pointee != 0
    }
}

/// Writes to stderr (the C `stderr` global is not concurrency-safe in Swift 6).
func writeError(_ text: String) {
    var bytes = Array(text.utf8)
    _ = write(STDERR_FILENO, &bytes, bytes.count)
}

/// Seconds on the monotonic clock, for animations.
func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

@main
enum Main {
    static func main() {
        do {
            var command = try ListEdit.parse()
            try command.run()
        } catch let failure as Failure {
            writeError("listedit: \(failure.message)\n")
            exit(failure.status)
        } catch {
            let code = ListEdit.exitCode(for: error)
            // Bad usage exits 2 (DESIGN.md), not ArgumentParser's 64.
            if code == .validationFailure {
                writeError(ListEdit.fullMessage(for: error) + "\n")
                exit(2)
            }
            ListEdit.exit(withError: error)
        }
    }
}
