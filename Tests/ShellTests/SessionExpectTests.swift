import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

/// `expect`: every comparison, and the messages of failures and errors, word for word.
final class SessionExpectTests: XCTestCase, @unchecked Sendable {
    @MainActor private func reposWithOctocat() -> Session {
        let session = Session(options: .builtIn)
        session.lines(["open repos", "type searchBar octocat", "settle"])
        return session
    }

    func testComparisonsThatHold() {
        MainActor.assumeIsolated { () -> Void in
            let session = reposWithOctocat()
            for line in [
                "expect table.count == 8", "expect table.count != 7", "expect table.count < 9", "expect table.count <= 8",
                "expect table.count > 7", "expect table.count >= 8", "expect searchBar.text == octocat",
                "expect searchBar.text == \"octocat\"", "expect alert.visible == false", "expect alert.title == null",
                "expect nav.title contains \"repos for\"", "expect table[0].subtitle matches \"^https://github.com/octocat/\"",
                "expect nav.depth == 1", "expect activity.visible != true",
            ] {
                XCTAssertEqual(session.lines(line), [], line)
            }
        }
    }

    func testAFailedExpectShowsExpectedAndActual() {
        MainActor.assumeIsolated { () -> Void in
            let session = reposWithOctocat()
            XCTAssertEqual(session.failure("expect table.count == 30"), """
                expect failed: table.count == 30
                  expected: == 30
                  actual:   8
                """)
            XCTAssertEqual(session.failure("expect nav.title == \"Who to follow\""), """
                expect failed: nav.title == "Who to follow"
                  expected: == "Who to follow"
                  actual:   "Search repos for username"
                """)
            XCTAssertEqual(session.failure("expect searchBar.text contains cat2"), """
                expect failed: searchBar.text contains cat2
                  expected: contains "cat2"
                  actual:   "octocat"
                """)
            XCTAssertEqual(session.failure("expect table.count >= 9"), """
                expect failed: table.count >= 9
                  expected: >= 9
                  actual:   8
                """)
            XCTAssertEqual(session.lines("expect table.count == 30"), [
                "expect failed: table.count == 30", "  expected: == 30", "  actual:   8",
            ])
        }
    }

    func testAFailedExpectSaysWhatIsStillScheduled() {
        MainActor.assumeIsolated { () -> Void in
            let session = Session(options: .builtIn)
            session.lines(["open repos", "keys searchBar octocat"])
            XCTAssertEqual(session.failure("expect table.count == 8"), """
                expect failed: table.count == 8
                  expected: == 8
                  actual:   0
                  1 timer pending: debounce due in 500 ms — use wait or settle
                """)
            session.lines("wait 500ms")
            XCTAssertEqual(session.failure("expect table.count == 8"), """
                expect failed: table.count == 8
                  expected: == 8
                  actual:   0
                  1 timer pending: network response due in 200 ms — use wait or settle
                """)
        }
    }

    func testPathsThatAreNotThere() {
        MainActor.assumeIsolated { () -> Void in
            let session = reposWithOctocat()
            XCTAssertEqual(session.error("expect table[8].title == x"), """
                flow.rxs:1:8: error: row 8 is out of range: table has 8 rows (0–7)
                expect table[8].title == x
                       ^~~~~~~~~~~~~~
                """)
            XCTAssertEqual(session.error("expect serchBar.text == x"), """
                flow.rxs:1:8: error: unknown path 'serchBar.text' on screen repos
                expect serchBar.text == x
                       ^~~~~~~~~~~~~
                did you mean searchBar.text?
                """)
            XCTAssertEqual(session.error("expect zzz.y == x"), """
                flow.rxs:1:8: error: unknown path 'zzz.y' on screen repos
                expect zzz.y == x
                       ^~~~~
                elements here: searchBar, table
                common paths start with nav., alert., hud., activity., opened., time.
                """)
            XCTAssertEqual(Session(options: .builtIn).error("expect table.count == 1"), """
                flow.rxs:1:8: error: unknown path 'table.count' (no screen is open)
                expect table.count == 1
                       ^~~~~~~~~~~
                common paths start with nav., alert., hud., activity., opened., time.
                """)
        }
    }

    func testOrderingNeedsNumbersAndRegexesMustParse() {
        MainActor.assumeIsolated { () -> Void in
            let session = reposWithOctocat()
            XCTAssertEqual(session.error("expect searchBar.text > 3"), """
                flow.rxs:1:8: error: searchBar.text is "octocat", not a number
                expect searchBar.text > 3
                       ^~~~~~~~~~~~~~
                """)
            XCTAssertEqual(session.error("expect table.count < many"), """
                flow.rxs:1:22: error: many is not a number
                expect table.count < many
                                     ^~~~
                """)
            XCTAssertEqual(session.error("expect nav.title matches \"(\""), """
                flow.rxs:1:26: error: '(' is not a valid regular expression
                expect nav.title matches "("
                                         ^~~
                a ( is not closed
                matches takes POSIX extended regular expressions (with \\d \\w \\s \\b), no back-references
                """)
        }
    }
}
