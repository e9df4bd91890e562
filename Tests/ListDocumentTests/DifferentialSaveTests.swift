import FuzzTargets
import LibC
import ListDocument
import TableKit
import Testing
import TestSupport

/// Saves checked against a reference at every size: random edit scripts on documents whose
/// sizes cross every threshold of the read and save paths, in every format, saved through
/// the real file code to a real file and compared byte for byte with ``SaveReference``,
/// which writes the rows in order and nothing else. `LISTEDIT_SLOW_TESTS=1` (`make
/// test-slow`) adds documents of 16 and 64 MiB.
@Suite("Saves against a reference, at every size")
struct DifferentialSaveTests {
    static let sizes = SaveProperties.thresholdSizes
        + (getenv("LISTEDIT_SLOW_TESTS") != nil ? [16 << 20, 64 << 20 + 11] : [])

    @Test("Random edits, then a save: the file holds exactly the reference's bytes",
          arguments: Format.allCases, sizes)
    func randomEditsThenSave(format: Format, size: Int) {
        for seed in 0..<3 {
            var rng = SeededGenerator(seed: UInt64(size) &* 31 &+ UInt64(seed))
            let folder = TemporaryFolder()
            let problems = SaveProperties.problems(format: format, size: size, edits: 9, saveEvery: 3, in: folder, using: &rng)
            #expect(problems.isEmpty, "seed \(seed):\n\(problems.joined(separator: "\n"))")
        }
    }

    @Test("One edit near the start, in the middle and at the end of a file of a few hundred KiB, then a save",
          arguments: Format.allCases)
    func oneEditThenSave(format: Format) throws {
        var rng = SeededGenerator(seed: 7)
        let reference = SaveReference.random(format, size: 400 * 1024, using: &rng)
        for place in ["start", "middle", "end"] {
            let folder = TemporaryFolder()
            let name = "list" + (format == .markdown ? ".md" : format == .json ? ".json" : ".txt")
            folder.write(name, reference.serialized)
            let file = try DocumentFile(path: folder.file(name), format: format)
            let session = EditingSession(file: file, table: Table(dataSource: file.document, delegate: file.document))
            let section = place == "end" ? reference.sections.count - 1 : 0
            let count = reference.sections[section].rows.count
            let row = place == "start" ? 2 : place == "middle" ? count / 2 : count - 1
            var expected = reference
            expected.sections[section].rows.remove(at: row)
            try session.table.edit(of: file.document) { $0.deleteRows(at: [IndexPath(row: row, section: section)]) }
            try session.save()
            let written = try #require(folder.read(name))
            #expect(written == expected.serialized, "\(format), deleting row \(row) (\(place)): \(written.count) bytes written, \(expected.serialized.count) expected")
        }
    }
}
