import LibC
import TableKit
import TableTerminal

/// A running process, as the list shows it.
public struct RunningProcess: Hashable, Sendable {
    public var pid: Int32
    public var name: String
    public var state: String

    public init(pid: Int32, name: String, state: String) {
        self.pid = pid
        self.name = name
        self.state = state
    }
}

/// The machine's processes, a live list: a diffable data source whose snapshot is taken
/// again every second and applied with animations (new processes slide in, ended ones fade,
/// a changed state reloads its row), by state: running first, then sleeping, then the rest.
public final class ProcessList {
    public let table = Table()
    public let source: Sections
    private let known = Known()
    /// Where the processes come from: `/proc`, or a test's list.
    private let list: () -> [RunningProcess]

    /// The processes last taken, by pid: what each row shows.
    private final class Known {
        var byPID: [Int32: RunningProcess] = [:]
        func text(for pid: Int32) -> String { byPID[pid].map { "\($0.pid)  \($0.name)" } ?? "\(pid)" }
    }

    public init(list: @escaping () -> [RunningProcess] = ProcessList.fromProc) {
        self.list = list
        source = Sections(table: table) { [known] _, _, pid in known.text(for: pid) }
        source.defaultRowAnimation = .fade
    }

    /// Takes the list again and applies it as the difference from the last.
    public func refresh() throws {
        let processes = list()
        known.byPID = Dictionary(processes.map { ($0.pid, $0) }, uniquingKeysWith: { first, _ in first })
        var snapshot = DiffableSnapshot<String, Int32>()
        let groups = Dictionary(grouping: processes) { $0.state == "R" ? "Running" : $0.state == "S" ? "Sleeping" : "Other" }
        for section in ["Running", "Sleeping", "Other"] {
            guard let members = groups[section] else { continue }
            try snapshot.appendSections([section])
            try snapshot.appendItems(members.sorted { $0.pid < $1.pid }.map(\.pid), toSection: section)
        }
        try source.apply(snapshot, animatingDifferences: true)
    }

    /// The app: refreshed every second, `r` to refresh now.
    public func app() throws -> TableApp {
        try refresh()
        let app = TableApp(table: table, title: "Processes")
        app.every(1) { [unowned self] _ in try? refresh() }
        app.bind(.character("r"), help: "refresh now") { [unowned self] _ in
            try refresh()
            return "Refreshed"
        }
        return app
    }

    /// The data source: the snapshot's section identifiers are the headers, given as a
    /// `UITableViewDiffableDataSource` subclass gives them.
    public final class Sections: TableDiffableDataSource<String, Int32> {
        override public func tableView(_ tableView: Table, titleForHeaderInSection section: Int) -> String? {
            sectionIdentifier(for: section)
        }
    }

    /// The processes in `/proc`: each numbered folder's `stat` (pid, name, state).
    public static func fromProc() -> [RunningProcess] {
        guard let folder = opendir("/proc") else { return [] }
        defer { closedir(folder) }
        var processes: [RunningProcess] = []
        while let entry = readdir(folder) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            guard let pid = Int32(name), let stat = contents("/proc/\(name)/stat"),
                  let open = stat.firstIndex(of: "("), let close = stat.lastIndex(of: ")")
            else { continue }
            let command = String(stat[stat.index(after: open)..<close])
            let state = stat[stat.index(close, offsetBy: 2)...].prefix(1)
            processes.append(RunningProcess(pid: pid, name: command, state: String(state)))
        }
        return processes
    }

    private static func contents(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 512)
        let count = read(descriptor, &buffer, buffer.count)
        return count > 0 ? String(decoding: buffer[..<count], as: UTF8.self) : nil
    }
}
