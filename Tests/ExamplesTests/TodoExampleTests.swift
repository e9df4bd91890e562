import Testing
import TableKit
import TableTerminal
import TableTerminalTesting
import TodoExample

/// The tutorial's todo app, driven as a user would through the testing kit.
@Suite("The todo example")
struct TodoExampleTests {
    @Test("Shows its sections; + adds a todo; d d deletes one; t moves one to the top of Today; u undoes")
    func todoApp() {
        _ = DisplayWidth.prepareLocale(fromEnvironment: false)
        let todos = Todos()
        let driver = AppDriver(todos.app(), size: Size(width: 40, height: 12))
        expectScreen(driver, """
             Edit              Todo               +
             Today
               Water the plants
               Call the bank
             Later
               Fix the bike
               Learn the ukulele
            """)
        driver.press("jj+Buy bread<Enter>")
        #expect(todos.model.sections[1].rows == ["Fix the bike", "Learn the ukulele", "Buy bread"])
        driver.press("gg")
        driver.press("dd")
        #expect(todos.model.sections[0].rows == ["Call the bank"])
        driver.press("Gt")
        #expect(todos.model.sections[0].rows == ["Buy bread", "Call the bank"])
        expectStatus(driver, startsWith: " LIST 1/4 ")
        #expect(driver.screen.joined().contains("Moved to the top of Today"))
        driver.press("uu")
        #expect(todos.model.sections[0].rows == ["Water the plants", "Call the bank"])
        #expect(driver.press("q") == .exit(.quit))
    }

    @Test("? lists the app's own key first")
    func helpListsTheAppsKey() {
        _ = DisplayWidth.prepareLocale(fromEnvironment: false)
        let todos = Todos()
        let driver = AppDriver(todos.app(), size: Size(width: 60, height: 12))
        driver.press("?")
        #expect(driver.screen[2].contains("Todo"), "\(driver.numberedScreen)")
        #expect(driver.screen[3].contains("t") && driver.screen[3].contains("move the todo to the top of Today"), "\(driver.numberedScreen)")
    }
}
