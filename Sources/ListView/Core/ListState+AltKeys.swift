import TerminalScreen

extension ListState {
    /// The keys `key` stands for. A terminal sends Alt-d as Esc then d, so an Esc typed just
    /// before a key (`/5` Enter Esc `dd` in one burst) arrives as Alt and the key: where no
    /// key table reads that Alt-key (it means something only in a text field), it is the two
    /// keys typed, and the Esc clears the filter before `dd` deletes.
    func keysMeant(by key: Key, _ env: ListEnvironment) -> [Key] {
        guard case let .alt(typed) = key else { return [key] }
        let keys = env.options.keys
        if keys.table(for: inputMode(env.table)).intent(for: key) != nil || keys.table(.everywhere).intent(for: key) != nil {
            return [key]
        }
        return [.escape, typed]
    }
}
