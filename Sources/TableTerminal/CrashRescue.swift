import CNcurses

/// What a crash does with unsaved edits, and how it ends.
///
/// Once the terminal is open, a crash (a Swift runtime trap, a segmentation fault) restores
/// the terminal at once. With a rescue installed it then keeps the unsaved edits: the rescue
/// runs in a child process, with five seconds to finish (a crash can leave locks held that
/// would hang it), and one line on stderr says what became of them. Then the process ends by
/// the signal, or, when asked for, hands the crash to the Swift runtime's backtracer (which,
/// on a terminal and unless told otherwise by `SWIFT_BACKTRACE`, waits 30 s for a key).
public enum CrashRescue {
    /// Installs `rescue`, which writes the unsaved edits somewhere safe and writes that
    /// place's path to the descriptor it is given; it returns 0 when it kept something, 1 when
    /// there was nothing to keep, 2 when it failed.
    /// - Parameters:
    ///   - rescue: the function a crash calls, in a child process, with the descriptor.
    ///   - chainingToBacktracer: whether a crash is then handed to the runtime's backtracer
    ///     (for a user who set `SWIFT_BACKTRACE`) rather than ending at once.
    public static func install(_ rescue: @convention(c) (Int32) -> Int32, chainingToBacktracer: Bool) {
        cn_set_crash_rescue(rescue, chainingToBacktracer ? 1 : 0)
    }
}
