import TableKit

/// A data source that can give the view a row's bytes, so that bytes that are not UTF-8
/// show as `<FF>` instead of being replaced.
public protocol RowBytesSource: AnyObject {
    /// The bytes the row shows.
    func displayBytes(forRowAt indexPath: IndexPath) -> [UInt8]
}

/// A data source that gives the bytes many rows show at once, end to end in one buffer (the
/// keys of a sort of a million rows), rather than an array a row.
public protocol ListPackedBytesSource: AnyObject {
    /// The bytes each of `rows` shows, end to end: row `k`'s are `bytes[starts[k]..<starts[k + 1]]`
    /// (`starts` has one more element than `rows`, starting with 0).
    func packedShownBytes(ofRowsAt rows: [IndexPath]) -> (bytes: [UInt8], starts: [Int])
    /// The same for the text each row's text field would show (what a command reads), or nil
    /// when the data source has no faster way than row by row.
    func packedEditableText(ofRowsAt rows: [IndexPath]) -> (bytes: [UInt8], starts: [Int])?
}
