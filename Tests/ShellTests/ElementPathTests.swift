import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

final class ElementPathTests: XCTestCase {
    private func path(_ text: String) -> ElementPath? {
        try? ElementPath.parse(text).get()
    }

    private func problem(_ text: String) -> (String, Range<Int>?)? {
        guard case .failure(let problem) = ElementPath.parse(text) else { return nil }
        return (([problem.message] + problem.hints).joined(separator: " — "), problem.range)
    }

    func testTheThreeShapes() {
        XCTAssertEqual(path("searchBar.text"), ElementPath(element: "searchBar", property: "text"))
        XCTAssertEqual(path("table[12].title"), ElementPath(element: "table", row: 12, property: "title"))
        XCTAssertEqual(path("table.count"), ElementPath(element: "table", property: "count"))
        XCTAssertEqual(path("nav.title"), ElementPath(element: "nav", property: "title"))
        XCTAssertEqual(path("_private2.value_1"), ElementPath(element: "_private2", property: "value_1"))
    }

    func testSpellsBack() {
        for text in ["searchBar.text", "table[0].subtitle", "alert.visible", "opened.url"] {
            XCTAssertEqual(path(text)?.description, text)
        }
    }

    func testProblemsNameThePartAndWhere() {
        let shape = "write <id>.<property> or <id>[<row>].<property>, e.g. table[0].title"
        XCTAssertEqual(problem("")?.0, "expected a path — \(shape)")
        XCTAssertEqual(problem("searchField")?.0, "missing property after 'searchField' — \(shape)")
        XCTAssertEqual(problem("searchField")?.1, 11..<11)
        XCTAssertEqual(problem("table.")?.0, "missing property after 'table.' — \(shape)")
        XCTAssertEqual(problem("table[0]")?.0, "missing property after 'table[0]' — \(shape)")
        XCTAssertEqual(problem(".title")?.0, "missing element id before '.' — \(shape)")
        XCTAssertEqual(problem("[0].title")?.0, "missing element id before '[' — \(shape)")
        XCTAssertEqual(problem("a.b.c")?.0, "path 'a.b.c' has too many parts — \(shape)")
        XCTAssertEqual(problem("a.b.c")?.1, 3..<5)
        XCTAssertEqual(problem("table[0.title")?.0, "missing ']' in path 'table[0.title' — \(shape)")
        XCTAssertEqual(problem("table[].title")?.0, "missing row number in 'table[].title' — rows are counted from 0")
        XCTAssertEqual(problem("table[x].title")?.0, "row 'x' is not a number — rows are counted from 0")
        XCTAssertEqual(problem("table[x].title")?.1, 6..<7)
        XCTAssertEqual(problem("table[-1].title")?.0, "row -1 is out of range — rows are counted from 0")
        XCTAssertEqual(problem("table[99999999999999999999].title")?.0,
            "row 99999999999999999999 is too large — rows are counted from 0")
        XCTAssertEqual(problem("search-bar.text")?.0,
            "unexpected '-' in path 'search-bar.text' — ids and properties are ASCII letters, digits and _")
        XCTAssertEqual(problem("table[0]title")?.0,
            "unexpected 't' in path 'table[0]title' — ids and properties are ASCII letters, digits and _")
        XCTAssertEqual(problem("検索.text")?.0,
            "unexpected '検' in path '検索.text' — ids and properties are ASCII letters, digits and _")
    }

    func testCaretPointsInsideTheArgument() {
        XCTAssertEqual(diagnostic("expect table[x].title == a"), """
            demo.rxs:1:14: error: row 'x' is not a number
            expect table[x].title == a
                         ^
            rows are counted from 0
            """)
        XCTAssertEqual(diagnostic("expect searchField == a"), """
            demo.rxs:1:19: error: missing property after 'searchField'
            expect searchField == a
                              ^
            write <id>.<property> or <id>[<row>].<property>, e.g. table[0].title
            """)
    }

    func testQuotedPathsBlameTheWholeArgument() {
        XCTAssertEqual(oneLineError("expect \"table[x].title\" == a"),
            "demo.rxs:1:8: error: row 'x' is not a number — rows are counted from 0")
    }
}
