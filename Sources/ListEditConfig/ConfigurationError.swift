/// A configuration file that cannot be used: which file, which line, and why.
public struct ConfigurationError: Error, CustomStringConvertible, Equatable {
    /// The file.
    public var path: String
    /// The line (from 1), where one is to blame.
    public var line: Int?
    /// What is wrong.
    public var reason: String

    /// `~/.config/listedit/config:3: "ctrl-" is not a key…`, as compilers say where.
    public var description: String {
        "\(path):" + (line.map { "\($0):" } ?? "") + " \(reason)"
    }
}
