/// What the mouse did, and where.
public struct MouseEvent: Hashable, Sendable {
    /// The kinds of mouse event the view understands.
    public enum Kind: Hashable, Sendable {
        /// Button 1 went down.
        case press
        /// Button 1 came up.
        case release
        /// Button 1 went down and up in place.
        case click
        /// The mouse moved with button 1 down.
        case drag
        /// The wheel turned up.
        case wheelUp
        /// The wheel turned down.
        case wheelDown
    }

    /// What happened.
    public var kind: Kind
    /// Where, in cells.
    public var position: Point

    /// Creates an event.
    public init(_ kind: Kind, at position: Point) {
        self.kind = kind
        self.position = position
    }
}
