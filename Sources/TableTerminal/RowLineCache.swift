import TableKit

/// Everything a row's screen line is drawn from. Two rows with equal descriptions draw the
/// same cells, wherever they are on the screen.
struct RowLine: Equatable {
    /// The row's text, as the data source gives it.
    enum Text: Equatable {
        case bytes([UInt8])
        case string(String)
    }

    var text: Text
    var style: Style
    var isCursor: Bool
    var isDragged: Bool
    /// Whether the whole line takes the row's style (the cursor's, a dragged or flashing row).
    var fillsLine: Bool
    /// The row's controls, in editing mode.
    var controls: RowControls?
    /// The Delete confirmation button's title, on the row that shows it.
    var deleteTitle: String?
    /// How far an inserted row's text is still shifted right, as a fraction of its room.
    var slide: Double
    var width: Int

    /// A 64-bit FNV-1a hash of the text and the state, to rule out most rows without
    /// comparing them (equal rows have equal fingerprints; the converse is checked).
    var fingerprint: UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        func mix(_ value: UInt64) { hash = (hash ^ value) &* 0x0100_0000_01B3 }
        switch text {
        case let .bytes(bytes): bytes.withUnsafeBufferPointer { for byte in $0 { mix(UInt64(byte)) } }
        case let .string(string): for byte in string.utf8 { mix(UInt64(byte)) }
        }
        mix(UInt64(bitPattern: Int64(width)) << 16 | UInt64(isCursor ? 1 : 0) | UInt64(isDragged ? 2 : 0)
            | UInt64(fillsLine ? 4 : 0) | UInt64(deleteTitle == nil ? 0 : 8))
        mix(slide.bitPattern)
        return hash
    }
}

/// The lines of the rows drawn in the last frame, with what they were drawn from, so that a
/// row still on screen after a key (the same text, in the same state) is copied rather than
/// laid out again. After a scroll or a deletion nearly every row is one of them. The top bar
/// is kept the same way.
///
/// Only the last frame's rows are kept, by screen line, and a row is looked for first where
/// it most likely was: on its own line, then one line away (a scroll, a deletion).
final class RowLineCache {
    /// A drawn line: its cells, and where its Delete button starts if it has one.
    struct Drawn {
        /// A copy, not a slice of the frame: a slice would share the frame's storage, and
        /// the next cell drawn would copy the whole frame.
        var cells: [Cell]
        var deleteButtonStart: Int?
    }

    /// A row line drawn in a frame.
    private struct Entry {
        var fingerprint: UInt64
        var row: RowLine
        var drawn: Drawn
    }

    /// The last frame's row lines and this frame's, by screen line.
    private var previous: [Entry?] = []
    private var current: [Entry?] = []

    /// Starts a frame of `height` lines.
    func beginFrame(height: Int) {
        current = Array(repeating: nil, count: height)
    }

    /// The line drawn for `row` (whose fingerprint is `fingerprint`) in the last frame, if
    /// any. `line` is where it goes now.
    func reuse(_ row: RowLine, fingerprint: UInt64, at line: Int) -> Drawn? {
        // One read of the stored array: each access to a class's stored property is checked
        // for exclusivity at run time.
        let previous = self.previous
        func match(_ candidate: Int) -> Drawn? {
            guard previous.indices.contains(candidate), let entry = previous[candidate],
                  entry.fingerprint == fingerprint, entry.row == row else { return nil }
            return entry.drawn
        }
        if let drawn = match(line) ?? match(line + 1) ?? match(line - 1) { return drawn }
        for candidate in previous.indices where candidate < line - 1 || candidate > line + 1 {
            if let drawn = match(candidate) { return drawn }
        }
        return nil
    }

    /// Keeps what was drawn for `row` on screen line `line` in this frame.
    func keep(_ row: RowLine, fingerprint: UInt64, _ drawn: Drawn, at line: Int) {
        guard current.indices.contains(line) else { return }
        current[line] = Entry(fingerprint: fingerprint, row: row, drawn: drawn)
    }

    /// Ends a frame: its lines become the ones the next frame can reuse.
    func endFrame() {
        swap(&previous, &current)
        current = []
    }

    /// What the top bar is drawn from, besides the options.
    struct TopBar: Equatable {
        var isEditing: Bool
        var width: Int
    }

    /// A drawn top bar: its cells and its buttons' columns.
    struct DrawnTopBar {
        var cells: [Cell]
        var editButton: Range<Int>
        var addButton: Range<Int>
    }

    /// The top bar last drawn, kept here too: it changes only with editing mode and width.
    private var lastTopBar: (key: TopBar, drawn: DrawnTopBar)?

    /// The top bar drawn for `key`, if it was the last one drawn.
    func topBar(_ key: TopBar) -> DrawnTopBar? {
        guard let lastTopBar, lastTopBar.key == key else { return nil }
        return lastTopBar.drawn
    }

    /// Keeps the top bar drawn for `key`.
    func keepTopBar(_ key: TopBar, _ drawn: DrawnTopBar) {
        lastTopBar = (key, drawn)
    }

    /// Forgets every line (the look changed).
    func removeAll() {
        previous = []
        current = []
        lastTopBar = nil
    }
}
