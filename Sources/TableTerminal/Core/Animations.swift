import TableKit

/// The short frame sequences that show what an update did: the row that closes a deleted
/// row's gap fades in, an inserted row slides in, a moved row flashes. They are state read by
/// the renderer at the current time.
///
/// A frame's content is final the moment it is drawn: a fade and a flash change only styles
/// afterwards, and any key finishes every animation at once, so input is never held up and
/// nothing that reads the screen after a key (a person, a recorder, a benchmark) sees stale
/// text. Only an insert's slide moves text, and only until the next key.
struct Animations: Equatable, Sendable {
    static let fadeDuration = 0.25
    static let slideDuration = 0.15
    static let flashDuration = 0.30
    /// How often to redraw while something moves.
    static let frameInterval = 0.03

    var fades: [IndexPath: Double] = [:]
    var slides: [IndexPath: Double] = [:]
    var flashes: [IndexPath: Double] = [:]

    var isEmpty: Bool { fades.isEmpty && slides.isEmpty && flashes.isEmpty }

    /// Drops whatever has finished by `now`.
    mutating func expire(at now: Double) {
        fades = fades.filter { now - $0.value < Self.fadeDuration }
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

    func isFading(_ row: IndexPath, at now: Double) -> Bool {
        guard let start = fades[row] else { return false }
        return now - start < Self.fadeDuration
    }

    /// Follows the rows through a later update: animations of rows that are gone stop.
    mutating func remap(through update: TableUpdate) {
        func follow(_ rows: [IndexPath: Double]) -> [IndexPath: Double] {
            Dictionary(rows.compactMap { path, start in update.newIndexPath(forOldIndexPath: path).map { ($0, start) } },
                       uniquingKeysWith: max)
        }
        fades = follow(fades)
        slides = follow(slides)
        flashes = follow(flashes)
    }
}
