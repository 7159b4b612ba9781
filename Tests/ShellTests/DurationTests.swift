import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

final class DurationTests: XCTestCase {
    private func milliseconds(_ text: String) -> Int? {
        try? ScriptDuration.parse(text).get().milliseconds
    }

    private func problem(_ text: String) -> String? {
        guard case .failure(let problem) = ScriptDuration.parse(text) else { return nil }
        return ([problem.message] + problem.hints).joined(separator: " — ")
    }

    func testUnits() {
        XCTAssertEqual(milliseconds("250ms"), 250)
        XCTAssertEqual(milliseconds("0.5s"), 500)
        XCTAssertEqual(milliseconds("2s"), 2_000)
        XCTAssertEqual(milliseconds("1m"), 60_000)
        XCTAssertEqual(milliseconds("1.5m"), 90_000)
        XCTAssertEqual(milliseconds("0ms"), 0)
        XCTAssertEqual(milliseconds("0.001s"), 1)
        XCTAssertEqual(milliseconds("0.100s"), 100)
        XCTAssertEqual(milliseconds("007s"), 7_000)
        XCTAssertEqual(milliseconds("0.10000000000000000000000s"), 100)
        // Whole digits and a unit are read from their bytes; these check that path's edges.
        XCTAssertEqual(milliseconds("1ms"), 1)
        XCTAssertEqual(milliseconds("300ms"), 300)
        XCTAssertEqual(milliseconds("000000000000000001ms"), 1)
        XCTAssertEqual(milliseconds("86400000000ms"), 86_400_000_000)
        XCTAssertNil(milliseconds("1mss"))
        XCTAssertNil(milliseconds("1sm"))
        XCTAssertNil(milliseconds("ms"))
        XCTAssertNil(milliseconds("１s"), "a full-width digit is no digit")
    }

    func testCanonicalSpelling() {
        XCTAssertEqual(ScriptDuration(milliseconds: 60_000).description, "1m")
        XCTAssertEqual(ScriptDuration(milliseconds: 90_000).description, "90s")
        XCTAssertEqual(ScriptDuration(milliseconds: 1_500).description, "1500ms")
        XCTAssertEqual(ScriptDuration(milliseconds: 0).description, "0ms")
        XCTAssertLessThan(ScriptDuration(milliseconds: 1), ScriptDuration(milliseconds: 2))
    }

    func testProblemsAreWordedForTheUser() {
        XCTAssertEqual(problem("-1s"), "negative duration '-1s' — virtual time only moves forward; use 0ms or more")
        XCTAssertEqual(problem("soon"), "'soon' is not a duration — write it like 250ms, 0.5s, 2s or 1m")
        XCTAssertEqual(problem(""), "'' is not a duration — write it like 250ms, 0.5s, 2s or 1m")
        XCTAssertEqual(problem(".5s"), "'.5s' is not a duration — write it like 250ms, 0.5s, 2s or 1m")
        XCTAssertEqual(problem("1.s"), "'1.s' is not a duration — write it like 250ms, 0.5s, 2s or 1m")
        XCTAssertEqual(problem("1.2.3s"), "'1.2.3s' is not a duration — write it like 250ms, 0.5s, 2s or 1m")
        XCTAssertEqual(problem("500"), "duration '500' has no unit — write 500ms, 500s or 500m")
        XCTAssertEqual(problem("5sec"), "unknown unit 'sec' in duration '5sec' — use ms, s or m")
        XCTAssertEqual(problem("1h"), "unknown unit 'h' in duration '1h' — use ms, s or m")
        XCTAssertEqual(problem("1.5ms"),
            "duration '1.5ms' is not a whole number of milliseconds — the virtual clock counts whole milliseconds")
        XCTAssertEqual(problem("0.0001s"),
            "duration '0.0001s' is not a whole number of milliseconds — the virtual clock counts whole milliseconds")
        XCTAssertEqual(problem("99999999999999999999m"),
            "duration '99999999999999999999m' is too long — the longest is 1000 days (1440000m)")
        XCTAssertEqual(problem("200000000000000m"),
            "duration '200000000000000m' is too long — the longest is 1000 days (1440000m)")
    }

    func testDurationsBeyondTheStatedMaximumAreRefused() {
        XCTAssertEqual(milliseconds("1440000m"), 86_400_000_000)
        XCTAssertEqual(milliseconds("86400000s"), 86_400_000_000)
        XCTAssertEqual(problem("1440000.001m"), "duration '1440000.001m' is too long — the longest is 1000 days (1440000m)")
        XCTAssertEqual(problem("86400000001ms"), "duration '86400000001ms' is too long — the longest is 1000 days (1440000m)")
        XCTAssertEqual(problem("153722868m"), "duration '153722868m' is too long — the longest is 1000 days (1440000m)")
        XCTAssertEqual(problem("9223372036854775807ms"),
            "duration '9223372036854775807ms' is too long — the longest is 1000 days (1440000m)")
        XCTAssertEqual(problem("9223372036854775808ms"),
            "duration '9223372036854775808ms' is too long — the longest is 1000 days (1440000m)")
    }

    func testErrorInAScriptPointsAtTheUnit() {
        XCTAssertEqual(diagnostic("wait 5sec"), """
            demo.rxs:1:7: error: unknown unit 'sec' in duration '5sec'
            wait 5sec
                  ^~~
            use ms, s or m
            """)
        XCTAssertEqual(diagnostic("wait -2s"), """
            demo.rxs:1:6: error: negative duration '-2s'
            wait -2s
                 ^~~
            virtual time only moves forward; use 0ms or more
            """)
    }
}
