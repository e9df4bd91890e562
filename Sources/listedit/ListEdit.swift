import ArgumentParser
import LibC
import ListDocument
import ListEditApp
import ListEditConfig
import SampleList
import TableKit
import TableTerminal

/// `listedit`: the command line (docs/listedit.1 is its manual).
struct ListEdit: ParsableCommand {
    static let version = "0.2.0"

    static let configuration = CommandConfiguration(
        commandName: "listedit",
        abstract: "Edit a list in the terminal: delete, insert and reorder rows, as in UIKit's table editing mode.",
        // One line a paragraph: the argument parser wraps to the terminal's width itself.
        discussion: """
            listedit FILE edits FILE (created on the first save if missing). The format comes \
            from the name: .md Markdown, .json JSON, git-rebase-todo a git todo, anything else \
            one row per line; --format overrides it.

            cmd | listedit | cmd2 edits piped text (at most 64 MiB) on the terminal and writes \
            the final list to standard output when you quit with q. FILE - is standard input too.

            With no FILE and stdin a terminal, opens the built-in sample list. Press ? for keys.

            Exit status: 0 after quitting; 1 after Ctrl-C on a file or the sample (git reads it \
            as "the editor failed" and aborts the rebase), or a failed operation; 130 after \
            Ctrl-C in a pipe; 141 when the command after it in a pipe has gone (the list is \
            kept); 2 for bad usage or when there is no usable terminal. With --pick: 0 when rows \
            were chosen and printed, 1 when there was nothing to choose, 130 after Esc or Ctrl-C.

            Nothing is lost: after Ctrl-C, a signal (SIGTERM, SIGHUP, SIGINT and the like) or \
            a crash, the unsaved edits of a file (but a git todo's, which Ctrl-C means to throw \
            away) go to FILE.listedit-emergency (mode 0600; or ~/.local/state/listedit when \
            the folder cannot take it), and stderr says where; opening FILE offers them back. \
            Opening FILE removes the temporary files of its saves that were killed \
            (.FILE.listedit-PID-N).
            """,
        // The number alone on the first line, as scripts expect; then which platform paths
        // this build takes (docs/PORTABILITY.md), for a bug report and for the tests.
        version: version + "\n" + BuildPaths.summary
    )

    @Argument(help: "The file to edit.")
    var file: String?

    @Option(help: "The format: lines, markdown, json or git-todo (default: from the file name; lines for a pipe).")
    var format: Format?

    @Flag(name: .customLong("no-animation"), help: "Do not animate deletes, inserts and moves.")
    var noAnimation = false

    @Flag(name: [.customLong("pick"), .customShort("m")],
          help: "Choose rows, as fzf --multi: v, V or Space check them, Enter prints them (or the cursor's row), Esc prints nothing. --pick=1 chooses one.")
    var pick = false

    @Flag(name: .customLong("pick-one"), help: .hidden)
    var pickOne = false

    @Option(help: "Start with the filter set to this query.")
    var query: String?

    @Flag(name: [.customLong("select-1"), .customShort("1")], help: "With --pick: when exactly one row matches, print it at once.")
    var selectOne = false

    @Flag(name: [.customLong("exit-0"), .customShort("0")], help: "With --pick: when no row matches, exit 1 at once.")
    var exitZero = false

    @Option(help: "No interface: print the rows the filter keeps for this query (smart case, substring); exit 1 when none.")
    var filter: String?

    // Unconditional, so that `--header-lines -1` is told it needs 0 or more rather than
    // read as the -1 flag (with "Missing value").
    @Option(name: .customLong("header-lines"), parsing: .unconditional,
            help: ArgumentHelp("The first N lines are a fixed header above the rows: not editable, kept while filtering, written back first, never printed by --pick.", valueName: "N"))
    var headerLines = 0

    @Flag(help: "Rows are separated by NUL bytes on input (find -print0): a newline inside one stays in it, shown as ^J.")
    var read0 = false

    @Flag(help: "Rows are separated by NUL bytes on output (xargs -0).")
    var print0 = false

    @Option(help: ArgumentHelp(
        "Show this command's output for the cursor's row in a pane: {} is the row (quoted for sh), {1} its first field, {n} its number, {+} the checked rows. ^E/^Y scroll it, ^T hides it.",
        valueName: "CMD"))
    var preview: String?

    @Option(name: .customLong("preview-window"),
            help: ArgumentHelp("Where the preview pane goes: right:50% (the default), bottom:40%, and :hidden to start hidden.", valueName: "SPEC"))
    var previewWindow: String?

    @Flag(name: .customLong("no-mouse"), help: "Leave the mouse to the terminal (select text with it); keys only.")
    var noMouse = false

    @Option(name: .customLong("config"),
            help: ArgumentHelp("Read this configuration file instead of ~/.config/listedit/config ($XDG_CONFIG_HOME).", valueName: "FILE"))
    var configFile: String?

    @Flag(name: .customLong("no-config"), help: "Read no configuration file.")
    var noConfig = false

    @Flag(name: .customLong("print-config"), help: "Print the configuration in effect (keys, colours, options) as a file that sets it, and exit.")
    var printConfig = false

    @Flag(name: .customLong("no-clipboard"), help: "Do not put yanked rows on the terminal's clipboard (OSC 52).")
    var noClipboard = false

    @Flag(help: "Draw controls with ASCII: (-) (+) =.")
    var ascii = false

    @Option(help: "The title shown in the top bar.")
    var title: String?

    func validate() throws {
        guard headerLines >= 0 else { throw ValidationError("--header-lines takes a number of lines, 0 or more") }
        if let previewWindow {
            do { _ = try PreviewWindow(parsing: previewWindow) } catch { throw ValidationError("--preview-window: \(error)") }
        }
    }

    func run() throws {
        try run(configuration: Configuration(), source: nil)
    }

    /// Runs with the configuration file's settings (read from `source`, if any), under the
    /// command line's.
    func run(configuration: Configuration, source: String?) throws {
        let utf8 = DisplayWidth.prepareLocale()
        var options = ViewOptions(
            title: title ?? "",
            glyphs: ascii || !utf8 ? .ascii : .unicode,
            animations: !noAnimation)
        options.copiesToClipboard = !noClipboard
        options.usesMouse = !noMouse && configuration.mouse != false
        configuration.apply(to: &options)
        if noColor { options.theme = options.monochromeTheme }
        if let preview {
            let window = try previewWindow.map(PreviewWindow.init(parsing:)) ?? configuration.previewWindow ?? PreviewWindow()
            options.preview = PreviewOptions(command: preview, window: window)
        }
        if printConfig {
            if options.preview == nil, let window = configuration.previewWindow { options.preview = PreviewOptions(command: "", window: window) }
            return print(Configuration.printed(options, mouse: options.usesMouse, flags: configuration.flags, source: source), terminator: "")
        }
        if file == "-", isatty(STDIN_FILENO) != 0 {
            // As `cat -` would, but a list read from the keyboard has no end to wait for.
            throw Failure(status: 2, message: "-: standard input is a terminal; pipe text in (cmd | listedit -)")
        }
        if let filter {
            return try printMatches(of: filter)
        }
        if pick || pickOne {
            options.pick = pickOne ? .single : .multiple
            return try pickRows(options: options)
        }
        if let file, file != "-" {
            try editFile(file, options: options)
        } else if isatty(STDIN_FILENO) == 0 {
            try editPipe(options: options)
        } else {
            try showSample(options: options)
        }
    }

    // MARK: - Modes

    private func showSample(options: ViewOptions) throws {
        let list = SampleList()
        list.nameControls(insertion: options.glyphs.insertion, deletion: options.glyphs.deletion, reorder: options.glyphs.reorder)
        let table = Table(dataSource: list, delegate: list)
        let host = SampleHost(list: list, table: table)
        var options = options
        if options.title.isEmpty { options.title = "ListEdit sample" }
        let outcome = try present(table, host: host, options: options)
        withExtendedLifetime((list, host)) {}
        switch outcome {
        case .exit(.quit), .exit(.handOn), .exit(.chosen), .exit(.nothingChosen): return
        case .exit(.abort): throw ExitCode(1)
        case let .signal(signal): try stop(by: signal, unsaved: nil)
        }
    }

    private func editFile(_ path: String, options: ViewOptions) throws {
        let format = format ?? Format.forFileName(path)
        let comment = format == .gitTodo ? GitConfig.commentCharacter() : UInt8(ascii: "#")
        let file: DocumentFile
        do {
            file = try DocumentFile(
                path: path, format: format, commentCharacter: comment, headerLines: headerLines, reading: BackgroundReading.fromEnvironment())
        } catch {
            throw Failure(status: 1, message: "\(error)")
        }
        // Started in the background, listedit is stopped as soon as it sets the terminal's
        // modes, until `fg`: the file is read whole first, so that what another program does
        // to it meanwhile changes nothing listedit shows (the first frame waits for fg anyway).
        if BackgroundReading.isInBackground() { _ = file.finishReading() }
        if format == .gitTodo {
            file.document.dropsByRewriting = GitConfig.checksMissingCommits()
            file.document.gitCommitExists = GitConfig.commitExists
        }
        let table = Table(dataSource: file.document, delegate: file.document)
        // Another listedit with the file open is asked about, as vim's swap file is; this one's
        // mark goes when it leaves, however it leaves but a crash.
        let otherInstances = OpenMarker.holders(of: file.target)
        let marker = OpenMarker.mark(file.target)
        defer { marker.remove() }
        let host = FileHost(
            session: EditingSession(file: file, table: table), copies: EmergencyCopy.copies(of: path),
            backups: file.leftoverBackups(), otherInstances: otherInstances)
        var options = options
        if options.title.isEmpty { options.title = format == .gitTodo ? "git rebase todo" : baseName(path) }
        let reclaimed = file.removeStaleTemporaries()
        var notices: [String] = []
        if file.document.isReadOnly { notices.append("Read-only: binary content (a NUL byte)") }
        if format == .json, file.document.model.sections.isEmpty, !file.isNew {
            notices.append("Nothing to list: this JSON object holds no array (its members are kept as they are)")
        }
        // vim's "[readonly]" when it opens such a file; the status line keeps saying it.
        if file.isWriteProtected { notices.append("Read-only: no write permission, a save asks first") }
        if let folder = file.missingFolder {
            notices.append("New file, in a folder that does not exist: create \(folder) before saving")
        } else if file.isNew {
            notices.append("New file: created on the first save")
        }
        if reclaimed.files > 0 {
            notices.append(
                "Removed \(reclaimed.files == 1 ? "a temporary file" : "\(reclaimed.files) temporary files") "
                    + "left by an interrupted save (\(byteCountText(reclaimed.bytes)))")
        }
        let notice = notices.isEmpty
            ? nil : StatusMessage(text: notices.joined(separator: "; "), isError: file.document.isReadOnly)
        UnsavedEditsOnCrash.source = {
            // A file not yet read whole is kept as its edits and the version they apply to:
            // nothing waits for the rest of it.
            let session = host.session
            return session.hasEditsOutsideAnyCopy ? .file(session.file) : nil
        }
        defer { UnsavedEditsOnCrash.source = nil }
        let outcome = try present(table, host: host, options: options, notice: notice, question: host.startupQuestion)
        withExtendedLifetime((file, host)) {}
        // Ctrl-C on a git todo is how a rebase is aborted: its edits are meant to go.
        let keepsOnAbort = format != .gitTodo
        // The session now (a recovered copy makes a new one).
        let session = host.session
        let unsaved = { (keep: Bool) -> UnsavedEdits? in
            guard keep, session.hasEditsOutsideAnyCopy else { return nil }
            if session.file.readFailure != nil {
                // Not the file as it is now, but the edits are the user's: kept, and said so.
                writeError("listedit: \(path) changed while it was being read: the unsaved copy holds your edits to it as it was\n")
            }
            return .file(session.file)
        }
        switch outcome {
        case .exit(.quit), .exit(.handOn), .exit(.chosen), .exit(.nothingChosen): return
        case .exit(.abort):
            if let unsaved = unsaved(keepsOnAbort) { keepEmergencyCopy(unsaved) }
            throw ExitCode(1)
        case let .signal(signal):
            marker.remove()
            try stop(by: signal, unsaved: unsaved(signal != SIGINT || keepsOnAbort))
        }
    }

    private func editPipe(options: ViewOptions) throws {
        let document: ListDocument
        do {
            document = try ListDocument(
                bytes: try PipeInput.readStandardInput(), format: format ?? .lines, headerLines: headerLines,
                separator: read0 ? 0 : nil)
        } catch {
            throw Failure(status: 1, message: "standard input: \(error)")
        }
        let table = Table(dataSource: document, delegate: document)
        let host = PipeHost(table: table)
        UnsavedEditsOnCrash.source = { host.hasUnsavedChanges ? .pipe(document) : nil }
        defer { UnsavedEditsOnCrash.source = nil }
        var options = options
        if options.title.isEmpty { options.title = "standard input" }
        let outcome = try present(table, host: host, options: options)
        withExtendedLifetime((document, host)) {}
        switch outcome {
        case .exit(.quit), .exit(.handOn), .exit(.chosen), .exit(.nothingChosen):
            // The terminal is restored before anything reaches stdout: a closed pipe downstream
            // (SIGPIPE) cannot leave it raw, and no escape byte ever goes to stdout.
            let failure = writeAll(handedOn(document), to: STDOUT_FILENO)
            guard failure == 0 else {
                // The command after listedit is gone (or stdout fails): the list edited here
                // was not handed on, so it is kept, and the status says a pipe broke.
                writeError("listedit: the list could not be written to standard output: \(String(cString: strerror(failure)))\n")
                if host.hasUnsavedChanges { keepEmergencyCopy(.pipe(document)) }
                throw ExitCode(128 + SIGPIPE)
            }
        case .exit(.abort):
            throw ExitCode(130)
        case let .signal(signal):
            // An interrupt in a pipe means abort, as Ctrl-C does: nothing is kept.
            try stop(by: signal, unsaved: host.hasUnsavedChanges && signal != SIGINT ? .pipe(document) : nil)
        }
    }

    // MARK: - The terminal

    /// Opens the terminal, runs the view until the user leaves or a signal arrives, and
    /// restores the terminal. A `notice` shows on the status line; a `question` waits there
    /// for its answer first; `beforeRestoring` is handed the outcome while the terminal is
    /// still the view's (what does not write to the terminal need not wait for it).
    func present(
        _ table: Table, host: any ListHost, options: ViewOptions, notice: StatusMessage? = nil, question: HostQuestion? = nil,
        beforeRestoring: (RunOutcome) throws -> Void = { _ in }
    ) throws -> RunOutcome {
        let terminal: CursesTerminal
        do {
            terminal = try CursesTerminal(mouse: options.usesMouse)
        } catch {
            throw Failure(status: 2, message: "\(error)")
        }
        var options = options
        if !terminal.supportsColor { options.theme = options.monochromeTheme }
        let program = ListProgram(table: table, options: options, host: host, size: terminal.size, clock: TerminalClock.seconds)
        program.pasteboard = SharedPasteboard()
        (host as? FileHost)?.pasteboard = program.pasteboard
        program.previewRunner = ProcessPreviewRunner()
        if (table.dataSource as? ListDocument)?.format == .gitTodo { program.appKeys = GitTodoPane.keys }
        if let query, !query.isEmpty {
            // As if typed: the filter field, the query, Enter keeps it.
            program.send(keys: [.character("/")] + query.map { Key.character($0) } + [.enter])
        }
        if let notice { program.show(notice) }
        if let question { program.ask(question) }
        let outcome = RunLoop.run(program, on: terminal)
        // Told to stop with a row being typed: the row goes into the list, and so into the
        // unsaved copy, rather than being lost with the field.
        if case .signal = outcome { program.submitTypedRow() }
        defer { terminal.close() }
        try beforeRestoring(outcome)
        return outcome
    }

    /// After a signal (the terminal already restored): unsaved edits go to an emergency copy,
    /// then the program dies by the same signal.
    /// - Parameter unsaved: the edits to keep (nil: nothing to keep, or nothing that should be).
    func stop(by signal: Int32, unsaved: UnsavedEdits?) throws {
        if let unsaved { keepEmergencyCopy(unsaved) }
        LibC.signal(signal, SIG_DFL)
        raise(signal)
        throw ExitCode(128 + signal)
    }

    /// Writes unsaved edits to an emergency copy beside the file (or in the current folder)
    /// and says where on stderr.
    private func keepEmergencyCopy(_ unsaved: UnsavedEdits) {
        do {
            let copy = try unsaved.keep()
            let elsewhere = copy.notBesideBecause.map { " (not beside the file: \($0))" } ?? ""
            writeError("listedit: unsaved changes written to \(copy.path)\(elsewhere)\n")
        } catch {
            writeError("listedit: unsaved changes could not be kept: \(error)\n")
        }
    }

    private var noColor: Bool {
        guard let value = getenv("NO_COLOR") else { return false }
        return value.pointee != 0
    }
}

extension Format: ExpressibleByArgument {}
