/// The editing control a row shows at its leading edge in editing mode
/// (UIKit's `UITableViewCell.EditingStyle`).
public enum EditingStyle: Sendable, Hashable, CaseIterable {
    /// No editing control.
    case none
    /// The red deletion control, ⊖. Tapping it reveals the row's Delete confirmation button.
    case delete
    /// The green insertion control, ⊕. Tapping it commits an insertion at the row.
    case insert
}
