import TableKit

/// A data source that can give the view a row's bytes, so that bytes that are not UTF-8
/// show as `<FF>` instead of being replaced.
public protocol RowBytesSource: AnyObject {
    /// The bytes the row shows.
    func displayBytes(forRowAt indexPath: IndexPath) -> [UInt8]
}
