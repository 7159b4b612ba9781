import RxMarbles
import RxSwift
import RxTest
import XCTest

final class MarbleDiagramTests: XCTestCase {
    func testExactScaleWithEndAndUnit() {
        let query: [Recorded<Event<String>>] = [.next(300, "s"), .next(400, "sw"), .next(500, "swi"), .next(1200, "swift")]
        let results: [Recorded<Event<String>>] = [.next(1700, "[3 repos]"), .error(2000, MarbleTestError("offline"))]
        let diagram = Marble.diagram([MarbleTimeline("query", query), MarbleTimeline("results", results)],
                                     width: 60, start: 0, end: 2400, unit: "ms")
        XCTAssertEqual(diagram, """
            time     0    500  1000 1500 2000
            query    ---abc------d------------
            results  -----------------e--#
                     a = "s", b = "sw", c = "swi", d = "swift",
                     e = "[3 repos]", # = offline
                     1 column = 100 ms
            """)
    }

    /// 6000 ticks in 31 columns: 200 ticks per column would need 34 with the group, so 500.
    func testCompressesTimeToFitTheWidthAndSaysTimesAreRounded() {
        let query: [Recorded<Event<String>>] = [.next(300, "s"), .next(400, "sw"), .next(500, "swi"), .next(1200, "swift")]
        let results: [Recorded<Event<String>>] = [.next(1700, "[3 repos]"), .completed(5000)]
        let diagram = Marble.diagram([MarbleTimeline("query", query), MarbleTimeline("results", results)],
                                     width: 40, start: 0, end: 6000)
        XCTAssertEqual(diagram, """
            time     0       2500 5000
            query    (ab)cd----------
            results  -   --e------|
                     a = "s", b = "sw", c = "swi",
                     d = "swift", e = "[3 repos]"
                     1 column = 500 ticks; times rounded down to their column
            """)
    }

    func testRowsWithoutEndStopAtTheirLastEventAndSameValuesShareLetters() {
        let first: [Recorded<Event<Int>>] = [.next(210, 1), .next(230, 2), .completed(260)]
        let second: [Recorded<Event<Int>>] = [.next(220, 2), .next(250, 1)]
        XCTAssertEqual(Marble.diagram([MarbleTimeline("first", first), MarbleTimeline("second", second)]), """
            time    210  260
            first   a-b--|
            second  -b--a
                    a = 1, b = 2
                    1 column = 10 ticks
            """)
    }

    func testDifferentErrorsAreNamedPerTimeline() {
        let diagram = Marble.diagram([
            MarbleTimeline("x", [Recorded<Event<Int>>.error(7, MarbleTestError("one"))]),
            MarbleTimeline("y", [.error(14, MarbleTestError("two"))]),
        ])
        XCTAssertEqual(diagram, """
            time  7    12
            x     #
            y     -------#
                  # in x = one, # in y = two
                  1 column = 1 tick
            """)
    }

    func testEmptyTimeline() {
        XCTAssertEqual(Marble.diagram([MarbleTimeline<Int>("empty", [])]), "time   0\nempty\n       1 column = 1 tick")
    }

    func testExactRowsAreMarblesThatParseBackToTheirEvents() throws {
        let values: [Character: Int] = ["a": 1, "b": 2, "c": 3, "d": 4]
        let first: [Recorded<Event<Int>>] = [.next(210, 1), .next(230, 2), .completed(260)]
        let second: [Recorded<Event<Int>>] = [.next(220, 3), .next(220, 4), .next(250, 4)]
        let diagram = Marble.diagram([MarbleTimeline("first", first), MarbleTimeline("second", second)],
                                     legend: MarbleLegend(values))
        let rows = diagram.split(separator: "\n").dropFirst().prefix(2).map { String($0.dropFirst(8)) }
        XCTAssertEqual(rows, ["a-   b--|", "-(cd)--d"])
        XCTAssertEqual(try Marble.events(rows[0], values: values, origin: 210), first)
        XCTAssertEqual(try Marble.events(rows[1], values: values, origin: 210), second)
    }
}
