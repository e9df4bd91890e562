import TableKit

/// A data source that reports row counts only, so that what is under test (or measured) is
/// the table's own work, not its contents.
public final class CountsDataSource: TableDataSource {
    /// Rows per section; change it to make the data source "update its model".
    public var counts: [Int]

    /// A data source with `counts[s]` rows in section `s`.
    public init(_ counts: [Int]) { self.counts = counts }

    public func numberOfSections(in table: Table) -> Int { counts.count }
    public func table(_ table: Table, numberOfRowsInSection section: Int) -> Int { counts[section] }
    public func table(_ table: Table, textForRowAt indexPath: IndexPath) -> String { "" }
}
