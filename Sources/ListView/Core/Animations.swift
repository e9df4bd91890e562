import TableKit

/// The short frame sequences that show what an update did, as state read by the renderer at
/// the current time: a row arriving (inserted, reloaded, or closing a deleted row's gap) in
/// the style its update asked for, a moved row flashing, and the editing controls fading in
/// when editing mode is entered with animation.
///
/// A frame's content is final the moment it is drawn: a deleted row is gone from the first
/// frame, and any key finishes every animation at once, so input is never held up and
/// nothing that reads the screen after a key (a person, a recorder, a benchmark) sees stale
/// text for long. Only an arriving row's text moves or is covered, and only until the next key.
struct Animations: Equatable, Sendable {
    static let fadeDuration = 0.25
    static let slideDuration = 0.15
    static let revealDuration = 0.16
    static let flashDuration = 0.30
    /// How often to redraw while a row slides: the only animation whose look changes
    /// continuously (the others change at set moments, see ``nextChange(after:)``).
    static let frameInterval = 0.03

    /// Rows arriving, by where they are now.
    var arrivals: [IndexPath: Arrival] = [:]
    /// Sections arriving whole (an inserted section's rows), by index.
    var sectionArrivals: [Int: Arrival] = [:]
    /// Moved rows, flashing since when.
    var flashes: [IndexPath: Double] = [:]
    /// Since when the editing controls fade in, if they do.
    var controlsSince: Double?

    var isEmpty: Bool { arrivals.isEmpty && sectionArrivals.isEmpty && flashes.isEmpty && controlsSince == nil }

    /// Drops whatever has finished by `now`.
    mutating func expire(at now: Double) {
        arrivals = arrivals.filter { !$0.value.isOver(at: now) }
        sectionArrivals = sectionArrivals.filter { !$0.value.isOver(at: now) }
        flashes = flashes.filter { now < $0.value + Self.flashDuration }
        if let since = controlsSince, now >= since + Self.fadeDuration { controlsSince = nil }
    }

    /// The first moment after `now` at which a frame drawn at `now` would look different:
    /// a fade, flash or reveal ending (a reveal's bar also gives way to its text halfway), or
    /// a sliding row's next step. `nil` when nothing animates.
    ///
    /// The run loop sleeps until then instead of drawing every ``frameInterval``: a fade
    /// looks the same for its whole quarter second, and an idle list costs no CPU.
    func nextChange(after now: Double) -> Double? {
        var next: Double?
        func consider(_ moment: Double) { next = min(next ?? moment, moment) }
        for arrival in arrivals.values { consider(arrival.nextChange(after: now)) }
        for arrival in sectionArrivals.values { consider(arrival.nextChange(after: now)) }
        for start in flashes.values { consider(start + Self.flashDuration) }
        if let since = controlsSince { consider(since + Self.fadeDuration) }
        return next
    }

    /// How the row at `row` is drawn now.
    func arrival(of row: IndexPath, at now: Double) -> ArrivalFrame {
        (arrivals[row] ?? sectionArrivals[row.section])?.frame(at: now) ?? .settled
    }

    func isFlashing(_ row: IndexPath, at now: Double) -> Bool {
        guard let start = flashes[row] else { return false }
        return now < start + Self.flashDuration
    }

    /// Whether the editing controls are still fading in.
    func controlsAreFading(at now: Double) -> Bool {
        guard let since = controlsSince else { return false }
        return now < since + Self.fadeDuration
    }

    /// Follows the rows through a later update: animations of rows that are gone stop.
    mutating func remap(through update: TableUpdate) {
        arrivals = Dictionary(
            arrivals.compactMap { path, arrival in update.newIndexPath(forOldIndexPath: path).map { ($0, arrival) } },
            uniquingKeysWith: { $1 })
        sectionArrivals = Dictionary(
            sectionArrivals.compactMap { section, arrival in update.newSection(forOldSection: section).map { ($0, arrival) } },
            uniquingKeysWith: { $1 })
        flashes = Dictionary(
            flashes.compactMap { path, start in update.newIndexPath(forOldIndexPath: path).map { ($0, start) } },
            uniquingKeysWith: max)
    }
}

/// A row arriving, in a style, since a time.
struct Arrival: Equatable, Sendable {
    var style: ArrivalStyle
    var start: Double

    // Moments are compared as sums (`start + duration`), as ``nextChange(after:)`` computes
    // them, so that a frame drawn at that moment is the changed one.
    private var end: Double { start + style.duration }
    private var half: Double { start + style.duration / 2 }

    func isOver(at now: Double) -> Bool { now >= end }

    /// When the row's look next changes, after `now` (see ``Animations/nextChange(after:)``).
    func nextChange(after now: Double) -> Double {
        switch style {
        case .fade: end
        case .slideFromRight, .slideFromLeft: min(now + Animations.frameInterval, end)
        case .revealFromTop, .revealFromBottom, .revealFromMiddle: now < half ? half : end
        }
    }

    func frame(at now: Double) -> ArrivalFrame {
        guard now < end else { return .settled }
        let progress = (now - start) / style.duration
        switch style {
        case .fade: return .dim
        case .slideFromRight: return .shiftedRight(1 - max(0, progress))
        case .slideFromLeft: return .shiftedLeft(1 - max(0, progress))
        case .revealFromTop, .revealFromBottom, .revealFromMiddle: return now < half ? .curtain(style) : .settled
        }
    }
}

/// How a row arrives, from the update's ``RowAnimation``: a line of a terminal cannot move by
/// part of a line, so sliding in from above or below, or growing from the middle, shows first
/// as a bar in that half of the line (▀ ▄ ─), then the text.
enum ArrivalStyle: Equatable, Sendable {
    case fade, slideFromRight, slideFromLeft, revealFromTop, revealFromBottom, revealFromMiddle

    /// The style for `animation`: `.none` has none, and `.automatic` fades.
    init?(_ animation: RowAnimation) {
        switch animation {
        case .fade, .automatic: self = .fade
        case .right: self = .slideFromRight
        case .left: self = .slideFromLeft
        case .top: self = .revealFromTop
        case .bottom: self = .revealFromBottom
        case .middle: self = .revealFromMiddle
        case .none: return nil
        }
    }

    var duration: Double {
        switch self {
        case .fade: Animations.fadeDuration
        case .slideFromRight, .slideFromLeft: Animations.slideDuration
        case .revealFromTop, .revealFromBottom, .revealFromMiddle: Animations.revealDuration
        }
    }
}

/// How an arriving row is drawn at one moment.
enum ArrivalFrame: Equatable, Sendable {
    /// As usual.
    case settled
    /// Dimmed (fading in).
    case dim
    /// The text still this fraction of its room to the right, or to the left (its start cut).
    case shiftedRight(Double), shiftedLeft(Double)
    /// A bar across the text's room instead of the text.
    case curtain(ArrivalStyle)
}
