import LibC
import ListDocument
import TableTerminal

/// The pasteboard listedit's instances share: rows yanked in one can be put in another, as
/// through a clipboard. A yank is written to `register` in listedit's state folder (whole or
/// not at all); a put takes that file's rows when it is newer than what this instance copied
/// last. Rows a delete copied stay in this instance: writing a file on every `dd` would put a
/// disk write on every delete key.
///
/// The register is private state: it is read and written only inside a checked folder of the
/// user's alone (``PrivateFolder``), never through a symlink, only as a regular file of the
/// user's, and its contents are checked before any row is taken from it (``RegisterFile``).
/// Anything else leaves the rows in this instance, and ``notice`` says why.
public final class SharedPasteboard: ListPasteboard {
    /// The register file, or nil when there is no state folder (neither XDG_STATE_HOME nor HOME).
    public let path: String?
    private let folder: String?
    private let fileSystem: any FileSystem
    private var held: [CopiedRow] = []
    /// When `held` was copied here, in nanoseconds of the real-time clock.
    private var heldSince: Int64 = 0
    /// The modification time of the register file when it was last read or written.
    private var fileSeen: Int64 = 0
    public private(set) var notice: String?

    /// The register's name in the state folder.
    static let name = "register"

    /// The pasteboard of the state folder `folder` (default: listedit's).
    public init(folder: String? = StateFolder.defaultPath, fileSystem: any FileSystem = PosixFileSystem()) {
        self.folder = folder
        path = folder.map { $0 + "/" + Self.name }
        self.fileSystem = fileSystem
    }

    public var rows: [CopiedRow] {
        notice = nil
        do {
            guard let state = try StateFolder.open(folder, creating: false, fileSystem: fileSystem),
                  let info = state.status(of: Self.name), info.modified > max(heldSince, fileSeen)
            else { return held }
            guard let bytes = try state.readFile(Self.name, limit: RegisterFile.sizeLimit) else { return held }
            fileSeen = info.modified
            do {
                held = try RegisterFile.rows(from: bytes)
            } catch {
                notice = "the shared register \(path ?? Self.name) was not read: \(error)"
            }
        } catch {
            notice = "the shared register was not read: \(error)"
        }
        return held
    }

    public func copy(_ rows: [CopiedRow], by origin: CopyOrigin) {
        held = rows
        heldSince = Self.now()
        notice = nil
        guard origin == .yank else { return }
        do {
            guard let state = try StateFolder.open(folder, creating: true, fileSystem: fileSystem) else { return }
            try state.replaceFile(Self.name, with: RegisterFile.bytes(of: rows))
            fileSeen = state.status(of: Self.name)?.modified ?? fileSeen
        } catch {
            notice = "kept in this listedit only: \(error)"
        }
    }

    private static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}
