import FuzzTargets
import ListDocument
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

    @Test("Every committed input holds its target's property", arguments: FuzzTargets.all.map(\.name))
    func replay(target name: String) throws {
        let target = FuzzTargets.named(name)
        let files = PosixFileSystem()
        var replayed = 0
        for kind in ["Corpus", "Regressions"] {
            let folder = "\(Self.fuzzFolder)/\(kind)/\(name)"
            // A folder not there yet (no regression found) holds nothing to replay.
            for file in ((try? files.names(inFolder: folder)) ?? []).sorted() where !file.hasPrefix(".") {
                let input = try files.read("\(folder)/\(file)", limit: nil)
                let problems = target.problems(input)
                #expect(problems.isEmpty, "\(kind)/\(name)/\(file): \(target.summary): \(problems.prefix(3))")
                replayed += 1
            }
        }
        #expect(replayed > 0, "Fuzz/Corpus/\(name) has seeds")
    }
}
