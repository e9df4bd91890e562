import TerminalText
import TerminalScreen
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
    /// The row's controls: in editing mode, and a selected row's check outside it.
    var controls: RowControls?
    /// Whether the table is in editing mode (the reorder column is kept clear).
    var isEditing: Bool
    /// Whether the controls are still fading in (editing mode entered with animation).
    var controlsDim: Bool
    /// The buttons the row shows: its Delete button or its actions.
    var buttons: RowButtons?
    /// How an arriving row is drawn at this moment.
    var arrival: ArrivalFrame
    /// The filter's query, whose matches are marked.
    var highlight: FilterQuery?
    /// The row's tag and the tag column's width, when the rows have tags.
    var tag: RowTag?
    var tagWidth: Int
    /// Columns the text is indented by: its depth in an outline.
    var indentation = 0
    /// How many rows the row's fold hides (0: it is not folded), shown as `(+N)`.
    var foldedCount = 0
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
            | UInt64(fillsLine ? 4 : 0) | UInt64(buttons == nil ? 0 : 8) | UInt64(controlsDim ? 16 : 0))
        if let highlight { for byte in highlight.text.utf8 { mix(UInt64(byte) | 0x100) } }
        if let tag {
            for byte in tag.text.utf8 { mix(UInt64(byte) | 0x200) }
            mix(UInt64(tag.coveredBytes) << 24 | UInt64(tag.color.code) << 8 | (tag.problem == nil ? 0 : 1))
        }
        mix(UInt64(tagWidth) | UInt64(indentation) << 32)
        mix(UInt64(foldedCount))
        switch arrival {
        case .settled: mix(0)
        case .dim: mix(1)
        case let .shiftedRight(fraction): mix(2); mix(fraction.bitPattern)
        case let .shiftedLeft(fraction): mix(3); mix(fraction.bitPattern)
        case let .curtain(style): mix(4); mix(UInt64(truncatingIfNeeded: style.hashValue))
        }
        return hash
    }
}

/// The lines of the rows drawn in the last frame, with what they were drawn from, so that a
/// row still on screen after a key (the same text, in the same state) is copied from that
/// frame rather than laid out again. After a scroll or a deletion nearly every row is one of
/// them. The top bar is kept the same way.
///
/// Only the last frame is kept (the frame itself, which the terminal keeps anyway, and what
/// each of its row lines was drawn from), and a row is looked for first where it most likely
/// was: on its own line, then one line away (a scroll, a deletion). A frame with a box over
/// the list (help, the text field) is not kept: its lines are not the rows'.
final class RowLineCache {
    /// A row line drawn in a frame.
    private struct Entry {
        var fingerprint: UInt64
        var row: RowLine
    }

    /// What the top bar is drawn from, besides the options.
    struct TopBar: Equatable {
        var isEditing: Bool
        var width: Int
        var showsAdd: Bool
    }

    /// The last frame kept, its row lines, and its top bar; and this frame's, as drawn.
    private(set) var frame: Frame?
    private var previous: [Entry?] = []
    private var previousTopBar: TopBar?
    private var current: [Entry?] = []
    private var currentTopBar: TopBar?

    /// Starts a frame of `height` lines.
    func beginFrame(height: Int) {
        current = Array(repeating: nil, count: height)
        currentTopBar = nil
    }

    /// The line where the last frame drew `row` (whose fingerprint is `fingerprint`), if it
    /// did. `line` is where it goes now.
    func reuse(_ row: RowLine, fingerprint: UInt64, at line: Int) -> Int? {
        // One read of the stored array: each access to a class's stored property is checked
        // for exclusivity at run time.
        let previous = self.previous
        func match(_ candidate: Int) -> Int? {
            guard previous.indices.contains(candidate), let entry = previous[candidate],
                  entry.fingerprint == fingerprint, entry.row == row else { return nil }
            return candidate
        }
        if let drawn = match(line) ?? match(line + 1) ?? match(line - 1) { return drawn }
        for candidate in previous.indices where candidate < line - 1 || candidate > line + 1 {
            if let drawn = match(candidate) { return drawn }
        }
        return nil
    }

    /// Records that this frame drew `row` on screen line `line`.
    func keep(_ row: RowLine, fingerprint: UInt64, at line: Int) {
        guard current.indices.contains(line) else { return }
        current[line] = Entry(fingerprint: fingerprint, row: row)
    }

    /// Whether the last frame's top bar was drawn for the same editing state and width.
    func hasTopBar(_ topBar: TopBar) -> Bool { previousTopBar == topBar }

    /// Records this frame's top bar.
    func keepTopBar(_ topBar: TopBar) {
        currentTopBar = topBar
    }

    /// Ends a frame: `frame`, as it will be shown, and its lines become what the next frame
    /// can copy; `nil` (a box covers the list) keeps nothing.
    func endFrame(_ frame: Frame?) {
        self.frame = frame
        if frame == nil {
            previous = []
            previousTopBar = nil
        } else {
            swap(&previous, &current)
            previousTopBar = currentTopBar
        }
        current = []
        currentTopBar = nil
    }

    /// Forgets everything (the look changed).
    func removeAll() {
        endFrame(nil)
    }
}
