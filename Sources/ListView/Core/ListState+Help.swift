extension ListState {
    /// `j`/`k`/PgDn/PgUp in help: it scrolls by a line or a page, no further than its last line.
    mutating func scrollHelp(_ scroll: HelpScroll, _ env: ListEnvironment) {
        guard case let .help(offset) = overlay else { return }
        let page = max(1, bodyHeight - 2)
        // No further than the last line at the box's bottom, so that k answers at once there.
        let lines = env.options.helpLines(for: env.table).count
        let last = max(0, lines - max(0, min(ScreenLayout.overlayRoomHeight(screenSize.height), lines + 2) - 2))
        let moved = switch scroll {
        case .lineDown: offset + 1
        case .lineUp: offset - 1
        case .pageDown: offset + page
        case .pageUp: offset - page
        }
        overlay = .help(scroll: max(0, min(last, moved)))
    }
}
