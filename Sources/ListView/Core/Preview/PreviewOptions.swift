/// A preview pane: a shell command whose output for the cursor's row is shown beside the
/// list (`--preview CMD`), and where the pane goes (`--preview-window`).
public struct PreviewOptions: Sendable, Equatable {
    /// The command, for `sh -c`: `{}` becomes the row's text, single-quoted; `{1}` its first
    /// field (`{2}`, `{-1}` the last; split at blanks); `{n}` its 1-based number; `{+}` the
    /// checked rows (or the cursor's), each quoted.
    public var command: String
    /// Where the pane goes and how big it is.
    public var window: PreviewWindow

    /// A preview of `command`'s output in `window`.
    public init(command: String, window: PreviewWindow = PreviewWindow()) {
        self.command = command
        self.window = window
    }
}

/// Where the preview pane goes: `right:50%` (the default), `bottom:40%`, `hidden` (a key
/// shows it).
public struct PreviewWindow: Sendable, Equatable, CustomStringConvertible {
    /// The side of the screen the pane takes.
    public enum Side: String, Sendable, Equatable {
        case right, bottom
    }

    /// The side.
    public var side: Side
    /// How much of the screen's width (right) or height (bottom) it takes, in percent.
    public var percent: Int
    /// Whether it starts hidden.
    public var isHidden: Bool

    /// A pane on `side` taking `percent` of the screen.
    public init(side: Side = .right, percent: Int = 50, isHidden: Bool = false) {
        self.side = side
        self.percent = percent
        self.isHidden = isHidden
    }

    /// Reads `right`, `bottom`, `right:60%`, `bottom:40%`, `hidden`, and these together
    /// (`bottom:30%:hidden`, or with commas). A side alone takes half the screen.
    /// - Throws: ``PreviewWindowError`` naming what it could not read.
    public init(parsing text: String) throws {
        self.init()
        let parts = text.split(whereSeparator: { $0 == ":" || $0 == "," }).map(String.init)
        guard !parts.isEmpty else { throw PreviewWindowError(text: text, reason: "it is empty") }
        for part in parts {
            if let side = Side(rawValue: part) {
                self.side = side
            } else if part == "hidden" {
                isHidden = true
            } else if part.hasSuffix("%"), let percent = Int(part.dropLast()) {
                guard (1...99).contains(percent) else {
                    throw PreviewWindowError(text: text, reason: "a size is between 1% and 99%")
                }
                self.percent = percent
            } else {
                throw PreviewWindowError(text: text, reason: "\"\(part)\" is not right, bottom, a size like 40%, or hidden")
            }
        }
    }

    /// `right:50%`, `bottom:40%:hidden`: as ``init(parsing:)`` reads it.
    public var description: String {
        "\(side.rawValue):\(percent)%" + (isHidden ? ":hidden" : "")
    }
}

/// A preview window that could not be read, and why.
public struct PreviewWindowError: Error, CustomStringConvertible {
    /// What was given.
    public var text: String
    /// Why it was refused.
    public var reason: String

    public var description: String { "cannot read the preview window \"\(text)\": \(reason)" }
}
