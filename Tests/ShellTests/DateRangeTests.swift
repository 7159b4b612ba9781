import Foundation
import XCTest

@testable import RxsSession

/// `date` takes years 0001 to 9999, as a picker shows them in four digits: a date outside them
/// (a negative year, year 0, five digits) is an error naming the place and the range, never
/// another date.
final class DateRangeTests: XCTestCase {
    private static let formats = "dates are YYYY-MM-DD, HH:MM or \"YYYY-MM-DD HH:MM\", e.g. 2026-12-24"

    func testANegativeYearIsOutOfRangeNotReadWithoutItsSign() {
        MainActor.assumeIsolated { () -> Void in
            let session = Session(options: .builtIn)
            session.lines("open settings")
            XCTAssertEqual(session.error("date reminder \"-99999-01-01\""), """
                flow.rxs:1:15: error: '-99999-01-01' is out of range: a date picker takes 0001-01-01 to 9999-12-31
                date reminder "-99999-01-01"
                              ^~~~~~~~~~~~~~
                \(Self.formats)
                """)
            XCTAssertEqual(session.lines("expect reminder.date == \"2026-12-24\""), [])
        }
    }

    func testTheFirstAndLastDayOfTheRangeAreTakenAndTheDaysBeyondRefused() {
        MainActor.assumeIsolated { () -> Void in
            let session = Session(options: .builtIn)
            session.lines("open settings")
            XCTAssertEqual(session.lines("date reminder 0001-01-01"), [
                "[0.000s] reminder.date: \"2026-12-24\" → \"0001-01-01\"",
                "[0.000s] table[1][0].title: \"2026-12-24\" → \"0001-01-01\"",
            ])
            XCTAssertEqual(session.error("date reminder 0000-12-31"), """
                flow.rxs:1:15: error: '0000-12-31' is out of range: a date picker takes 0001-01-01 to 9999-12-31
                date reminder 0000-12-31
                              ^~~~~~~~~~
                \(Self.formats)
                """)
            XCTAssertEqual(session.lines("date reminder 9999-12-31"), [
                "[0.000s] reminder.date: \"0001-01-01\" → \"9999-12-31\"",
                "[0.000s] table[1][0].title: \"0001-01-01\" → \"9999-12-31\"",
            ])
            XCTAssertEqual(session.error("date reminder 10000-01-01"), """
                flow.rxs:1:15: error: '10000-01-01' is out of range: a date picker takes 0001-01-01 to 9999-12-31
                date reminder 10000-01-01
                              ^~~~~~~~~~~
                \(Self.formats)
                """)
            XCTAssertEqual(session.lines("expect reminder.date == \"9999-12-31\""), [])
        }
    }

    /// A sign is no part of a date: read without it, `+2026-12-24` would be another date.
    func testASignedOrEmptyFieldIsNotADate() {
        MainActor.assumeIsolated { () -> Void in
            let session = Session(options: .builtIn)
            session.lines("open settings")
            XCTAssertEqual(session.error("date reminder 2026-+1-01"), """
                flow.rxs:1:15: error: '2026-+1-01' is not a date
                date reminder 2026-+1-01
                              ^~~~~~~~~~
                \(Self.formats)
                """)
        }
    }

    /// As a user runs it: the file's own name, line and column.
    func testTheErrorNamesTheScriptFileLineAndColumn() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("dates.rxs", "open settings\ndate reminder \"-99999-01-01\"\n")
        let result = try RxsProcess.run(["run", "dates.rxs"], in: folder.path)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("""
            dates.rxs:2:15: error: '-99999-01-01' is out of range: a date picker takes 0001-01-01 to 9999-12-31
            date reminder "-99999-01-01"
                          ^~~~~~~~~~~~~~
            \(Self.formats)
            """), result.stderr)
    }
}
