/// Any number of objects can learn what a table does: ``Table/observer`` (one, as before)
/// and those added with ``Table/addObserver(_:)``, all held weakly.
extension Table {
    /// Adds `observer`, held weakly, to those told of every update, reload, mode change and
    /// cleared history, after ``observer``. Adding one twice adds it once.
    public func addObserver(_ observer: any TableObserver) {
        moreObservers.removeAll { $0.observer == nil }
        guard !moreObservers.contains(where: { $0.observer === observer }) else { return }
        moreObservers.append(WeakObserver(observer: observer))
    }

    /// Stops telling `observer` (added with ``addObserver(_:)``) anything.
    public func removeObserver(_ observer: any TableObserver) {
        moreObservers.removeAll { $0.observer == nil || $0.observer === observer }
    }

    /// Calls `body` with ``observer`` and every added observer still alive, in that order.
    func notifyObservers(_ body: (any TableObserver) -> Void) {
        if let observer { body(observer) }
        for added in moreObservers { if let observer = added.observer { body(observer) } }
    }
}

/// An observer held weakly.
struct WeakObserver {
    weak var observer: (any TableObserver)?
}
