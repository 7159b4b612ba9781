import Foundation
import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

/// `show`, `state` and `marbles`: what a session prints about itself.
final class SessionInspectionTests: XCTestCase, @unchecked Sendable {
    @MainActor private func octocatFlow(width: Int = SessionOptions.defaultWidth) -> Session {
        var options = SessionOptions.builtIn
        options.width = width
        let session = Session(options: options)
        session.lines(["open repos", "keys searchBar octocat", "settle"])
        return session
    }

    func testMarblesOfARealFlow() {
        MainActor.assumeIsolated { () -> Void in
            XCTAssertEqual(octocatFlow().lines("marbles searchBar.text activity.visible table.count"), """
                time              0       500  1000
                searchBar.text    (ab)cdefgh-------
                activity.visible  i   ----------j-i
                table.count       k   ------------l
                                  a = "", b = "o", c = "oc", d = "oct", e = "octo", f = "octoc",
                                  g = "octoca", h = "octocat", i = false, j = true, k = 0, l = 8
                                  1 column = 100 ms
                """.components(separatedBy: "\n"))
        }
    }

    func testMarblesWithoutPathsDrawsEveryPathThatChanged() {
        MainActor.assumeIsolated { () -> Void in
            let lines = octocatFlow().lines("marbles")
            XCTAssertEqual(lines.prefix(9), [
                "time               0       500  1000",
                "nav.depth          a   -------------",
                "nav.screen         b   -------------",
                "nav.title          c   -------------",
                "searchBar.editing  (de)-------------",
                "searchBar.text     (fg)hijklm-------",
                "table.count        n   ------------o",
                "activity.visible   d   ----------e-d",
                "table.rows         -   ------------p",
            ])
            XCTAssertEqual(lines.last, "                   1 column = 100 ms")
            XCTAssertTrue(lines.contains { $0.contains("p = +8 rows (0–7)") }, lines.joined(separator: "\n"))
            XCTAssertFalse(lines.contains { $0.hasPrefix("searchBar.hidden") }, "never changed, only appeared")
        }
    }

    func testMarblesGroupValuesThatShareAColumnWhenTheyFit() {
        MainActor.assumeIsolated { () -> Void in
            let session = octocatFlow(width: 40)
            session.lines(["type searchBar emptyuser", "settle", "dismiss", "wait 1m"])
            XCTAssertEqual(session.lines("marbles searchBar.text activity.visible"), """
                time              0              50
                searchBar.text    (abcdefghi)------
                activity.visible  (jkjkj)    ------
                                  a = "", b = "o",
                                  c = "oc", d = "oct",
                                  e = "octo",
                                  f = "octoc",
                                  g = "octoca",
                                  h = "octocat",
                                  i = "emptyuser",
                                  j = false, k = true
                                  1 column = 10 s; times rounded down to their column
                """.components(separatedBy: "\n"))
        }
    }

    func testBusyTimelinesShowTheLastValueOfEachColumn() {
        MainActor.assumeIsolated { () -> Void in
            var options = SessionOptions.builtIn
            options.registry = { TestScreens.registry }
            options.width = 40
            let session = Session(options: options)
            session.lines(["open ticker", "wait 100s"])
            let lines = session.lines("marbles clock.text nav.title")
            XCTAssertEqual(lines, """
                time        0    25   50   75   100
                clock.text  abcdefghijklmnopqrstu
                nav.title   v--------------------
                            a = "4", b = "9", c = "14",
                            d = "19", e = "24",
                            f = "29", g = "34",
                            h = "39", i = "44",
                            j = "49", k = "54",
                            l = "59", m = "64",
                            n = "69", o = "74",
                            p = "79", q = "84",
                            r = "89", s = "94",
                            t = "99", u = "100",
                            v = "Ticker"
                            1 column = 5 s
                            each column shows its last
                            value (80 earlier values
                            left out)
                """.components(separatedBy: "\n"))
            XCTAssertTrue(lines.allSatisfy { $0.count <= 40 }, lines.joined(separator: "\n"))
            // The ticker's timer must stop while the scheduler is alive (see TestScreens).
            session.lines("open form")
        }
    }

    func testMarblesOfAPathThatNeverChangedOrIsNotThere() {
        MainActor.assumeIsolated { () -> Void in
            let session = octocatFlow()
            XCTAssertEqual(session.lines("marbles alert.visible"), [
                "time           0    250  500  750  1000 1250", "alert.visible  a--------------------------",
                "               a = false", "               1 column = 50 ms",
            ])
            XCTAssertEqual(session.error("marbles serchBar.text"), """
                flow.rxs:1:9: error: unknown path 'serchBar.text'
                marbles serchBar.text
                        ^~~~~~~~~~~~~
                did you mean searchBar.text?
                """)
            XCTAssertEqual(Session(options: .builtIn).lines("marbles"), ["no values have changed yet"])
        }
    }

    func testShowDrawsThePhoneOrOneElement() {
        MainActor.assumeIsolated { () -> Void in
            let session = octocatFlow()
            let screen = session.lines("show")
            XCTAssertEqual(screen.first, "┌──────────────────────────────────────┐")
            XCTAssertEqual(screen.last, "└──────────────────────────────────────┘")
            XCTAssertTrue(screen.contains("│      Search repos for username       │"), screen.joined(separator: "\n"))
            XCTAssertEqual(session.lines("show searchBar"), [
                "searchBar.editing: true", "searchBar.hidden: false", "searchBar.placeholder: null",
                "searchBar.text: \"octocat\"",
            ])
            XCTAssertEqual(session.error("show serchBar"), """
                flow.rxs:1:6: error: unknown element 'serchBar' on screen repos
                show serchBar
                     ^~~~~~~~
                did you mean searchBar?
                """)
        }
    }

    func testStatePrintsTheSnapshotAsJSON() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let text = octocatFlow().lines("state").joined(separator: "\n")
            let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            XCTAssertEqual(json["time"] as? Int, 1_300)
            let screens = try XCTUnwrap(json["screens"] as? [[String: Any]])
            XCTAssertEqual(screens.map { $0["name"] as? String }, ["repos"])
        }
    }
}
