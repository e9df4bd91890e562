import FuzzTargets
import Glibc
import Testing

/// The fuzzers' inputs, replayed without a fuzzer: the seed corpus (`Fuzz/Corpus/NAME`) and
/// every input that once broke a property (`Fuzz/Regressions/NAME`), so that a bug the
/// fuzzers found stays fixed.
@Suite("Fuzz corpus replay")
struct ReplayTests {
    /// The repository's `Fuzz` folder.
    static let fuzzFolder: String = {
        let file = #filePath
        var folder = String(file[..<file.lastIndex(of: "/")!])
        for _ in 0..<2 { folder = String(folder[..<folder.lastIndex(of: "/")!]) }
        return folder + "/Fuzz"
    }()

    /// The names of the files in `folder` (none if it does not exist).
    static func files(in folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if !name.hasPrefix(".") { names.append(name) }
        }
        return names.sorted()
    }

    static func contents(of path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            if count == 0 { break }
            bytes += buffer[..<count]
        }
        return bytes
    }

    @Test("Every committed input holds its target's property", arguments: FuzzTargets.all.map(\.name))
    func replay(target name: String) throws {
        let target = FuzzTargets.named(name)
        var replayed = 0
        for kind in ["Corpus", "Regressions"] {
            let folder = "\(Self.fuzzFolder)/\(kind)/\(name)"
            for file in Self.files(in: folder) {
                let input = try #require(Self.contents(of: "\(folder)/\(file)"), "cannot read \(folder)/\(file)")
                let problems = target.problems(input)
                #expect(problems.isEmpty, "\(kind)/\(name)/\(file): \(target.summary): \(problems.prefix(3))")
                replayed += 1
            }
        }
        #expect(replayed > 0, "Fuzz/Corpus/\(name) has seeds")
    }
}
