import ListDocument
import TableKit
import TableTerminal

/// A big file shown from its first part while the rest is read in the background
/// (``DocumentFile/Reading/inBackground(firstPart:pace:)``): its rows join the table as they
/// come, in its last section, after every row there.
extension FileHost {
    public var readingProgress: ReadingProgress? {
        session.file.readProgress.map { ReadingProgress(bytesRead: $0.read, size: $0.size) }
    }

    public func takeRowsRead() {
        appendToTable(session.file.takeRowsRead())
    }

    public func finishReading(progress: (ReadingProgress) -> Bool) {
        let file = session.file
        while file.isReading {
            appendToTable(file.takeRowsRead())
            if let reading = readingProgress, !progress(reading) { return }
            file.waitForReader(timeout: 0.05)
        }
    }

    public func lastRows(_ count: Int) -> [[UInt8]]? {
        session.file.lastRows(count)
    }

    /// Ctrl-Z: the rest of the file is read first, so that no writer can change it under a
    /// read that a stop left half-done (a stopped process's reader stops with it).
    public func willSuspend() {
        finishReading { _ in true }
    }

    /// Tells the table about `count` rows the document added at the end of its last section.
    private func appendToTable(_ count: Int) {
        let table = session.table
        guard count > 0, table.numberOfSections > 0 else { return }
        do {
            try table.appendRows(count, toSection: table.numberOfSections - 1)
        } catch {
            // The document and the table disagree: only a reload can bring them together.
            table.reloadData()
        }
    }
}
