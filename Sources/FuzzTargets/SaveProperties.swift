import LibC
import ListDocument
import TableKit
import TestSupport

/// What every save promises, at any size: after any run of edits, the file holds exactly
/// the rows on screen, in order, each in its format's framing. Random edit scripts (deletes
/// through ⊖ and Delete, inserts, retypes, drags, moves across sections, checked rows
/// deleted and moved as blocks, undo and redo) are played on a real document and on a
/// ``SaveReference``; the document is saved through the real file code to a real file, and
/// the file's bytes are compared with the reference's.
public enum SaveProperties {
    /// The sizes that cross every threshold of the read and save paths: the empty file, a
    /// few bytes, either side of the save buffer's direct-write size (256 KiB) and of its
    /// size (1 MiB), and several MiB (several buffers, and reading in parts on two cores).
    public static let thresholdSizes = [0, 5, 256 * 1024 - 3, 256 * 1024 + 3, (1 << 20) - 3, (1 << 20) + 3, 5 << 20 + 77]

    /// The fuzz target: the input's first byte picks the format, the next two a size (up to
    /// 2 MiB, in steps that land on each side of the thresholds), and the rest drive the edits.
    public static let target = FuzzTarget(
        name: "save",
        summary: "a save after random edits writes exactly the rows shown, at sizes across every threshold"
    ) { input in
        guard input.count >= 3 else { return [] }
        let format = Format.allCases[Int(input[0]) % Format.allCases.count]
        let size = (Int(input[1]) << 8 | Int(input[2])) * 32
        var rng = InputGenerator(input.dropFirst(3))
        let folder = TemporaryFolder(in: "/dev/shm")
        return problems(format: format, size: size, edits: 6, saveEvery: 3, in: folder, using: &rng)
    }

    /// Plays `edits` random edits on a `size`-byte document in `format` written to `folder`,
    /// saving through ``EditingSession`` every `saveEvery` edits and at the end, then undoes
    /// every edit and saves again; returns what went wrong (empty when every save wrote the
    /// reference's bytes).
    public static func problems<G: RandomNumberGenerator>(
        format: Format, size: Int, edits: Int, saveEvery: Int, in folder: TemporaryFolder, using rng: inout G
    ) -> [String] {
        var script = SaveScript(reference: SaveReference.random(format, size: size, using: &rng))
        let name = format == .gitTodo ? "git-rebase-todo" : format == .markdown ? "list.md" : format == .json ? "list.json" : "list.txt"
        let original = script.reference.serialized
        // An empty file is the smallest of every format (JSON reads it as `[]`).
        folder.write(name, size == 0 ? [] : original)
        // A second name for the file sends saves through the in-place path (a backup, then
        // the file rewritten where it is), which writes with the same sink.
        let inPlace = Bool.random(using: &rng)
        if inPlace { link(folder.file(name), folder.file("other-name")) }
        let context = "\(format), \(original.count) bytes\(inPlace ? ", saved in place" : "")"
        let session: EditingSession
        do {
            let file = try DocumentFile(path: folder.file(name), format: format)
            session = EditingSession(file: file, table: Table(dataSource: file.document, delegate: file.document))
        } catch {
            return ["\(context): could not open: \(error)"]
        }
        script.start(session)
        guard session.file.document.serialized() == original else { return ["\(context): read back differently"] }
        var found: [String] = []
        // What the file holds: a save with nothing to save writes nothing, so an empty JSON
        // file, which opens as `[]`, stays empty until something is saved.
        var onDisk = size == 0 ? [] : original
        /// The unsaved copy Ctrl-C would write now, recovered onto the file as it is: it must
        /// give the rows shown (a big file's copy holds only the edits and the version).
        func checkCopy(_ when: String) {
            guard session.hasUnsavedChanges else { return }
            do {
                let copy = try EmergencyCopy.write(session.file, stateFolder: nil).path
                defer { unlink(copy) }
                let recovered = try EmergencyCopy.recovery(of: copy, for: folder.file(name)).bytes
                if recovered != script.reference.serialized {
                    found.append("\(context), copy \(when) [\(script.log.joined(separator: "; "))]: " + difference(recovered, script.reference.serialized))
                }
            } catch {
                found.append("\(context), copy \(when): \(error)")
            }
        }
        func save(_ when: String) {
            checkCopy(when)
            do {
                if try session.save() != .unchanged {
                    onDisk = script.reference.serialized
                } else if onDisk != script.reference.serialized, !(size == 0 && format == .json && onDisk.isEmpty) {
                    found.append("\(context), \(when): nothing was saved, but the rows differ from the file")
                }
            } catch {
                found.append("\(context), \(when): the save failed: \(error)")
                return
            }
            let expected = onDisk
            guard let bytes = folder.read(name), bytes != expected else { return }
            found.append("\(context), \(when) [\(script.log.joined(separator: "; "))]: " + difference(bytes, expected))
        }
        for step in 1...max(1, edits) {
            script.playRandomEdit(using: &rng)
            if let problem = script.problem { return found + ["\(context): \(problem)"] }
            if step % saveEvery == 0 || step == edits { save("after edit \(step)") }
        }
        script.undoAll()
        if let problem = script.problem { return found + ["\(context): \(problem)"] }
        save("after undoing every edit")
        if found.isEmpty, !(size == 0 && format == .json), folder.read(name) != original {
            found.append("\(context): undoing every edit did not give the original bytes back")
        }
        return found
    }

    /// Where two byte strings first differ, in words.
    static func difference(_ actual: [UInt8], _ expected: [UInt8]) -> String {
        let common = zip(actual, expected).prefix { $0 == $1 }.count
        let show = { (bytes: [UInt8]) in
            String(decoding: bytes[common..<min(bytes.count, common + 40)], as: UTF8.self).debugDescription
        }
        return "wrote \(actual.count) bytes where \(expected.count) were expected; they differ at byte \(common): "
            + "wrote \(show(actual)), expected \(show(expected))"
    }
}

/// Random numbers drawn from a fuzzer's input, so that the fuzzer steers the edits; once
/// the input runs out, from a generator seeded by its length (never a constant, which would
/// make `Int.random(in:)` retry forever).
struct InputGenerator: RandomNumberGenerator {
    private var bytes: ArraySlice<UInt8>
    private var afterInput: SeededGenerator

    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        afterInput = SeededGenerator(seed: UInt64(bytes.count))
    }

    mutating func next() -> UInt64 {
        guard bytes.count >= 8 else { return afterInput.next() }
        var value: UInt64 = 0
        for _ in 0..<8 { value = value << 8 | UInt64(bytes.popFirst()!) }
        return value
    }
}
