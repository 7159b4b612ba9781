import Foundation
import RxSwift
import RxTest
import XCTest

/// The scheduler's clock read on the concrete scheduler (a direct, specialised call now that
/// its members are `final`), from generic code over any converter, and through
/// `SchedulerType`: every path gives the same time, for integer ticks (read as an `Int`) and
/// for a converter whose times are dates.
final class VirtualClockReadTests: XCTestCase {
    @inline(never) private func genericClock<Converter>(of scheduler: VirtualTimeScheduler<Converter>)
        -> Converter.VirtualTimeUnit {
        scheduler.clock
    }

    @inline(never) private func genericNow(of scheduler: any SchedulerType) -> RxTime {
        scheduler.now
    }

    func testTicksReadAlikeOnEveryPath() {
        let scheduler = TestScheduler(initialClock: 0)
        var seenInWork: [Int] = []
        _ = scheduler.scheduleAt(120) { seenInWork.append(scheduler.clock) }
        _ = (scheduler as any SchedulerType).scheduleRelative((), dueTime: .seconds(3)) { _ in
            seenInWork.append(scheduler.clock)
            return Disposables.create()
        }
        scheduler.advanceTo(250)
        XCTAssertEqual(scheduler.clock, 250)
        XCTAssertEqual(genericClock(of: scheduler), 250)
        XCTAssertEqual(genericNow(of: scheduler), scheduler.now)
        XCTAssertEqual(seenInWork, [3, 120], "each piece of work sees its own time, in time order")
        scheduler.advanceTo(100)
        XCTAssertEqual(genericClock(of: scheduler), 250, "the clock never moves back")
        scheduler.sleep(50)
        XCTAssertEqual(scheduler.clock, 300)
        XCTAssertEqual(genericClock(of: scheduler), 300)
    }

    func testDatesReadAlikeOnEveryPath() {
        let start = Date(timeIntervalSince1970: 1_000)
        let scheduler = HistoricalScheduler(initialClock: start)
        var seenInWork: [Date] = []
        _ = scheduler.scheduleRelative((), dueTime: .seconds(2)) { _ in
            seenInWork.append(scheduler.clock)
            return Disposables.create()
        }
        scheduler.advanceTo(start.addingTimeInterval(5))
        XCTAssertEqual(scheduler.clock, start.addingTimeInterval(5))
        XCTAssertEqual(genericClock(of: scheduler), start.addingTimeInterval(5))
        XCTAssertEqual(genericNow(of: scheduler), scheduler.now)
        XCTAssertEqual(seenInWork, [start.addingTimeInterval(2)])
    }
}
