/// Names TableKit's public API had before, kept so that the compiler tells a caller what
/// they are called now (`'moveRow(at:step:)' has been renamed to 'dragAndDropRow(at:step:)'`)
/// instead of only that they do not exist. CHANGELOG.md lists when each changed.
extension Table {
    /// The user's J and K: now ``dragAndDropRow(at:step:)``, since UIKit's ``moveRow(at:to:)``
    /// is something else (the data source telling the table about a move it made).
    @available(*, unavailable, renamed: "dragAndDropRow(at:step:)")
    public func moveRow(at indexPath: IndexPath, step: DragStep) throws -> IndexPath {
        fatalError("unavailable")
    }
}
