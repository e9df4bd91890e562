import TableKit

/// What ``ListState/update(_:in:)`` reads besides the event: the table it acts on, the
/// program around the view, the options and the time. Everything here is given, so tests
/// control all of it.
public struct ListEnvironment {
    /// The table shown.
    public var table: Table
    /// The program around the view, for what it knows (unsaved changes, whether `q` hands
    /// the list on); saving is an effect, never called from `update`.
    public var host: (any ListHost)?
    /// How the view looks and behaves.
    public var options: ViewOptions
    /// The time, in seconds, for animations.
    public var now: Double
    /// Where yanked and deleted rows go, and puts take them from.
    public var pasteboard: any ListPasteboard
    /// Whether the user typed something since the event began (the terminal's
    /// ``Terminal/hasPendingInput()``): long work, a filter's search of a hundred million
    /// rows, stops to let it be read, and goes on at the next tick. Nil: work runs to its end.
    public var inputIsPending: (() -> Bool)?
    /// Whether the user asked to stop (Esc or Ctrl-C typed since the event began): work whose
    /// result the keys typed after it act on (`n` through millions of rows) stops only for
    /// that; other keys are kept, in order, for after it. Nil: work runs to its end.
    public var interruptIsPending: (() -> Bool)?
    /// The table's updates not yet followed by the state.
    let changes: TableChangeLog

    /// An environment for `table`, whose updates `changes` records.
    public init(
        table: Table, host: (any ListHost)?, options: ViewOptions, now: Double, changes: TableChangeLog,
        pasteboard: any ListPasteboard = MemoryPasteboard(), inputIsPending: (() -> Bool)? = nil,
        interruptIsPending: (() -> Bool)? = nil
    ) {
        self.table = table
        self.inputIsPending = inputIsPending
        self.interruptIsPending = interruptIsPending
        self.pasteboard = pasteboard
        self.host = host
        self.options = options
        self.now = now
        self.changes = changes
    }
}

/// Records the updates a table applies, so that the view state can follow them (the cursor
/// stays on its row, the screen on its lines) right after the call that made them.
///
/// The table tells its observer in the middle of the call that changes it; the state, a
/// value being changed by that very call, cannot be reached from there, so the log keeps
/// the news until the state asks.
public final class TableChangeLog: TableObserver {
    /// A change the table made.
    public enum Change: Sendable {
        /// The table applied a batch of updates (inserts, deletes, moves, reloads).
        case update(TableUpdate)
        /// The table reloaded all its data.
        case reload
        /// Rows arrived at the end of a section (the rest of a file being read).
        case appended(rows: Range<Int>, section: Int)
    }

    private var pending: [Change] = []

    /// A log observing `table`, added to its observers (the table's `observer` stays the app's).
    public init(observing table: Table) {
        table.addObserver(self)
    }

    /// The changes since the last call, oldest first.
    public func take() -> [Change] {
        defer { pending.removeAll() }
        return pending
    }

    public func table(_ table: Table, didApply update: TableUpdate) { pending.append(.update(update)) }

    public func tableDidReloadData(_ table: Table) { pending.append(.reload) }

    public func table(_ table: Table, didAppendRows rows: Range<Int>, toSection section: Int) {
        pending.append(.appended(rows: rows, section: section))
    }
}
