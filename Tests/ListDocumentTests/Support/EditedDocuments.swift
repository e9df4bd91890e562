import TableKit
import ListDocument

/// `text` read as `format`, with a table in editing mode over it, as the view edits it.
func editing(_ text: String, as format: Format) throws -> (ListDocument, Table) {
    let document = try ListDocument(bytes: Array(text.utf8), format: format)
    let table = Table(dataSource: document, delegate: document)
    table.setEditing(true)
    return (document, table)
}

/// The bytes `document` would save, as text.
func written(_ document: ListDocument) -> String { String(decoding: document.serialized(), as: UTF8.self) }
