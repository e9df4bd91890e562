import LibC
import Testing
import TableKit
import TableTerminal
import TableTerminalTesting
import ProcessesExample

/// The live list: a diffable snapshot taken again every second and applied as a difference.
@Suite("The processes example")
struct ProcessesExampleTests {
    /// A machine whose processes the test changes.
    private final class Machine: @unchecked Sendable {
        var processes = [
            RunningProcess(pid: 1, name: "init", state: "S"), RunningProcess(pid: 42, name: "shell", state: "S"),
            RunningProcess(pid: 7, name: "build", state: "R"),
        ]
    }

    @Test("Every second the list follows the machine: a new process appears, an ended one goes, one that wakes moves")
    func liveList() throws {
        _ = DisplayWidth.prepareLocale(fromEnvironment: false)
        let machine = Machine()
        let list = ProcessList { machine.processes }
        let driver = AppDriver(try list.app(), size: Size(width: 40, height: 12))
        expectScreen(driver, """
             Edit             Processes
             Running
               7  build
             Sleeping
               1  init
               42  shell
            """)
        machine.processes.removeAll { $0.pid == 7 }
        machine.processes.append(RunningProcess(pid: 99, name: "editor", state: "S"))
        machine.processes[1].state = "R"
        driver.advance(by: 0.5)
        #expect(driver.screen[2] == "   7  build", "not yet: a second has not passed")
        driver.advance(by: 0.6)
        driver.advance(by: 1)  // the fade of the ended process is over
        expectScreen(driver, """
             Edit             Processes
             Running
               42  shell
             Sleeping
               1  init
               99  editor
            """)
        #expect(list.table.invariantViolations().isEmpty)
    }

    @Test("The processes of this machine are read from /proc: this test's own among them")
    func fromProc() {
        let processes = ProcessList.fromProc()
        #expect(processes.contains { $0.pid == getpid() })
    }
}
