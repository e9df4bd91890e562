import TableKit

extension ListState {
    /// What the status line says while the view waits for the file.
    static let waitingForTheRest = "Reading the rest of the file… (Esc stops waiting)"
    static let waitingForRows = "Reading the file as far as the count goes… (Esc stops waiting)"
    static let stoppingAfterTheRest = "Reading the rest of the file, then stopping… (Esc stays)"

    /// The file is whole: the table's rows take the file's end's place, and a word about the
    /// reading is not true any more.
    mutating func readingEnded(_ table: Table) {
        leaveFileEnd(table)
        if let text = status?.text, text.contains("still being read") || text == Self.stoppingAfterTheRest { status = nil }
    }

    /// How many of the file's last rows `G` asks for while the file is read: screens of them
    /// to scroll up through, in no more than a few hundred KiB of most files.
    static let fileEndRows = 1_000

    /// Whether `G` can show the file's end before the rest is read: every row is on show (no
    /// filter, no fold, nothing picked up), so that the file's last row is the list's.
    func canShowFileEnd(_ table: Table) -> Bool {
        !visibleRows(table).hidesRows && table.drag == nil && table.deleteConfirmationIndexPath == nil
            && table.swipeActions == nil
    }

    /// The file's last rows, as the host found them (``ListEvent/fileEndRead(_:)``): shown,
    /// the cursor on the last; or, if the host could not find them, a wait for the whole file.
    mutating func showFileEnd(_ rows: [[UInt8]]?) -> [ListEffect] {
        guard let rows, !rows.isEmpty else {
            motionAfterReading = MotionAfterReading(intent: .lastRow, count: nil)
            report(Self.waitingForTheRest)
            return [.finishReading]
        }
        fileEnd = FileEnd(rows: rows, height: bodyHeight)
        return []
    }

    /// An intent while the file's end is shown: the cursor's motions move among its rows,
    /// Esc and `gg` leave them, and what acts on a row waits for the reading to reach it
    /// (then acts on the same row of the table). Nil: the intent acts as usual.
    mutating func performAtFileEnd(_ intent: Intent, count: Int?) -> [ListEffect]? {
        guard var end = fileEnd, overlay == .none else { return nil }
        let height = bodyHeight
        switch intent {
        case .nextRow: end.moveCursor(by: count ?? 1, height: height)
        case .previousRow:
            end.moveCursor(by: -(count ?? 1), height: height)
            if end.cursor == 0, let reading {
                report("The rows above are still being read (\(reading.percent)%): gg goes to the first")
            }
        case .pageDown: end.moveCursor(by: max(1, height - 1), height: height)
        case .pageUp: end.moveCursor(by: -max(1, height - 1), height: height)
        case .halfPageDown: end.moveCursor(by: max(1, height / 2), height: height)
        case .halfPageUp: end.moveCursor(by: -max(1, height / 2), height: height)
        case .lastRow where count == nil: end.moveCursor(by: end.rows.count, height: height)
        case .cancel where pendingPrefix == nil, .dismiss where pendingPrefix == nil:
            // Back to the row the cursor was on before `G`.
            fileEnd = nil
            return []
        case .searchNext, .searchPrevious:
            // A match among the file's end, at once; past it, the search waits for the file.
            guard let row = lastQuery.flatMap({ end.row(matching: $0, forward: intent == .searchNext, times: count ?? 1) }) else {
                return waitForTheFile(intent, count: count)
            }
            end.moveCursor(by: row - end.cursor, height: height)
        case .firstRow, .lastRow, .filter, .commandLine, .filterByFirstWord:
            // Where these go is counted from the list's start: from the rows read.
            fileEnd = nil
            return nil
        case .countDigit, .zPrefix, .yPrefix, .indentPrefix, .outdentPrefix, .foldPrefix, .cancel, .dismiss,
             .help, .quit, .quitWithoutSaving, .abort, .suspend, .redraw, .toggleEditing, .abandonPick:
            return nil
        default:
            return waitForTheFile(intent, count: count)
        }
        fileEnd = end
        return []
    }

    /// `intent` once the file is whole, on the same row counted from its end.
    private mutating func waitForTheFile(_ intent: Intent, count: Int?) -> [ListEffect] {
        motionAfterReading = MotionAfterReading(intent: intent, count: count)
        report(Self.waitingForTheRest)
        return [.finishReading]
    }

    /// The file is whole: the file's end shown gives way to the table's rows, the cursor on
    /// the same row (as far from the last) on the same line of the screen.
    mutating func leaveFileEnd(_ table: Table) {
        guard let end = fileEnd else { return }
        fileEnd = nil
        let rows = visibleRows(table)
        guard rows.count > 0 else { return }
        let place = max(0, rows.count - 1 - end.rowsFromEnd)
        cursor = rows.indexPath(clampedTo: place)
        top = rows.indexPath(clampedTo: max(0, place - (end.cursor - end.top))).map(BodyItem.row)
    }
}
