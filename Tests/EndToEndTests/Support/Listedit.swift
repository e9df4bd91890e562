import Foundation
import Testing
import TestSupport

/// The TERM a test gives listedit.
enum TerminalType: Sendable, CustomTestStringConvertible {
    case xterm256color
    /// tmux's own terminfo, which knows only X10 mouse reports.
    case tmux256color
    case dumb
    case unset
    case empty
    case unknown

    /// The `env` arguments that set it (LC_ALL is dropped so that LANG decides the locale).
    var environmentArguments: String {
        switch self {
        case .xterm256color: "-u LC_ALL LANG=C.UTF-8 TERM=xterm-256color"
        case .tmux256color: "-u LC_ALL LANG=C.UTF-8 TERM=tmux-256color"
        case .dumb: "-u LC_ALL LANG=C.UTF-8 TERM=dumb"
        case .unset: "-u LC_ALL -u TERM LANG=C.UTF-8"
        case .empty: "-u LC_ALL LANG=C.UTF-8 TERM="
        case .unknown: "-u LC_ALL LANG=C.UTF-8 TERM=nonsense"
        }
    }

    var testDescription: String {
        switch self {
        case .xterm256color: "TERM=xterm-256color"
        case .tmux256color: "TERM=tmux-256color"
        case .dumb: "TERM=dumb"
        case .unset: "TERM unset"
        case .empty: "TERM empty"
        case .unknown: "TERM=nonsense"
        }
    }
}

/// The shell command that runs listedit with `arguments` and `terminal`.
func listeditCommand(
    _ arguments: [String] = ["--no-animation"], terminal: TerminalType = .xterm256color,
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> String {
    let binary = try Binary.listedit(sourceLocation: sourceLocation)
    // A crash must print its backtrace and end, not wait for a debugger on the terminal.
    let backtrace = "SWIFT_BACKTRACE=interactive=no"
    // Each test's own state folder (the register yanks go through), unless the test set one:
    // tests run side by side, and one's yank must not be another's put.
    let state = "XDG_STATE_HOME=\"${XDG_STATE_HOME:-$PWD/.state}\""
    // No configuration file but the test's own: the user's would change the keys tested.
    let config = "XDG_CONFIG_HOME=\"${XDG_CONFIG_HOME:-$PWD/.config}\""
    return (["env", terminal.environmentArguments, backtrace, state, config, shellQuoted(binary)] + arguments.map(shellQuoted))
        .joined(separator: " ")
}

extension TmuxSession {
    /// Opens the sample list in a new session and waits for its first screen. The pane runs
    /// `setUp`, listedit, then `tearDown`, and records listedit's exit status.
    static func launchListedit(
        _ arguments: [String] = ["--no-animation"], width: Int = 80, height: Int = 24,
        terminal: TerminalType = .xterm256color, setUp: String = "", tearDown: String = "",
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> TmuxSession {
        let command = try listeditCommand(arguments, terminal: terminal, sourceLocation: sourceLocation)
        let script = recordingExitStatus(of: """
            \(setUp)
            \(command)
            listedit_status=$?
            \(tearDown)
            (exit $listedit_status)
            """)
        let session = try TmuxSession(script: script, width: width, height: height, sourceLocation: sourceLocation)
        do {
            try session.waitFor("the sample list's first screen", sourceLocation: sourceLocation) {
                $0.statusLine.hasPrefix(" LIST 1/11") && $0.line(3) == Sample.rusty
            }
        } catch {
            session.close()
            throw error
        }
        return session
    }

    /// Starts an interactive bash (prompt `$ `) whose environment has `LISTEDIT` set to the
    /// binary, LANG=C.UTF-8 and TERM=xterm-256color, and waits for its prompt.
    ///
    /// The job-control signals start at their defaults, as in a terminal emulator's shell: a
    /// tmux server started from a process that ignores SIGTTIN and SIGTTOU passes that on to
    /// its panes, and then a job in the background would draw instead of being stopped.
    static func interactiveShell(
        width: Int = 80, height: Int = 24, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> TmuxSession {
        let binary = try Binary.listedit(sourceLocation: sourceLocation)
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let defaults = "import os, signal; "
            + "[signal.signal(s, signal.SIG_DFL) for s in (signal.SIGTTIN, signal.SIGTTOU, signal.SIGTSTP)]; "
            + "os.execvp('bash', ['bash', '--norc', '--noprofile', '-i'])"
        let script = """
            exec env -i PATH=\(shellQuoted(path)) HOME="$HOME" XDG_CONFIG_HOME="$PWD/.config" LANG=C.UTF-8 TERM=xterm-256color \
            PS1='$ ' LISTEDIT=\(shellQuoted(binary)) /usr/bin/python3 -c \(shellQuoted(defaults))
            """
        let session = try TmuxSession(script: script, width: width, height: height, sourceLocation: sourceLocation)
        do {
            try session.waitFor("the shell's prompt", sourceLocation: sourceLocation) { $0.line(1) == "$" }
        } catch {
            session.close()
            throw error
        }
        return session
    }
}

/// Running listedit as another user (nobody) from an interactive shell, as root: the binary
/// is copied where that user may run it (a test build's folder may be private), and the
/// state folder is the scratch folder's `state`.
enum AsNobody {
    /// Shell words that copy the binary to `nobody/listedit` in the current folder.
    static let prepare = "mkdir -m 755 nobody && cp \"$LISTEDIT\" nobody/listedit"
    /// The command that runs that copy as nobody, ready for its arguments.
    static let listedit = "setpriv --reuid=65534 --regid=65534 --clear-groups env HOME=/nonexistent "
        + "XDG_STATE_HOME=\"$PWD/state\" ./nobody/listedit --no-animation"
}
