import LibC
import ListDocument
import SampleList
import TableKit
import TableTerminal

/// Saving the sample list: it has no file, so the first save asks for a name; a `.md` name
/// gets Markdown (each section a heading over its items), any other the items one per line,
/// written as every save is (atomically, through ListDocument).
public final class SampleHost: ListHost {
    /// The sample.
    public let list: SampleList
    /// The table showing it.
    public let table: Table
    private var path: String?
    private var saved: SavePoint

    /// A host for `list`, shown in `table`.
    public init(list: SampleList, table: Table) {
        self.list = list
        self.table = table
        saved = SavePoint(table)
    }

    public var hasUnsavedChanges: Bool { !saved.isCurrent(in: table) }
    public var needsFileName: Bool { path == nil }
    public var quitWritesOutput: Bool { false }

    public func save(as fileName: String?, overwriting: Bool) throws -> String {
        guard let target = fileName.map(expandTilde) ?? path, !target.isEmpty else { throw SaveError("no file name given") }
        let point = SavePoint(table)
        let markdown = Format.forFileName(target) == .markdown
        try writeFileAtomically(Array((markdown ? markdownText : list.items.map { $0 + "\n" }.joined()).utf8), to: target)
        path = target
        saved = point
        let note = markdown ? "" : " (one a line: name it .md to keep the headings)"
        return "Wrote \(list.items.count) items to \(target)" + note
    }

    /// The sample as Markdown: each section a heading, its items a list under it.
    private var markdownText: String {
        list.model.sections.enumerated().map { index, section in
            let items = section.rows.dropLast().map { "- " + $0 + "\n" }.joined()
            return (index > 0 ? "\n" : "") + "# " + (section.header ?? "") + "\n\n" + items
        }.joined()
    }

    private func expandTilde(_ path: String) -> String {
        guard path.hasPrefix("~/"), let home = getenv("HOME") else { return path }
        return String(cString: home) + path.dropFirst()
    }
}

/// Why a save could not be done, in words for the status line.
struct SaveError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
