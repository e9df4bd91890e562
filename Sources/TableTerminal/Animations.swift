import TableKit

/// The short frame sequences that show what an update did: a deleted row fades where it
/// was, an inserted row slides in, a moved row flashes. They are state read by the renderer
/// at the current time; input is never held up for them.
struct Animations {
    /// A deleted row, drawn dim for a moment before the line given.
    struct Ghost: Hashable {
        var text: String
        /// The body line the ghost is drawn above; `nil` draws it after the last line.
        var before: BodyItem?
        var started: Double
    }

    static let fadeDuration = 0.18
    static let slideDuration = 0.15
    static let flashDuration = 0.30
    /// How often to redraw while something moves.
    static let frameInterval = 0.03

    var ghosts: [Ghost] = []
    var slides: [IndexPath: Double] = [:]
    var flashes: [IndexPath: Double] = [:]

    var isEmpty: Bool { ghosts.isEmpty && slides.isEmpty && flashes.isEmpty }

    /// Drops whatever has finished by `now`.
    mutating func expire(at now: Double) {
        ghosts.removeAll { now - $0.started >= Self.fadeDuration }
        slides = slides.filter { now - $0.value < Self.slideDuration }
        flashes = flashes.filter { now - $0.value < Self.flashDuration }
    }

    /// How far an inserted row's text is still shifted right, as a fraction of the width.
    func slideOffset(of row: IndexPath, at now: Double) -> Double {
        guard let start = slides[row] else { return 0 }
        return max(0, 1 - (now - start) / Self.slideDuration)
    }

    func isFlashing(_ row: IndexPath, at now: Double) -> Bool {
        guard let start = flashes[row] else { return false }
        return now - start < Self.flashDuration
    }

    /// Follows the rows through a later update: animations of rows that are gone stop.
    mutating func remap(through update: TableUpdate) {
        slides = Dictionary(uniqueKeysWithValues: slides.compactMap { path, start in
            update.newIndexPath(forOldIndexPath: path).map { ($0, start) }
        })
        flashes = Dictionary(uniqueKeysWithValues: flashes.compactMap { path, start in
            update.newIndexPath(forOldIndexPath: path).map { ($0, start) }
        })
        ghosts = ghosts.compactMap { ghost in
            guard case let .row(path)? = ghost.before else { return ghost }
            guard let moved = update.newIndexPath(forOldIndexPath: path) else { return nil }
            var copy = ghost
            copy.before = .row(moved)
            return copy
        }
    }
}
