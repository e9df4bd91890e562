import ArgumentParser
import LibC
import ListEditConfig
import TableTerminal

/// A failure to report on stderr with an exit status.
struct Failure: Error {
    let status: Int32
    let message: String
}

/// Writes to stderr (the C `stderr` global is not concurrency-safe in Swift 6), which is
/// usually the terminal: control characters in a line (from a file name, say) are shown
/// escaped as the view shows them (`^[`, `<U+009B>`), never sent to it.
func writeError(_ text: String) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
        DisplayText.glyphs(String(line), style: .plain, escapeStyle: .plain).map(\.text).joined()
    }
    writeAll(Array(lines.joined(separator: "\n").utf8), to: STDERR_FILENO)
}

/// Writes every byte, retrying short writes.
/// - Returns: the error number that stopped it (EPIPE: the reader is gone), or 0.
@discardableResult
func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
    var offset = 0
    while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        if written < 0 {
            if errno == EINTR { continue }
            return errno
        }
        offset += written
    }
    return 0
}

@main
enum Main {
    static func main() {
        UnsavedEditsOnCrash.install()
        do {
            // `--pick=1` is `--pick` allowing one choice (a flag cannot also take a value).
            var arguments = CommandLine.arguments.dropFirst().map { $0 == "--pick=1" ? "--pick-one" : $0 }
            let (configuration, source) = try ConfigFile.load(for: arguments)
            if !configuration.flags.isEmpty, let source {
                // A flag of the file's is the file's mistake: said with its file and line.
                do {
                    _ = try ListEdit.parse(configuration.flags)
                } catch {
                    let line = configuration.flagsLine.map { "\($0):" } ?? ""
                    throw Failure(status: 2, message: "\(source):\(line) flags: \(ListEdit.message(for: error))")
                }
            }
            arguments = configuration.flags + arguments
            let command = try ListEdit.parse(arguments)
            try command.run(configuration: configuration, source: source)
        } catch let failure as Failure {
            writeError("listedit: \(failure.message)\n")
            exit(failure.status)
        } catch {
            let code = ListEdit.exitCode(for: error)
            // Bad usage exits 2, as the manual says, not ArgumentParser's 64.
            if code == .validationFailure {
                writeError(ListEdit.fullMessage(for: error) + "\n")
                exit(2)
            }
            ListEdit.exit(withError: error)
        }
    }
}
