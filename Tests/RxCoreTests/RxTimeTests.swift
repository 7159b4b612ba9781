import Foundation
@testable import RxSwift
import XCTest

/// RxTime is RxSwift's `Date`; intervals are `DispatchTimeInterval`, whose nanoseconds saturate.
final class RxTimeTests: XCTestCase {
    func testRxTimeIsDate() {
        let time: RxTime = Date(timeIntervalSince1970: 12)
        XCTAssertEqual(time.timeIntervalSince1970, 12)
    }

    func testAddingADispatchIntervalAsRxSwift() {
        let start = Date(timeIntervalSince1970: 10)
        XCTAssertEqual(start.addingDispatchInterval(.milliseconds(1500)), Date(timeIntervalSince1970: 11.5))
        XCTAssertEqual(start.addingDispatchInterval(.seconds(-2)), Date(timeIntervalSince1970: 8))
        XCTAssertEqual(start.addingDispatchInterval(.never), Date.distantFuture)
    }

    func testReducingByASpanRoundsInTheIntervalsUnitAndStopsAtZero() {
        let earlier = Date(timeIntervalSince1970: 1_000)
        // 0.3 s later as a Date is a few hundred nanoseconds off; milliseconds round that away.
        let later = earlier.addingTimeInterval(0.3)
        XCTAssertEqual(RxTimeInterval.milliseconds(500).reduced(bySpanBetween: earlier, and: later), .milliseconds(200))
        XCTAssertEqual(RxTimeInterval.milliseconds(300).reduced(bySpanBetween: earlier, and: later), .milliseconds(0))
        XCTAssertTrue(RxTimeInterval.milliseconds(300).reduced(bySpanBetween: earlier, and: later).isNow)
        XCTAssertEqual(RxTimeInterval.seconds(1).reduced(bySpanBetween: earlier, and: earlier.addingTimeInterval(5)), .seconds(0))
        XCTAssertEqual(RxTimeInterval.never.reduced(bySpanBetween: earlier, and: later), .never)
        XCTAssertFalse(RxTimeInterval.never.isNow)
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
