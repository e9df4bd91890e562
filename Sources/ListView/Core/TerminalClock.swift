import LibC

/// The clock a list view runs on: seconds on the monotonic clock, which never jumps when the
/// wall clock is set. Animations and an app's periodic actions read it.
public enum TerminalClock {
    /// Seconds since an arbitrary moment, monotonic.
    public static func seconds() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
}
