import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

/// `wait`, `settle` and autosettle: the only ways the virtual clock moves.
final class SessionTimeTests: XCTestCase {
    func testWaitRunsWhatIsDueOnTheWay() {
        MainActor.assumeIsolated { () -> Void in
            let session = Session(options: .builtIn)
            session.lines(["open repos", "type searchBar octocat"])
            XCTAssertEqual(session.lines("wait 499ms"), [])
            XCTAssertEqual(session.lines("wait 1ms"), ["[0.500s] activity.visible: false → true"])
            XCTAssertEqual(session.lines("wait 1s"), [
                "[0.700s] table.count: 0 → 8",
                "[0.700s] table: +8 rows (0–7)",
                "[0.700s] activity.visible: true → false",
            ])
            XCTAssertEqual(session.time, 1_500, "wait moves the clock the whole way")
        }
    }

    func testSettleRunsUntilNothingIsScheduled() {
        MainActor.assumeIsolated { () -> Void in
            let session = Session(options: .builtIn)
            session.lines(["open repos", "type searchBar octocat"])
            XCTAssertEqual(session.lines("settle"), [
                "[0.500s] activity.visible: false → true",
                "[0.700s] table.count: 0 → 8",
                "[0.700s] table: +8 rows (0–7)",
                "[0.700s] activity.visible: true → false",
            ])
            XCTAssertEqual(session.time, 700, "the clock stops at the last work")
            XCTAssertEqual(session.lines("settle"), [])
            XCTAssertEqual(session.time, 700)
        }
    }

    func testSettleGivesUpOnWorkThatRepeatsAndSaysWhatItIs() {
        MainActor.assumeIsolated { () -> Void in
            var options = SessionOptions.builtIn
            options.registry = { TestScreens.registry }
            options.settleLimit = 10_000
            let session = Session(options: options)
            session.lines("open ticker")
            XCTAssertEqual(session.error("settle"), """
                flow.rxs:1:1: error: settle gave up after 10 s of virtual time: 1 timer pending: interval due in 1 s
                settle
                ^~~~~~
                use wait for work that repeats
                """)
            XCTAssertEqual(session.lines("wait 2s"), [
                "[11.000s] clock.text: \"10\" → \"11\"",
                "[12.000s] clock.text: \"11\" → \"12\"",
            ])
            // The ticker's timer must stop while the scheduler is alive (see TestScreens).
            session.lines("open form")
        }
    }

    func testAutosettleSettlesAfterEveryEvent() {
        MainActor.assumeIsolated { () -> Void in
            var options = SessionOptions.builtIn
            options.autosettle = true
            let session = Session(options: options)
            session.lines("open repos")
            XCTAssertEqual(session.lines("type searchBar octocat"), [
                "[0.000s] searchBar.editing: false → true",
                "[0.000s] searchBar.text: \"\" → \"octocat\"",
                "[0.500s] activity.visible: false → true",
                "[0.700s] table.count: 0 → 8",
                "[0.700s] table: +8 rows (0–7)",
                "[0.700s] activity.visible: true → false",
            ])
            session.lines("set autosettle off")
            XCTAssertEqual(session.lines("type searchBar emptyuser"), [
                "[0.700s] searchBar.text: \"octocat\" → \"emptyuser\"",
            ])
            XCTAssertEqual(session.time, 700)
            session.lines("set autosettle on")
            XCTAssertEqual(session.lines("expect table.count == 8"), [], "expect is no event: nothing settles")
            XCTAssertEqual(session.time, 700)
        }
    }

    func testAScriptTypesFasterThanTheDebounce() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let session = Session(options: .builtIn)
            session.lines(["open repos", "type searchBar emptyuser", "wait 300ms", "type searchBar octocat", "settle"])
            XCTAssertEqual(session.snapshot.alert, nil, "emptyuser was never searched")
            XCTAssertEqual(try session.snapshot.value(at: "table.count"), .int(8))
        }
    }
}
