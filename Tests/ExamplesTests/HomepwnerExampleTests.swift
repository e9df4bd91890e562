import Testing
import TableKit
import TableTerminal
import TableTerminalTesting
import HomepwnerExample

/// Homepwner written the UIKit way, driven as a user would.
@Suite("The Homepwner example")
struct HomepwnerExampleTests {
    @Test("Edit, ⊖ and Remove delete an item; the last row neither moves nor is passed; n adds one; u undoes")
    func homepwner() {
        _ = DisplayWidth.prepareLocale(fromEnvironment: false)
        let controller = ItemsViewController()
        let driver = AppDriver(controller.app(), size: Size(width: 44, height: 10))
        expectScreen(driver, """
             Edit               Homepwner
               Rusty bicycle ($42)
               Shiny laptop ($1299)
               Fluffy cat ($0)
               No more items!
            """)
        driver.press("ejd")
        #expect(driver.screen[2].hasSuffix("Remove"), "the bronze challenge's title:\n\(driver.numberedScreen)")
        driver.press("d")
        #expect(controller.items.map(\.name) == ["Rusty bicycle", "Fluffy cat"])
        driver.press("kJJJ")
        #expect(controller.items.map(\.name) == ["Fluffy cat", "Rusty bicycle"], "moved down, but not past the last row")
        driver.press("uu")
        #expect(controller.items.map(\.name) == ["Rusty bicycle", "Shiny laptop", "Fluffy cat"])
        driver.press("en")
        #expect(controller.items.map(\.name) == ["Rusty bicycle", "Shiny laptop", "Fluffy cat", "Item 1"])
        #expect(driver.screen.contains { $0.contains("Item 1 ($10)") })
        #expect(driver.table.invariantViolations().isEmpty)
    }
}
