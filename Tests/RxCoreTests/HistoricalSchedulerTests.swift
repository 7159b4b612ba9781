import Foundation
import RxSwift
import XCTest

/// RxSwift's `HistoricalScheduler`: its clock is a `Date`, its intervals `TimeInterval` seconds.
final class HistoricalSchedulerTests: XCTestCase {
    private func seconds(_ value: TimeInterval) -> Date { Date(timeIntervalSince1970: value) }

    func testReplaysWorkAtItsRealTimes() {
        let scheduler = HistoricalScheduler(initialClock: seconds(1_000))
        var log: [String] = []
        scheduler.scheduleAbsoluteVirtual("b", time: seconds(1_060)) { log.append("\($0)@\(scheduler.clock.timeIntervalSince1970)"); return Disposables.create() }
        scheduler.scheduleAbsoluteVirtual("a", time: seconds(1_030)) { log.append("\($0)@\(scheduler.clock.timeIntervalSince1970)"); return Disposables.create() }
        scheduler.advanceTo(seconds(1_045))
        XCTAssertEqual(log, ["a@1030.0"])
        XCTAssertEqual(scheduler.now, seconds(1_045))
        scheduler.start()
        XCTAssertEqual(log, ["a@1030.0", "b@1060.0"])
    }

    func testStartsIn1970AndNowIsADate() {
        let scheduler = HistoricalScheduler()
        let clock: Date = scheduler.clock
        let now: Date = scheduler.now
        XCTAssertEqual(clock, Date(timeIntervalSince1970: 0))
        XCTAssertEqual(now, Date(timeIntervalSince1970: 0))
    }

    func testSchedulesRelativeInRealIntervalsAndVirtualSeconds() {
        let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 0))
        scheduler.sleep(0.2)
        XCTAssertEqual(scheduler.now.timeIntervalSince1970, 0.2, accuracy: 1e-6)
        var ranAt: [TimeInterval] = []
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(1500)) { _ in
            ranAt.append(scheduler.now.timeIntervalSince1970); return Disposables.create()
        }
        scheduler.scheduleRelativeVirtual((), dueTime: 1.0) { _ in
            ranAt.append(scheduler.now.timeIntervalSince1970); return Disposables.create()
        }
        XCTAssertEqual(scheduler.pendingWork.count, 2)
        scheduler.start()
        XCTAssertEqual(ranAt.count, 2)
        XCTAssertEqual(ranAt[0], 1.2, accuracy: 1e-6)
        XCTAssertEqual(ranAt[1], 1.7, accuracy: 1e-6)
    }

    func testDebounceOnHistoricalTime() {
        let start = Date(timeIntervalSince1970: 1_000_000)
        let scheduler = HistoricalScheduler(initialClock: start)
        let subject = PublishSubject<Int>()
        var received: [String] = []
        _ = subject.debounce(.seconds(1), scheduler: scheduler).subscribe(onNext: {
            received.append("\($0)@\(scheduler.now.timeIntervalSince(start))")
        })
        subject.onNext(1)
        scheduler.advanceTo(start.addingTimeInterval(0.5))
        subject.onNext(2)
        scheduler.start()
        XCTAssertEqual(received, ["2@1.5"])
    }

    func testThrottleSendsAtOnceWhenExactlyThePeriodHasPassedDespiteDateRounding() {
        // Far from 1970, a Date's arithmetic is off by a fraction of a microsecond; the rest of
        // the period is counted in milliseconds, rounded, as RxSwift's, so nothing is left.
        let start = Date(timeIntervalSince1970: 1_700_000_000.1)
        let scheduler = HistoricalScheduler(initialClock: start)
        let subject = PublishSubject<Int>()
        var received: [String] = []
        _ = subject.throttle(.milliseconds(300), scheduler: scheduler).subscribe(onNext: {
            received.append("\($0)@\(Int((scheduler.now.timeIntervalSince(start) * 1000).rounded()))")
        })
        subject.onNext(1)
        scheduler.advanceTo(start.addingTimeInterval(0.3))
        subject.onNext(2)
        scheduler.advanceTo(start.addingTimeInterval(0.4))
        subject.onNext(3)
        scheduler.start()
        XCTAssertEqual(received, ["1@0", "2@300", "3@600"])
    }

    func testConverterIsRxSwiftsIdentity() {
        let converter = HistoricalSchedulerTimeConverter()
        let interval: HistoricalSchedulerTimeConverter.VirtualTimeIntervalUnit = 3
        let time: HistoricalSchedulerTimeConverter.VirtualTimeUnit = seconds(5)
        XCTAssertEqual(converter.convertToVirtualTime(time), seconds(5))
        XCTAssertEqual(converter.convertFromVirtualTime(time), seconds(5))
        XCTAssertEqual(converter.convertToVirtualTimeInterval(interval), 3)
        XCTAssertEqual(converter.convertFromVirtualTimeInterval(2.5), 2.5)
        XCTAssertEqual(converter.offsetVirtualTime(seconds(1), offset: 1.5), seconds(2.5))
        XCTAssertEqual(converter.compareVirtualTime(seconds(1), seconds(2)), .lessThan)
        XCTAssertEqual(converter.compareVirtualTime(seconds(2), seconds(2)), .equal)
        XCTAssertEqual(converter.compareVirtualTime(seconds(3), seconds(2)), .greaterThan)
    }

    func testNeverIsTheDistantFuture() {
        let scheduler = HistoricalScheduler()
        _ = scheduler.scheduleRelative((), dueTime: .never) { _ in Disposables.create() }
        XCTAssertEqual(scheduler.pendingWork.map(\.time), [Date.distantFuture])
    }
}
