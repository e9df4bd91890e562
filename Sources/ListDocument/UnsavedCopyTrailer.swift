import LibC

/// A file as it was at some moment, to tell later whether it is still the same: its
/// device, inode, size, modification and change times, and a check of its first and last MiB
/// (which notices a rewrite that kept every time stamp).
public struct FileIdentity: Hashable, Sendable {
    public var device: UInt64
    public var inode: UInt64
    public var size: Int
    public var modified: Int64
    public var changed: Int64
    /// ``ContentHash`` of the first MiB, then of the last MiB.
    public var head: UInt64
    public var tail: UInt64

    /// How much of each end is checked.
    static let endLength = 1 << 20

    /// The file at `path` now (following symlinks), or nil if it is not there or cannot be read.
    public static func of(_ path: String) -> FileIdentity? {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        let info = FileInfo(status)
        guard info.kind == .regular else { return nil }
        let headLength = min(info.size, endLength)
        guard let head = try? readAt(descriptor, offset: 0, count: headLength),
            let tail = try? readAt(descriptor, offset: max(0, info.size - endLength), count: headLength)
        else { return nil }
        return FileIdentity(
            device: info.device, inode: info.inode, size: info.size, modified: info.modified, changed: info.changed,
            head: ContentHash.of(head[...]), tail: ContentHash.of(tail[...]))
    }

    private static func readAt(_ descriptor: Int32, offset: Int, count: Int) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let n = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + done, count - done, off_t(offset + done)) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { throw FileError("read", "", code: n == 0 ? EIO : errno) }
            done += n
        }
        return bytes
    }
}

/// The last line of an unsaved copy: what it holds (its length and check) and what it was
/// made from (the file's identity then). A copy whose trailer is missing, cut or does not
/// match its bytes is damaged, and never offered as whole.
///
/// The line is `\n#listedit-unsaved-copy 1 key=value … end=LLLLLLLLLL\n`: it begins on a line
/// of its own and ends with its own length in ten digits, so that it is found from the end
/// of the file.
struct UnsavedCopyTrailer: Hashable, Sendable {
    /// The content's length and ``ContentHash``.
    var length: Int
    var hash: UInt64
    /// The file the edits were made to, as it was when the copy was made; nil for a list
    /// from a pipe.
    var file: FileIdentity?
    /// The version of the file the rows came from (its status when read or last saved, and
    /// the check of its bytes when known): what a recovery compares the file with. Nil for a
    /// list from a pipe, and in an older listedit's copy, which has ``file`` instead.
    var version: FileVersion?
    /// Whether the copy holds the edits to ``version`` (``EditsCopy``) rather than the rows.
    var holdsEdits = false
    /// ``StateFolder/pathCheck(of:)`` of the file's path, so that a copy found under a name
    /// two paths could share is used only for its own; nil in an older listedit's copy.
    var pathCheck: UInt64?

    private static let magic = "\n#listedit-unsaved-copy 1 "
    private static let endMark = " end="
    /// `end=` and ten digits and a line feed.
    private static let endLength = endMark.utf8.count + 10 + 1

    /// The trailer's bytes.
    var bytes: [UInt8] {
        var fields = ["length=\(length)", "hash=\(String(hash, radix: 16))"]
        if let file {
            fields += [
                "file-device=\(file.device)", "file-inode=\(file.inode)", "file-size=\(file.size)",
                "file-modified=\(file.modified)", "file-changed=\(file.changed)",
                "file-head=\(String(file.head, radix: 16))", "file-tail=\(String(file.tail, radix: 16))",
            ]
        }
        if let version {
            let info = version.info
            fields += [
                "version-device=\(info.device)", "version-inode=\(info.inode)", "version-size=\(info.size)",
                "version-modified=\(info.modified)", "version-changed=\(info.changed)",
                "version-mode=\(String(info.mode, radix: 8))", "version-owner=\(info.owner)", "version-group=\(info.group)",
            ]
            if let check = version.check { fields.append("version-check=\(String(check, radix: 16))") }
        }
        if holdsEdits { fields.append("edits=1") }
        if let pathCheck { fields.append("path-check=\(String(pathCheck, radix: 16))") }
        let body = Self.magic + fields.joined(separator: " ")
        let total = body.utf8.count + Self.endLength
        let digits = String(total)
        return Array((body + Self.endMark + String(repeating: "0", count: 10 - digits.count) + digits + "\n").utf8)
    }

    /// The trailer that `tail` (the last bytes of a copy of `size` bytes, at least the
    /// trailer's) ends with, and how long it is; nil if there is none.
    static func parse(tail: [UInt8], size: Int) -> (trailer: UnsavedCopyTrailer, length: Int)? {
        guard tail.count >= endLength, tail.last == 0x0A else { return nil }
        let end = String(decoding: tail.suffix(endLength), as: UTF8.self)
        guard end.hasPrefix(endMark), let total = Int(end.dropFirst(endMark.utf8.count).dropLast()),
            total <= tail.count, total <= size, total > endLength
        else { return nil }
        let text = String(decoding: tail.suffix(total).dropLast(endLength), as: UTF8.self)
        guard text.hasPrefix(magic) else { return nil }
        var values: [Substring: Substring] = [:]
        for field in text.dropFirst(magic.utf8.count).split(separator: " ") {
            guard let equals = field.firstIndex(of: "=") else { return nil }
            values[field[..<equals]] = field[field.index(after: equals)...]
        }
        let number = { (key: Substring) in values[key].flatMap { Int64($0) } }
        let hex = { (key: Substring) in values[key].flatMap { UInt64($0, radix: 16) } }
        // Compared by subtraction: a length near Int64.max must not overflow a sum.
        guard let length = number("length"), let hash = hex("hash"), length >= 0, length == Int64(size - total) else { return nil }
        var file: FileIdentity?
        if let device = number("file-device"), let inode = number("file-inode"), let fileSize = number("file-size"),
            let modified = number("file-modified"), let changed = number("file-changed"), let head = hex("file-head"),
            let tail = hex("file-tail"), fileSize >= 0
        {
            file = FileIdentity(
                device: UInt64(bitPattern: device), inode: UInt64(bitPattern: inode), size: Int(fileSize),
                modified: modified, changed: changed, head: head, tail: tail)
        }
        var version: FileVersion?
        if let device = number("version-device"), let inode = number("version-inode"), let size = number("version-size"), size >= 0,
           let modified = number("version-modified"), let changed = number("version-changed"),
           let mode = values["version-mode"].flatMap({ UInt32($0, radix: 8) }), let owner = values["version-owner"].flatMap({ UInt32($0) }),
           let group = values["version-group"].flatMap({ UInt32($0) })
        {
            let info = FileInfo(
                kind: .regular, mode: mode, size: Int(size), linkCount: 1, device: UInt64(bitPattern: device), inode: UInt64(bitPattern: inode), modified: modified,
                changed: changed, owner: owner, group: group)
            version = FileVersion(info: info, check: hex("version-check"))
        }
        let trailer = UnsavedCopyTrailer(
            length: Int(length), hash: hash, file: file, version: version, holdsEdits: values["edits"] == "1", pathCheck: hex("path-check"))
        // Edits mean nothing without the version they apply to.
        if trailer.holdsEdits, version == nil { return nil }
        return (trailer, total)
    }

    /// Where a trailer, whole or cut short, begins in the last bytes of `bytes`, or the end of
    /// `bytes` if there is none: what a damaged copy holds besides its rows.
    static func start(in bytes: [UInt8]) -> Int {
        let magicBytes = Array(magic.utf8)
        let searchFrom = max(0, bytes.count - maximumLength)
        var index = bytes.count - 1
        while index >= searchFrom {
            // A trailer cut inside its first word is its start too.
            let rest = bytes[index...]
            if rest.count >= 2, magicBytes.starts(with: rest.prefix(magicBytes.count)) { return index }
            index -= 1
        }
        return bytes.count
    }

    /// The most a trailer can be: read this much from a copy's end to find it.
    static let maximumLength = 1024
}
