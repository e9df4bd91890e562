import LibC
import ListDocument
import TableTerminal

/// The edits a crash would lose: the document of the session being edited and the file it
/// is a copy of, or nothing. Set while a file or a pipe is on screen; read only by
/// ``rescueUnsavedEdits(_:)`` in the child process a crash starts.
enum UnsavedEditsOnCrash {
    /// What to keep, if there is anything unsaved.
    nonisolated(unsafe) static var source: (() -> UnsavedEdits?)?

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
        said = try unsaved.keep().path
        status = 0
    } catch {
        said = "\(error)"
        status = 2
    }
    let bytes = Array(said.utf8)
    _ = bytes.withUnsafeBytes { write(pathDescriptor, $0.baseAddress, $0.count) }
    return status
}

/// Edits not saved anywhere, to keep in an unsaved copy when listedit is told to stop.
enum UnsavedEdits {
    /// A file's: its document, and the version of the file its rows came from.
    case file(DocumentFile)
    /// A list from a pipe, which has no file.
    case pipe(ListDocument)

    /// Writes the unsaved copy.
    func keep() throws(FileError) -> EmergencyCopy.Written {
        switch self {
        case let .file(file): try EmergencyCopy.write(file)
        case let .pipe(document): try EmergencyCopy.write(document, beside: nil)
        }
    }
}
