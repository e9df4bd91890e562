import TableKit
import TableTerminal

/// The tutorial's app: a todo list in sections, edited with UIKit's editing mode (`e`), its
/// rows added (`+`), retyped (Enter), deleted (`d d`) and dragged (`J`, `K`), undone (`u`).
public final class Todos: TableSectionsDataSource, TableEditingDataSource, TableMovingDataSource, ListEditingSource {
    public var model = TableSections([
        TableSection(header: "Today", rows: ["Water the plants", "Call the bank"]),
        TableSection(header: "Later", rows: ["Fix the bike", "Learn the ukulele"]),
    ])

    public init() {}

    public func table(_ table: Table, commit style: EditingStyle, forRowAt indexPath: IndexPath) throws {
        if style == .delete { try table.edit(of: self) { $0.deleteRows(at: [indexPath], with: .fade) } }
    }

    /// The app: the list, and `t` to move a todo to the top of Today.
    public func app() -> TableApp {
        let app = TableApp(table: Table(dataSource: self), title: "Todo")
        app.bind(.character("t"), help: "move the todo to the top of Today") { program in
            guard let row = program.state.cursor, row != IndexPath(row: 0, section: 0) else { return nil }
            try program.table.edit(of: self) { $0.moveRow(at: row, to: IndexPath(row: 0, section: 0)) }
            return "Moved to the top of Today"
        }
        return app
    }
}
