import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

final class ScriptTests: XCTestCase {
    func testParsesCommandLinesKeepingTheirNumbers() {
        let script = Script(file: "repos.rxs", text: """
            # Search GitHub repositories of a user
            open repos

            type searchBar octocat   # debounced
            wait 500ms
            expect table.count == 8
            """)
        XCTAssertEqual(script.errors, [])
        XCTAssertEqual(script.lines.map(\.number), [2, 4, 5, 6])
        XCTAssertEqual(script.lines.map(\.command.description), [
            "open repos", "type searchBar octocat", "wait 500ms", "expect table.count == 8",
        ])
        XCTAssertEqual(script.lines[1].text, "type searchBar octocat   # debounced")
        XCTAssertEqual(script.lines[1].tokens.count, 3)
    }

    func testCollectsAnErrorForEveryBadLine() {
        let script = Script(file: "bad.rxs", text: "open repos\ntpye x y\nwait 5\ntap searchButton\n")
        XCTAssertEqual(script.lines.map(\.number), [1, 4])
        XCTAssertEqual(script.errors.map(\.description), [
            "bad.rxs:2:1: error: unknown command 'tpye' — did you mean type?",
            "bad.rxs:3:6: error: duration '5' has no unit — write 5ms, 5s or 5m",
        ])
    }

    func testLineEndingsAndByteOrderMark() {
        XCTAssertEqual(Script.splitLines("a\r\nb\rc\nd"), ["a", "b", "c", "d"])
        XCTAssertEqual(Script.splitLines("a\n\nb\n"), ["a", "", "b"])
        XCTAssertEqual(Script.splitLines(""), [])
        let script = Script(file: "win.rxs", text: "\u{FEFF}open repos\r\nwait 1s\r\n")
        XCTAssertEqual(script.errors, [])
        XCTAssertEqual(script.lines.map(\.command.description), ["open repos", "wait 1s"])
        XCTAssertEqual(script.lines.map(\.number), [1, 2])
    }

    func testErrorsInLaterLinesNameTheirLine() {
        let script = Script(file: "flows/search.rxs", text: "open search\n\n\ttype searchField \"RxSwift\n")
        XCTAssertEqual(script.errors.first?.rendered(), """
            flows/search.rxs:3:19: error: unterminated quoted text
            \ttype searchField "RxSwift
            \t                 ^~~~~~~~
            add a closing " (write a quote inside text as \\")
            """)
    }
}
