import Foundation
import RxSwift
import XCTest

/// A converter written the way RxSwift 6.10 users write one (RxTest's own converter has this
/// shape): `Int` units, `Date` for real time and `TimeInterval` seconds for real intervals.
/// It conforms to RxCore's `VirtualTimeConverterType` without any change.
private struct TenthsOfSecondConverter: VirtualTimeConverterType {
    typealias VirtualTimeUnit = Int
    typealias VirtualTimeIntervalUnit = Int

    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime {
        Date(timeIntervalSince1970: TimeInterval(virtualTime) / 10)
    }

    func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit {
        VirtualTimeUnit(time.timeIntervalSince1970 * 10 + 0.5)
    }

    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval {
        TimeInterval(virtualTimeInterval) / 10
    }

    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit {
        VirtualTimeIntervalUnit(timeInterval * 10 + 0.5)
    }

    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit {
        time + offset
    }

    func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison {
        if lhs < rhs { return .lessThan }
        if lhs > rhs { return .greaterThan }
        return .equal
    }
}

/// A scheduler subclass, as RxSwift users declare theirs (Swift 6 asks subclasses of a
/// Sendable class to restate it).
private final class TenthsScheduler: VirtualTimeScheduler<TenthsOfSecondConverter>, @unchecked Sendable {
    init(initialClock: Int) {
        super.init(initialClock: initialClock, converter: TenthsOfSecondConverter())
    }
}

final class UserVirtualTimeConverterTests: XCTestCase {
    func testAUserConverterDrivesTheGenericScheduler() {
        let scheduler = VirtualTimeScheduler(initialClock: 0, converter: TenthsOfSecondConverter())
        var log: [String] = []
        _ = scheduler.scheduleRelative("relative", dueTime: .milliseconds(1_500)) { log.append("\($0)@\(scheduler.clock)"); return Disposables.create() }
        scheduler.scheduleRelativeVirtual("virtual", dueTime: 7) { log.append("\($0)@\(scheduler.clock)"); return Disposables.create() }
        scheduler.scheduleAbsoluteVirtual("absolute", time: 30) { log.append("\($0)@\(scheduler.clock)"); return Disposables.create() }
        scheduler.start()
        XCTAssertEqual(log, ["virtual@7", "relative@15", "absolute@30"])
        let now: Date = scheduler.now
        XCTAssertEqual(now, Date(timeIntervalSince1970: 3))
    }

    func testOperatorsTimeOnAUserConverter() {
        let scheduler = TenthsScheduler(initialClock: 100)
        var received: [String] = []
        _ = Observable<Int>.interval(.milliseconds(200), scheduler: scheduler)
            .take(3)
            .throttle(.milliseconds(300), scheduler: scheduler)
            .subscribe(onNext: { received.append("\($0)@\(scheduler.clock)") },
                       onCompleted: { received.append("done@\(scheduler.clock)") })
        scheduler.start()
        // Elements at 102, 104, 106: 1 waits for the rest of 0's period (105), 2 for the rest
        // of 1's (108), and completion waits for 2.
        XCTAssertEqual(received, ["0@102", "1@105", "2@108", "done@108"])
        XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 10.8))
    }

    func testEveryRequirementIsReachableGenerically() {
        func roundTrip<Converter: VirtualTimeConverterType>(_ converter: Converter, _ time: Converter.VirtualTimeUnit,
                                                              _ interval: Converter.VirtualTimeIntervalUnit) -> [String] {
            let date: RxTime = converter.convertFromVirtualTime(time)
            let seconds: TimeInterval = converter.convertFromVirtualTimeInterval(interval)
            let later = converter.offsetVirtualTime(converter.convertToVirtualTime(date),
                                                    offset: converter.convertToVirtualTimeInterval(seconds))
            return ["\(date.timeIntervalSince1970)", "\(seconds)", "\(converter.compareVirtualTime(time, later))"]
        }
        XCTAssertEqual(roundTrip(TenthsOfSecondConverter(), 25, 5), ["2.5", "0.5", "lessThan"])
    }
}
