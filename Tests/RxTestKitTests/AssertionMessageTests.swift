import RxMarbles
import RxSwift
@testable import RxTest
import XCTest

final class AssertionMessageTests: XCTestCase {
    func testEventMismatchDrawsExpectedAboveActualThenListsEvents() {
        let message = recordedEventsMismatchMessage(
            actual: [Recorded<Event<Int>>.next(210, 1), .next(240, 3), .completed(300)],
            expected: [.next(210, 1), .next(240, 2), .completed(270)])
        XCTAssertEqual(message, """
            Recorded events differ:
            time      210  260
            expected  a--b--|
            actual    a--c-----|
                      a = 1, b = 2, c = 3
                      1 column = 10 ticks
            events (expected | actual):
              next(1) @ 210   | next(1) @ 210
            ✗ next(2) @ 240   | next(3) @ 240
            ✗ completed @ 270 | completed @ 300
            """)
    }

    func testMissingEventsShowAsDashesAndLongTimelinesAreCompressed() {
        let message = recordedEventsMismatchMessage(
            actual: [Recorded<Event<Int>>.next(210, 1)],
            expected: [.next(210, 1), .next(211, 2), .completed(5000)])
        XCTAssertEqual(message, """
            Recorded events differ:
            time      200     700  1200 1700 2200 2700 3200 3700 4200 4700
            expected  (ab)-----------------------------------------------|
            actual    a
                      a = 1, b = 2
                      1 column = 100 ticks; times rounded down to their column
            events (expected | actual):
              next(1) @ 210    | next(1) @ 210
            ✗ next(2) @ 211    | —
            ✗ completed @ 5000 | —
            """)
    }

    func testErrorsThatReadDifferentlyAreTold() {
        let message = recordedEventsMismatchMessage(
            actual: [Recorded<Event<Int>>.error(220, MarbleTestError("timeout"))],
            expected: [.error(220, MarbleTestError("offline"))])
        XCTAssertEqual(message, """
            Recorded events differ:
            time      220
            expected  #
            actual    #
                      # in expected = offline, # in actual = timeout
                      1 column = 1 tick
            events (expected | actual):
            ✗ error(offline) @ 220 | error(timeout) @ 220
            """)
    }

    func testSubscriptionListsSideBySide() {
        XCTAssertEqual(sideBySide(expected: [Subscription(200, 300)], actual: [Subscription(200), Subscription(250, 260)]), """
            (expected | actual):
            ✗ (200 : 300) | (200 : Infinity)
            ✗ —           | (250 : 260)
            """)
    }

    func testEqualRecordingsPassTheOverloads() {
        XCTAssertEqual([Recorded<Event<Int>>.next(210, 1), .completed(220)], [.next(210, 1), .completed(220)])
        XCTAssertEqual([Subscription(200, 300)], [Subscription(200, 300)])
    }
}
