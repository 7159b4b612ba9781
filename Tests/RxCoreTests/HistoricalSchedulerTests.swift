import RxCore
import XCTest

final class HistoricalSchedulerTests: XCTestCase {
    private func seconds(_ value: Int64) -> RxTime { RxTime(nanoseconds: value * 1_000_000_000) }

    func testReplaysWorkAtItsRealTimes() {
        let scheduler = HistoricalScheduler(initialClock: seconds(1_000))
        var log: [String] = []
        scheduler.scheduleAbsoluteVirtual("b", time: seconds(1_060)) { log.append("\($0)@\(scheduler.clock)"); return Disposables.create() }
        scheduler.scheduleAbsoluteVirtual("a", time: seconds(1_030)) { log.append("\($0)@\(scheduler.clock)"); return Disposables.create() }
        scheduler.advanceTo(seconds(1_045))
        XCTAssertEqual(log, ["a@\(seconds(1_030))"])
        XCTAssertEqual(scheduler.now, seconds(1_045))
        scheduler.start()
        XCTAssertEqual(log, ["a@\(seconds(1_030))", "b@\(seconds(1_060))"])
    }

    func testStartsAtTimeZeroAndSchedulesRelativeInRealIntervals() {
        let scheduler = HistoricalScheduler()
        XCTAssertEqual(scheduler.clock, RxTime(nanoseconds: 0))
        scheduler.sleep(.milliseconds(200))
        XCTAssertEqual(scheduler.now, RxTime(nanoseconds: 200_000_000))
        var ranAt: [RxTime] = []
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(1500)) { _ in ranAt.append(scheduler.now); return Disposables.create() }
        scheduler.scheduleRelativeVirtual((), dueTime: .seconds(1)) { _ in ranAt.append(scheduler.now); return Disposables.create() }
        XCTAssertEqual(scheduler.pendingWork.map(\.time), [RxTime(nanoseconds: 1_200_000_000), RxTime(nanoseconds: 1_700_000_000)])
        scheduler.start()
        XCTAssertEqual(ranAt, [RxTime(nanoseconds: 1_200_000_000), RxTime(nanoseconds: 1_700_000_000)])
    }

    func testDebounceOnHistoricalTime() {
        let scheduler = HistoricalScheduler()
        let subject = PublishSubject<Int>()
        var received: [String] = []
        _ = subject.debounce(.seconds(1), scheduler: scheduler).subscribe(onNext: { received.append("\($0)@\(scheduler.now)") })
        subject.onNext(1)
        scheduler.advanceTo(seconds(0) + .milliseconds(500))
        subject.onNext(2)
        scheduler.start()
        XCTAssertEqual(received, ["2@\(RxTime(nanoseconds: 1_500_000_000))"])
    }

    func testConverterIsTheIdentityAndSaturates() {
        let converter = HistoricalSchedulerTimeConverter()
        XCTAssertEqual(converter.convertToVirtualTime(seconds(5)), seconds(5))
        XCTAssertEqual(converter.convertFromVirtualTime(seconds(5)), seconds(5))
        XCTAssertEqual(converter.convertToVirtualTimeInterval(.seconds(3)), .seconds(3))
        XCTAssertEqual(converter.offsetVirtualTime(RxTime(nanoseconds: Int64.max - 1), offset: .seconds(1)),
                       RxTime(nanoseconds: Int64.max))
        XCTAssertEqual(converter.offsetVirtualTime(seconds(1), offset: .never), RxTime(nanoseconds: Int64.max))
        XCTAssertEqual(converter.compareVirtualTime(seconds(1), seconds(2)), .lessThan)
    }
}
