import TableKit

extension ViewOptions {
    /// Every line of the help, in order: the app's keys, the data source's section, the pick
    /// keys when choosing, then the key tables'.
    func helpLines(for table: Table) -> [HelpLine] {
        var lines = keys.helpLines()
        if pick != nil {
            let pickKeys = keys.table(.pick)
            lines = [.heading(pickKeys.title)] + pickKeys.bindings.map { .binding(keys: $0.label, text: $0.help) } + lines
        }
        if let section = (table.dataSource as? any ListHelpSource)?.helpSection {
            lines = [.heading(section.title)] + section.lines + lines
        }
        if !appKeysHelp.isEmpty {
            lines = [.heading(title.isEmpty ? "This app" : title)] + appKeysHelp + lines
        }
        return lines
    }
}
