/// How much of the list's file has been read, while the rest is read in the background: the
/// status line says the rows counted so far are a lower bound (`12/≥2,400,000`) and how far
/// the reading has got.
public struct ReadingProgress: Hashable, Sendable {
    /// Bytes read so far.
    public var bytesRead: Int
    /// The file's size.
    public var size: Int

    public init(bytesRead: Int, size: Int) {
        self.bytesRead = bytesRead
        self.size = size
    }

    /// How far the reading has got, in whole percent (99 until it is done).
    public var percent: Int { size > 0 ? min(99, bytesRead * 100 / size) : 0 }
}

/// A motion waiting for the whole file (`G` while it is read).
struct MotionAfterReading: Hashable, Sendable {
    let intent: Intent
    let count: Int?
}
