/// The controls a row displays, derived by the table from its data source and delegate, and
/// whether the row is selected.
///
/// Outside editing mode, and during a swipe, a row shows no controls (an unselected row's
/// are ``RowControls/none``).
public struct RowControls: Hashable, Sendable {
    /// The editing control at the row's leading edge: ⊖, ⊕, or nothing. Under multiple
    /// selection during editing it is ``EditingStyle/none``: the check takes its place.
    public var editingControl: EditingStyle
    /// Whether the row shows the reorder control ≡ at its trailing edge.
    public var showsReorderControl: Bool
    /// Whether the row shows the multiple-selection check (UIKit's check circle) at its
    /// leading edge: in editing mode with ``Table/allowsMultipleSelectionDuringEditing``.
    /// ``isSelected`` says whether it is checked.
    public var showsSelectionCheck: Bool
    /// Whether the row is selected: its check is filled, and a view shows it highlighted.
    public var isSelected: Bool

    /// Creates a set of controls.
    /// - Parameters:
    ///   - editingControl: ⊖, ⊕, or nothing.
    ///   - showsReorderControl: whether ≡ is shown.
    ///   - showsSelectionCheck: whether the multiple-selection check is shown.
    ///   - isSelected: whether the row is selected.
    public init(editingControl: EditingStyle, showsReorderControl: Bool, showsSelectionCheck: Bool = false, isSelected: Bool = false) {
        self.editingControl = editingControl
        self.showsReorderControl = showsReorderControl
        self.showsSelectionCheck = showsSelectionCheck
        self.isSelected = isSelected
    }

    /// No controls at all, and not selected.
    public static let none = RowControls(editingControl: .none, showsReorderControl: false)
}
