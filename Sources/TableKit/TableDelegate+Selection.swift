extension TableDelegate {
    /// What the UIKit-named ``tableView(_:willSelectRowAt:)`` says.
    public func table(_ table: Table, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        tableView(table, willSelectRowAt: indexPath)
    }
    /// Sends the UIKit-named ``tableView(_:didSelectRowAt:)``.
    public func table(_ table: Table, didSelectRowAt indexPath: IndexPath) {
        tableView(table, didSelectRowAt: indexPath)
    }
    /// What the UIKit-named ``tableView(_:willDeselectRowAt:)`` says.
    public func table(_ table: Table, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        tableView(table, willDeselectRowAt: indexPath)
    }
    /// Sends the UIKit-named ``tableView(_:didDeselectRowAt:)``.
    public func table(_ table: Table, didDeselectRowAt indexPath: IndexPath) {
        tableView(table, didDeselectRowAt: indexPath)
    }
    /// What the UIKit-named ``tableView(_:leadingSwipeActionsConfigurationForRowAt:)`` says.
    public func table(_ table: Table, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        tableView(table, leadingSwipeActionsConfigurationForRowAt: indexPath)
    }
    /// What the UIKit-named ``tableView(_:trailingSwipeActionsConfigurationForRowAt:)`` says.
    public func table(_ table: Table, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        tableView(table, trailingSwipeActionsConfigurationForRowAt: indexPath)
    }

    /// The row tapped: it is selected.
    public func tableView(_ tableView: Table, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    public func tableView(_ tableView: Table, didSelectRowAt indexPath: IndexPath) {}
    /// The row: it is deselected.
    public func tableView(_ tableView: Table, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    public func tableView(_ tableView: Table, didDeselectRowAt indexPath: IndexPath) {}
    /// `nil`: no leading actions.
    public func tableView(_ tableView: Table, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    /// `nil`: the default trailing action, Delete.
    public func tableView(_ tableView: Table, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
}
