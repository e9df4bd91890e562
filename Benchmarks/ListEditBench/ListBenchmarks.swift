import ListDocument
import TableKit
import TableTerminal
import TestSupport

/// Edits on long lists whose rows' bytes depend on their places: a Markdown list of 100,000
/// numbered items (renumbering) and a JSON array of 100,000 numbers, one per line (spacing,
/// the type a new element takes). Each edit is undone before the next run, untimed.
func runListBenchmarks(_ report: Report) throws {
    let count = 100_000
    let markdown = (1...count).map { "\($0). item \($0)\n" }.joined()
    try measureEdits(report, bytes: Array(markdown.utf8), format: .markdown, label: count.groupedDigits + " numbered items") {
        document, table in
        [
            ("move an item one place down (J)", { _ = try table.dragAndDropRow(at: ip(count / 2), step: .down) }),
            ("move the last item to the top (all renumbered)", { try table.edit(of: document) { $0.moveRow(at: ip(count - 1), to: ip(0)) } }),
            ("delete the first item (all renumbered)", { try table.edit(of: document) { $0.deleteRows(at: [ip(0)]) } }),
            ("retype an item", {
                try table.edit(of: document) { $0.reloadRow(at: ip(count / 2), with: document.retypedRow(at: ip(count / 2), text: "retyped")) }
            }),
        ]
    }
    let json = "[\n" + (1...count).map { "  \($0)" }.joined(separator: ",\n") + "\n]\n"
    try measureEdits(report, bytes: Array(json.utf8), format: .json, label: count.groupedDigits + " JSON numbers") {
        document, table in
        [
            ("add an element (its siblings' type)", {
                let path = document.indexPathForAddedRow(inSection: 0)
                try table.edit(of: document) { $0.insertRow(document.newRow(text: "7", at: path), at: path) }
            }),
            ("move the first element to the end", { try table.edit(of: document) { $0.moveRow(at: ip(0), to: ip(count - 1)) } }),
            ("retype an element", {
                try table.edit(of: document) { $0.reloadRow(at: ip(count / 2), with: document.retypedRow(at: ip(count / 2), text: "true")) }
            }),
        ]
    }
}

/// Times each edit `edits` names on a document of `bytes`, undoing it between runs.
private func measureEdits(
    _ report: Report, bytes: [UInt8], format: Format, label: String,
    _ edits: (ListDocument, Table) -> [(String, () throws -> Void)]
) throws {
    let document = try ListDocument(bytes: bytes, format: format)
    let table = Table(dataSource: document, delegate: document)
    table.setEditing(true)
    for (name, edit) in edits(document, table) {
        report.record(name, table: label, operations: 1, try Measure.median(runs: 21, setUp: {
            if table.canUndo { try? table.undo() }
        }) { _ in try edit() })
    }
    withExtendedLifetime(document) {}
}
