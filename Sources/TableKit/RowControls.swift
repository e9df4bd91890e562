/// The controls a row displays, derived by the table from its data source and delegate.
///
/// Outside editing mode, and in swipe-to-delete mode, a row shows no controls
/// (``RowControls/none``).
public struct RowControls: Hashable, Sendable {
    /// The editing control at the row's leading edge: ⊖, ⊕, or nothing.
    public var editingControl: EditingStyle
    /// Whether the row shows the reorder control ≡ at its trailing edge.
    public var showsReorderControl: Bool

    /// Creates a set of controls.
    public init(editingControl: EditingStyle, showsReorderControl: Bool) {
        self.editingControl = editingControl
        self.showsReorderControl = showsReorderControl
    }

    /// No controls at all.
    public static let none = RowControls(editingControl: .none, showsReorderControl: false)
}
