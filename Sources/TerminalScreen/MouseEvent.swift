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

    /// The event an SGR (1006) mouse report describes, given what follows `ESC [ <`:
    /// `button;column;line` then `M` (pressed, or moved) or `m` (released), columns and lines
    /// counted from 1. Only button 1 and the wheel mean something to the view; `nil` for
    /// anything else.
    public init?(sgrReport report: String) {
        guard let final = report.last, final == "M" || final == "m" else { return nil }
        let numbers = report.dropLast().split(separator: ";").compactMap { Int($0) }
        guard numbers.count == 3, numbers[1] >= 1, numbers[2] >= 1 else { return nil }
        let (button, point) = (numbers[0], Point(x: numbers[1] - 1, y: numbers[2] - 1))
        if button & 64 != 0 {
            self.init(button & 1 == 0 ? .wheelUp : .wheelDown, at: point)
        } else if button & 3 != 0 {
            return nil
        } else if button & 32 != 0 {
            self.init(.drag, at: point)
        } else {
            self.init(final == "M" ? .press : .release, at: point)
        }
    }
}

