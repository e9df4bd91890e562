/// What ``ListHost/reload()`` throws for a list that is not a file.
public struct NothingToReload: Error, CustomStringConvertible {
    public init() {}
    public var description: String { "there is no file to read again" }
}
