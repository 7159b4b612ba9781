import RxCore
import XCTest

/// Time arithmetic saturates at the ends of Int64 rather than trapping or wrapping.
final class RxTimeTests: XCTestCase {
    func testAddingSaturates() {
        XCTAssertEqual(RxTime(nanoseconds: 5) + .nanoseconds(7), RxTime(nanoseconds: 12))
        XCTAssertEqual(RxTime(nanoseconds: Int64.max - 3) + .seconds(1), RxTime(nanoseconds: Int64.max))
        XCTAssertEqual(RxTime(nanoseconds: Int64.min + 3) + .seconds(-1), RxTime(nanoseconds: Int64.min))
        XCTAssertEqual(RxTime(nanoseconds: 0) + .never, RxTime(nanoseconds: Int64.max))
    }

    func testIntervalSinceSaturates() {
        XCTAssertEqual(RxTime(nanoseconds: 10).interval(since: RxTime(nanoseconds: 4)), .nanoseconds(6))
        XCTAssertEqual(RxTime(nanoseconds: Int64.max).interval(since: RxTime(nanoseconds: -5)), .nanoseconds(Int.max))
        XCTAssertEqual(RxTime(nanoseconds: Int64.min).interval(since: RxTime(nanoseconds: 5)), .nanoseconds(Int.min))
    }

    func testIntervalNanosecondsSaturate() {
        XCTAssertEqual(RxTimeInterval.seconds(Int.max).nanoseconds, Int64.max)
        XCTAssertEqual(RxTimeInterval.seconds(Int.min).nanoseconds, Int64.min)
        XCTAssertEqual(RxTimeInterval.milliseconds(Int.max / 2).nanoseconds, Int64.max)
        XCTAssertEqual(RxTimeInterval.microseconds(-Int.max).nanoseconds, Int64.min)
        XCTAssertEqual(RxTimeInterval.milliseconds(3).nanoseconds, 3_000_000)
        XCTAssertNil(RxTimeInterval.never.nanoseconds)
    }
}
