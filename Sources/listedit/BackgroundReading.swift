import LibC
import ListDocument

/// How listedit reads a big file of lines: its first 256 KiB before the first frame, the
/// rest in the background. `LISTEDIT_READ_PACE=FIRST,PIECE,PAUSE_MS` (bytes, bytes,
/// milliseconds) changes it, for tests that must act while a small file is still being read.
enum BackgroundReading {
    static func fromEnvironment() -> DocumentFile.Reading {
        guard let value = getenv("LISTEDIT_READ_PACE").map({ String(cString: $0) }) else { return .inBackground() }
        let parts = value.split(separator: ",").compactMap { Int($0) }
        guard parts.count == 3, parts[0] > 0, parts[1] > 0, parts[2] >= 0 else { return .inBackground() }
        return .inBackground(firstPart: parts[0], pace: .init(pieceSize: parts[1], pause: Double(parts[2]) / 1000))
    }

    /// Whether this process is not in its terminal's foreground process group: started with
    /// `&`, it will be stopped when it first sets the terminal's modes.
    static func isInBackground() -> Bool {
        let tty = open("/dev/tty", O_RDONLY | O_NOCTTY | O_CLOEXEC)
        guard tty >= 0 else { return false }
        defer { close(tty) }
        let foreground = tcgetpgrp(tty)
        return foreground >= 0 && foreground != getpgrp()
    }
}
