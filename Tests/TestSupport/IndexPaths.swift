import TableKit

/// `ip(2)` is row 2 of section 0, `ip(0, 1)` row 0 of section 1: index paths as tests
/// write them many times over.
public func ip(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }
