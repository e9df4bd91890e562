import Foundation
import Testing
import TableKit

// A UIKit developer's file imports Foundation; `IndexPath` must mean one type in it, with
// UIKit's `row`, `section` and `init(row:section:)`, in type positions as well as in calls.
private final class Dates: TableDataSource {
    let days: [Date] = [Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 86_400)]

    func table(_ table: Table, numberOfRowsInSection section: Int) -> Int { days.count }
    func table(_ table: Table, textForRowAt indexPath: IndexPath) -> String {
        "day \(Int(days[indexPath.row].timeIntervalSince1970) / 86_400)"
    }
}

@Test("A file importing Foundation and TableKit uses IndexPath as is")
func indexPathWithFoundation() {
    let dates = Dates()
    let table = Table(dataSource: dates)
    let second: IndexPath = IndexPath(row: 1, section: 0)
    var moved = second
    moved.row += 1
    #expect(table.text(forRowAt: second) == "day 1")
    #expect(moved == IndexPath(indexes: [0, 2]), "it is Foundation's IndexPath: two indexes, section first")
    #expect(second.description == "[0, 1]")
    #expect(IndexPath(row: 0, section: 1) > IndexPath(row: 5, section: 0), "ordered as rows appear on screen")
}
