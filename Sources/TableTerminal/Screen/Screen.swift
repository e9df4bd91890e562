/// Where frames are shown. The ncurses screen draws them on the terminal; the in-memory
/// screen keeps them for tests. Rendering never touches a screen directly: it fills a
/// ``Frame``, which the screen then shows.
public protocol Screen: AnyObject {
    /// The current size in cells.
    var size: Size { get }
    /// Shows `frame`; `cursor` is where the terminal's cursor goes, or `nil` to hide it.
    func show(_ frame: Frame, cursor: Point?)
    /// Forgets what the terminal is believed to show, so the next frame is drawn in full
    /// (after Ctrl-Z and `fg`, or anything else that may have drawn over it).
    func invalidate()
}

/// A screen in memory, for tests: the last frame shown and where the cursor was.
public final class MemoryScreen: Screen {
    /// The size; tests change it to simulate a resize.
    public var size: Size
    /// The last frame shown.
    public private(set) var frame: Frame
    /// The cursor position of the last frame, if shown.
    public private(set) var cursor: Point?
    /// How many frames were shown.
    public private(set) var framesShown = 0
    /// How many times the screen was told to redraw in full.
    public private(set) var invalidations = 0

    /// Creates a screen of `size`.
    public init(size: Size) {
        self.size = size
        frame = Frame(size: size)
    }

    public func show(_ frame: Frame, cursor: Point?) {
        self.frame = frame
        self.cursor = cursor
        framesShown += 1
    }

    public func invalidate() { invalidations += 1 }
}
