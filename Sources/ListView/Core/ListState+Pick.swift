import TableKit

extension ListState {
    /// `--pick`, Enter: the checked rows in list order, or the cursor's row when none is
    /// checked (with one choice allowed, always the cursor's); nothing to choose when no row
    /// is shown.
    mutating func choose(_ env: ListEnvironment) -> [ListEffect] {
        let table = env.table
        guard visibleRows(table).count > 0, let cursor else { return [.exit(.nothingChosen)] }
        if env.options.pick == .multiple, let checked = table.indexPathsForSelectedRows, !checked.isEmpty {
            return [.exit(.chosen(checked.sorted()))]
        }
        return [.exit(.chosen([cursor]))]
    }
}
