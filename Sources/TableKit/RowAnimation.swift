/// How an inserted, deleted or reloaded row or section should be animated
/// (UIKit's `UITableView.RowAnimation`).
///
/// TableKit does not animate anything itself: it carries the value from the update call
/// through to ``TableUpdate`` so that a view can play it.
public enum RowAnimation: Sendable, Hashable, CaseIterable {
    /// The row fades in or out.
    case fade
    /// The row slides in from, or out to, the right.
    case right
    /// The row slides in from, or out to, the left.
    case left
    /// The row slides in from, or out to, the top.
    case top
    /// The row slides in from, or out to, the bottom.
    case bottom
    /// The row appears from, or shrinks to, its middle.
    case middle
    /// No animation: the row simply appears or disappears.
    case none
    /// The view chooses a suitable animation.
    case automatic
}
