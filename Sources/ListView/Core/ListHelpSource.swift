import TableKit

/// A data source with keys of its own to explain (a git todo's verbs): `?` help shows them
/// after the view's keys, under their own heading.
public protocol ListHelpSource: AnyObject {
    /// The heading and the lines, or `nil` when this list has none.
    var helpSection: (title: String, lines: [HelpLine])? { get }
}
