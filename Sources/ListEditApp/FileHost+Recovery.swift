import LibC
import ListDocument
import TableKit
import TableTerminal

/// The questions a file's host asks at start-up, vim's swap-file questions: whether to edit a
/// file another listedit has open; then about a backup an interrupted in-place save left (the
/// file may be damaged), or else about the newest unsaved copy.
///
/// Any key but an answer ignores what is asked about (it is kept and offered again next
/// time) and acts. Only a capital `D` deletes, so that `dd` typed at once deletes a row and
/// never the copy; `r` and `R` recover or restore, which loses nothing (the copy or backup
/// stays until a save).
extension FileHost {
    /// The first question to ask at start-up, if any.
    public var startupQuestion: HostQuestion? { instanceQuestion ?? recoveryQuestion }

    /// Whether to edit a file another listedit has open; other keys wait for an answer.
    var instanceQuestion: HostQuestion? {
        guard let other = otherInstances.first else { return nil }
        return HostQuestion(
            text: "\(baseName(session.file.path)) is open in another listedit (process \(other.pid), since \(localTime(other.since))): "
                + "[o]pen read-only [e]dit anyway [q]uit",
            answers: ["o", "e", "q"], escapeAnswer: "o")
    }

    public func question(after question: HostQuestion) -> HostQuestion? {
        question == instanceQuestion && !hasAskedToQuit ? recoveryQuestion : nil
    }

    /// About a backup a killed save left, or the newest unsaved copy.
    public var recoveryQuestion: HostQuestion? {
        if let backup = backups.first {
            return HostQuestion(
                text: "A save was interrupted (\(localTime(backup.modified))): \(baseName(session.file.path)) may be damaged, "
                    + "a backup is kept: [r]estore [D]elete [i]gnore",
                answers: ["r", "R", "D", "i"], escapeAnswer: "i", otherKeysAnswer: "i")
        }
        guard let newest = copies.first else { return nil }
        let when = localTime(newest.modified)
        if newest.isDamaged {
            let rows = EmergencyCopy.rowCount(ofDamaged: newest.path, format: session.file.document.format)
            // r is an answer too, though a damaged copy cannot be recovered: a user who types it
            // means the copy, and must not find the list's retype field open instead.
            return HostQuestion(
                text: "The unsaved copy from \(when) is damaged (cut short or altered, \(rows.groupedDigits) row\(rows == 1 ? "" : "s") in it), "
                    + "at \(newest.path): [D]elete [i]gnore",
                answers: ["D", "i", "r", "R"], escapeAnswer: "i", otherKeysAnswer: "i")
        }
        let changedSince = EmergencyCopy.fileChanged(session.file.path, since: newest)
        if newest.holdsEdits, changedSince {
            // The edits apply to the version they were made to only; the rows typed are still the user's.
            let rows = (try? EmergencyCopy.editedRows(of: newest.path).count) ?? 0
            return HostQuestion(
                text: "An unsaved copy from \(when) holds edits to \(baseName(session.file.path)) as it was before it changed "
                    + "(\(rows.groupedDigits) row\(rows == 1 ? "" : "s") typed): [r] put them in the register [D]elete [i]gnore",
                answers: ["r", "R", "D", "i"], escapeAnswer: "i", otherKeysAnswer: "i")
        }
        let changed = changedSince ? ", but \(baseName(session.file.path)) changed after it was made" : ""
        return HostQuestion(
            text: "An unsaved copy from \(when) exists\(changed): [r]ecover [D]elete [i]gnore",
            answers: ["r", "R", "D", "i"], escapeAnswer: "i", otherKeysAnswer: "i")
    }

    /// Recovers, deletes or keeps what was asked about.
    public func answer(_ question: HostQuestion, with answer: Character) -> StatusMessage? {
        if question == instanceQuestion { return answerAboutInstance(with: answer) }
        if let backup = backups.first { return answerAboutBackup(backup, with: answer) }
        guard let copy = copies.first else { return nil }
        let when = localTime(copy.modified)
        let others = copies.count > 1 ? " (\(copies.count - 1) older unsaved \(copies.count == 2 ? "copy" : "copies") kept)" : ""
        switch answer {
        case "r", "R":
            guard !copy.isDamaged else {
                return StatusMessage(text: "Not recovered: the copy is damaged; it is kept at \(copy.path)", isError: true)
            }
            let recovered: DocumentFile
            do {
                recovered = try session.file.recovering(copy.path)
            } catch .editsOfAnotherVersion {
                return takeEditedRows(of: copy, when: when)
            } catch {
                return StatusMessage(text: "Not recovered (the copy is kept): \(error)", isError: true)
            }
            replaceFile(with: recovered)
            if recovered.changedSinceCopy {
                return StatusMessage(
                    text: "Recovered the copy from \(when); \(baseName(session.file.path)) changed after it was made: w asks first" + others,
                    isError: false)
            }
            return StatusMessage(text: "Recovered the copy from \(when): w saves it to \(baseName(session.file.path))" + others, isError: false)
        case "D":
            return delete(copy.path, saying: "Deleted the unsaved copy from \(when)" + others)
        default:
            return StatusMessage(text: "Kept the unsaved copy from \(when): it is offered again next time" + others, isError: false)
        }
    }

    /// The rows typed in a copy of edits to another version of the file, put in the register:
    /// they are the user's still, and `p` puts them where they belong now. The copy stays.
    private func takeEditedRows(of copy: EmergencyCopy.Found, when: String) -> StatusMessage {
        let rows: [[UInt8]]
        do {
            rows = try EmergencyCopy.editedRows(of: copy.path)
        } catch {
            return StatusMessage(text: "Not recovered (the copy is kept): \(error)", isError: true)
        }
        guard let pasteboard, !rows.isEmpty else {
            return StatusMessage(text: "The copy from \(when) holds no row typed (only moves and deletes); it is kept at \(copy.path)", isError: false)
        }
        let document = session.file.document
        let copied = rows.map { bytes in
            CopiedRow(text: document.text(ofCopiedBytes: bytes), bytes: bytes, kind: document.format.rawValue)
        }
        pasteboard.copy(copied, by: .delete)
        return StatusMessage(
            text: "The copy's \(copied.count.groupedDigits) typed row\(copied.count == 1 ? " is" : "s are") in the register: p puts "
                + "\(copied.count == 1 ? "it" : "them") below the cursor; the copy is kept until D deletes it", isError: false)
    }

    private func answerAboutInstance(with answer: Character) -> StatusMessage? {
        switch answer {
        case "q":
            hasAskedToQuit = true
            return nil
        case "e":
            return StatusMessage(text: "Editing it here too: the last save wins (w asks if the other one saved first)", isError: false)
        default:
            openedReadOnly = true
            return StatusMessage(text: "Opened read-only: a save asks first", isError: false)
        }
    }

    private func answerAboutBackup(_ backup: SaveBackups.Found, with answer: Character) -> StatusMessage? {
        switch answer {
        case "r", "R":
            let restored: DocumentFile
            do {
                restored = try session.file.restoring(backup.path)
            } catch {
                return StatusMessage(text: "Not restored (the backup is kept): \(error)", isError: true)
            }
            replaceFile(with: restored)
            return StatusMessage(
                text: "Restored the backup: w saves it to \(baseName(session.file.path)), and the backup goes", isError: false)
        case "D":
            return delete(backup.path, saying: "Deleted the backup \(backup.path)")
        default:
            return StatusMessage(text: "Kept the backup \(backup.path): it is offered again next time", isError: false)
        }
    }

    private func delete(_ path: String, saying done: String) -> StatusMessage {
        guard unlink(path) == 0 else {
            return StatusMessage(text: "Cannot delete \(path): \(String(cString: strerror(errno)))", isError: true)
        }
        return StatusMessage(text: done, isError: false)
    }
}
