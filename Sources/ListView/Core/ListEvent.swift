import TerminalScreen
import TableKit

/// Something that happened, for ``ListState/update(_:in:)``.
public enum ListEvent: Sendable {
    /// A key was pressed.
    case key(Key)
    /// The mouse was used.
    case mouse(MouseEvent)
    /// Text was pasted: it goes into an open text field, and is never taken as keys.
    case paste(String)
    /// The screen is now `Size`.
    case resize(Size)
    /// Time passed (the environment says what time it is): animations move on.
    case tick
    /// The table changed outside ``ListState/update(_:in:)``: an app's key action or timer,
    /// or the host reading the file again. The state follows (the cursor stays on its row,
    /// the screen on its lines). ``ListProgram/send(_:)`` sends this itself, before the next
    /// event, with what ``TableChangeLog`` recorded; changes `update` makes are followed at once.
    case tableChanged([TableChangeLog.Change])
    /// A shell command the state asked for (``ListEffect/runShellCommand(_:)``) ended.
    case shellCommandFinished(ShellFilter, ShellCommandResult)
    /// A preview command the state asked for (``ListEffect/startPreview(_:)``) ended.
    case previewFinished(command: String, result: ShellCommandResult)
    /// A save the state asked for (``ListEffect/save(_:)``) finished.
    case saveFinished(SaveOutcome)
    /// The program has something to say on the status line until the next key ("New file",
    /// "Read-only").
    case notice(StatusMessage)
    /// The program asks a question, which stays on the status line until it is answered.
    case ask(HostQuestion)
    /// The host acted on the answer to its question (``ListEffect/answer(_:with:)``), and
    /// may have something to say; it may have reloaded the table.
    case answered(StatusMessage?)
    /// More of the list's file was read (its rows are in the table), or, nil, all of it.
    case readingProgressed(ReadingProgress?)
    /// The user stopped waiting for the rest of the file (Esc): what waited for it is not done.
    case stoppedWaitingForReading
    /// The file's last rows, as the host found them for ``ListEffect/showFileEnd(rows:)``
    /// (nil: it could not, and the view waits for the whole file instead).
    case fileEndRead([[UInt8]]?)
}

/// How a save went.
public enum SaveOutcome: Hashable, Sendable {
    /// Saved; the message says what was written ("Wrote 12 rows to todo.md").
    case saved(message: String, request: SaveRequest)
    /// The host wants the user to confirm first (the file changed on disk, or is read-only);
    /// answering yes repeats the request, overwriting.
    case needsConfirmation(question: String, request: SaveRequest)
    /// Not saved; the message says why. Nothing was lost.
    case failed(message: String)
}

/// What the state asks of the world outside: the run loop performs effects and sends any
/// answer back as an event.
public enum ListEffect: Hashable, Sendable {
    /// Save through the host; the outcome comes back as ``ListEvent/saveFinished(_:)``.
    case save(SaveRequest)
    /// Leave the view.
    case exit(ExitReason)
    /// Hand the terminal back to the shell (Ctrl-Z), then draw everything again.
    case suspend
    /// Run a shell command on rows (`:!cmd`); the result comes back as
    /// ``ListEvent/shellCommandFinished(_:_:)``.
    case runShellCommand(ShellFilter)
    /// Start a preview command in the background (stopping any still running); its end
    /// comes back as ``ListEvent/previewFinished(command:result:)``.
    case startPreview(String)
    /// Stop the preview command still running: its output is no longer wanted.
    case cancelPreview
    /// Ring the terminal's bell: the key means nothing here.
    case bell
    /// Put this text on the terminal's clipboard (a yank), where the terminal accepts it.
    case copyToClipboard(String)
    /// Draw the whole screen again, whatever the terminal is thought to show (Ctrl-L).
    case redraw
    /// Give the host the answer to its question; what it says comes back as
    /// ``ListEvent/answered(_:)``.
    case answer(HostQuestion, with: Character)
    /// Have the host read the file again, dropping unsaved edits (`:e!`); what it says comes
    /// back as ``ListEvent/answered(_:)``.
    case reload
    /// Wait until the host has read the whole file (drawing how far it has got), then send
    /// ``ListEvent/readingProgressed(_:)`` with nil: `G` on a file still being read.
    case finishReading
    /// Find the file's last `rows` rows from its end while its middle is still being read
    /// (``ListHost/lastRows(_:)``), and send them back as ``ListEvent/fileEndRead(_:)``:
    /// `G` on a file still being read.
    case showFileEnd(rows: Int)
}

/// A save to perform.
public struct SaveRequest: Hashable, Sendable {
    /// What to do after saving.
    public enum Then: Hashable, Sendable {
        /// Stay in the view.
        case stay
        /// Leave (the quit prompt's `y`).
        case quit
    }

    /// The file name the user typed, for a list that has none yet.
    public var fileName: String?
    /// Whether the user said yes to the host's question (overwrite a file that changed on
    /// disk, write a read-only file).
    public var overwriting: Bool
    /// What follows a successful save.
    public var then: Then

    /// Creates a request.
    public init(fileName: String? = nil, overwriting: Bool = false, then: Then = .stay) {
        self.fileName = fileName
        self.overwriting = overwriting
        self.then = then
    }
}

/// Why the view ended.
public enum ExitReason: Hashable, Sendable {
    /// The user quit: saved, unchanged or discarded.
    case quit
    /// The user quit a list that is handed on when done (a pipe): the program writes it to
    /// standard output once the terminal is restored.
    case handOn
    /// Ctrl-C: leave without writing anything.
    case abort
    /// `--pick`: Enter chose these rows (in list order); the program prints them.
    case chosen([IndexPath])
    /// `--pick`: Enter with no row to choose (the filter matches none, the list is empty).
    case nothingChosen
}
