import LibC

/// The only pause the end-to-end tests take: about 20 ms between two looks at the screen or
/// at a file, while waiting for a condition with a deadline. Tests never sleep a fixed time
/// to "let things happen"; they poll for what a user would see.
func pauseBetweenPolls() {
    var interval = timespec(tv_sec: 0, tv_nsec: 20_000_000)
    var remaining = timespec()
    while nanosleep(&interval, &remaining) != 0, errno == EINTR {
        interval = remaining
    }
}

/// How long a test waits for the app to show something before giving up.
let defaultTimeout: Duration = .seconds(10)

/// Polls `probe` until it returns a value or `timeout` passes; `nil` on a timeout.
func poll<Value>(timeout: Duration, _ probe: () throws -> Value?) rethrows -> Value? {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while true {
        if let value = try probe() { return value }
        if ContinuousClock.now >= deadline { return nil }
        pauseBetweenPolls()
    }
}
