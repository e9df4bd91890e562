import LibC
import ListDocument

/// The committed corpus (Tests/ListDocumentTests/Fixtures), plus inputs too large to commit,
/// made the same way every run.
enum Fixtures {
    static let folder: String = {
        let file = #filePath
        let support = file[..<file.lastIndex(of: "/")!]
        return String(support[..<support.lastIndex(of: "/")!]) + "/Fixtures"
    }()

    static let names: [String] = {
        guard let dir = opendir(folder) else { return [] }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if !name.hasPrefix(".") { names.append(name) }
        }
        return names.sorted()
    }()

    static func bytes(_ name: String) -> [UInt8] {
        guard let bytes = try? PosixFileSystem().read(folder + "/" + name, limit: nil) else {
            fatalError("missing fixture \(name)")
        }
        return bytes
    }

    /// A 1 MB line between two short ones.
    static let longLine: [UInt8] = Array("before\n".utf8) + [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20)
        + Array("\nafter\n".utf8)

    /// An array holding one array nested a hundred thousand levels deep.
    static let deepJSON: [UInt8] = Array("[".utf8) + [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
        + [UInt8](repeating: UInt8(ascii: "]"), count: 100_000) + Array("]\n".utf8)

    /// The formats a file can be read in: every format takes any bytes but JSON.
    static func formats(for name: String) -> [Format] {
        name.hasSuffix(".json") ? [.json, .lines, .markdown, .gitTodo] : [.lines, .markdown, .gitTodo]
    }
}
