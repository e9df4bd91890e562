import LibC
import ListDocument
import TableTerminal

/// The pasteboard listedit's instances share: rows yanked in one can be put in another, as
/// through a clipboard. A yank is written to `register` in listedit's state folder (whole or
/// not at all); a put takes that file's rows when it is newer than what this instance copied
/// last. Rows a delete copied stay in this instance: writing a file on every `dd` would put a
/// disk write on every delete key.
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

    /// The pasteboard of the state folder `folder` (default: listedit's).
    public init(folder: String? = StateFolder.defaultPath, fileSystem: any FileSystem = PosixFileSystem()) {
        self.folder = folder
        path = folder.map { $0 + "/register" }
        self.fileSystem = fileSystem
    }

    public var rows: [CopiedRow] {
        if let path, let info = try? fileSystem.status(path), info.modified > max(heldSince, fileSeen) {
            fileSeen = info.modified
            if let bytes = try? fileSystem.read(path, limit: Self.sizeLimit), let rows = RegisterFile.rows(from: bytes) {
                held = rows
            }
        }
        return held
    }

    public func copy(_ rows: [CopiedRow], by origin: CopyOrigin) {
        held = rows
        heldSince = Self.now()
        guard origin == .yank, let path, let folder else { return }
        // A register that cannot be written leaves the yank in this instance only.
        guard (try? StateFolder.make(folder)) != nil,
              (try? writeFileAtomically(RegisterFile.bytes(of: rows), to: path, fileSystem: fileSystem)) != nil,
              let info = try? fileSystem.status(path)
        else { return }
        fileSeen = info.modified
    }

    /// The largest register file read: 256 MiB.
    static let sizeLimit = 256 << 20

    private static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
}

/// The register file's format: a first line `listedit register 1`, then per row a line
/// `TEXTLENGTH BYTESLENGTH KIND` (`-1 -` when the row has no bytes of its own) followed by
/// that many bytes of text and of bytes.
enum RegisterFile {
    static let header = Array("listedit register 1\n".utf8)

    static func bytes(of rows: [CopiedRow]) -> [UInt8] {
        var out = header
        for row in rows {
            let text = Array(row.text.utf8)
            let kind = row.kind.map { $0.isEmpty || $0.contains(" ") ? "-" : $0 } ?? "-"
            out += Array("\(text.count) \(row.bytes?.count ?? -1) \(kind)\n".utf8)
            out += text
            out += row.bytes ?? []
        }
        return out
    }

    /// The rows in `bytes`, or nil when they are not a register file.
    static func rows(from bytes: [UInt8]) -> [CopiedRow]? {
        guard bytes.starts(with: header) else { return nil }
        var rows: [CopiedRow] = []
        var at = header.count
        while at < bytes.count {
            guard let end = bytes[at...].firstIndex(of: 0x0A) else { return nil }
            let fields = String(decoding: bytes[at..<end], as: UTF8.self).split(separator: " ")
            guard fields.count == 3, let textCount = Int(fields[0]), let byteCount = Int(fields[1]),
                  textCount >= 0, byteCount >= -1, end + 1 + textCount + max(0, byteCount) <= bytes.count
            else { return nil }
            let textStart = end + 1
            let text = String(decoding: bytes[textStart..<(textStart + textCount)], as: UTF8.self)
            let ownBytes = byteCount < 0 ? nil : Array(bytes[(textStart + textCount)..<(textStart + textCount + byteCount)])
            rows.append(CopiedRow(text: text, bytes: ownBytes, kind: fields[2] == "-" ? nil : String(fields[2])))
            at = textStart + textCount + max(0, byteCount)
        }
        return rows
    }
}
