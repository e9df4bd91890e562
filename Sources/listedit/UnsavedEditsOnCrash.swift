import LibC
import ListDocument
import TableTerminal

/// The edits a crash would lose: the document of the session being edited and the file it
/// is a copy of, or nothing. Set while a file or a pipe is on screen; read only by
/// ``rescueUnsavedEdits(_:)`` in the child process a crash starts.
enum UnsavedEditsOnCrash {
    /// What to keep, if there is anything unsaved: the document and the file's path (nil for
    /// a pipe's list).
    nonisolated(unsafe) static var source: (() -> (document: ListDocument, path: String?)?)?

    /// Has a crash keep the unsaved edits `source` gives, and end at once unless the user
    /// asked for the runtime's backtrace (`SWIFT_BACKTRACE` set).
    static func install() {
        CrashRescue.install(rescueUnsavedEdits, chainingToBacktracer: getenv("SWIFT_BACKTRACE") != nil)
    }
}

/// Writes the unsaved edits to an unsaved copy and its path to `pathDescriptor`; 0 when
/// written, 1 when there was nothing to keep, 2 when it failed (with the reason written).
private func rescueUnsavedEdits(_ pathDescriptor: Int32) -> Int32 {
    guard let unsaved = UnsavedEditsOnCrash.source?() else { return 1 }
    let said: String
    let status: Int32
    do {
        said = try EmergencyCopy.write(unsaved.document, beside: unsaved.path).path
        status = 0
    } catch {
        said = "\(error)"
        status = 2
    }
    let bytes = Array(said.utf8)
    _ = bytes.withUnsafeBytes { write(pathDescriptor, $0.baseAddress, $0.count) }
    return status
}
