import Foundation
import RxSwift
import XCTest

final class VirtualTimeSchedulerTests: XCTestCase {
    func testRunsWorkInTimeOrderAndSameTimeInScheduleOrder() {
        let scheduler = VirtualTimeScheduler()
        var log: [String] = []
        _ = scheduler.scheduleRelative("b", dueTime: .milliseconds(20)) { log.append("\($0)@\(scheduler.clock)"); return Disposables.create() }
        _ = scheduler.scheduleRelative("a", dueTime: .milliseconds(10)) { log.append("\($0)@\(scheduler.clock)"); return Disposables.create() }
        _ = scheduler.scheduleRelative("c", dueTime: .milliseconds(20)) { log.append("\($0)@\(scheduler.clock)"); return Disposables.create() }
        scheduler.advanceTo(15)
        XCTAssertEqual(log, ["a@10"])
        XCTAssertEqual(scheduler.clock, 15)
        scheduler.start()
        XCTAssertEqual(log, ["a@10", "b@20", "c@20"])
    }

    func testCancelledWorkLeavesTheQueueAtOnce() {
        let scheduler = VirtualTimeScheduler()
        var ran = false
        let timer = scheduler.scheduleRelative((), dueTime: .milliseconds(500), label: "debounce") { _ in
            ran = true
            return Disposables.create()
        }
        XCTAssertEqual(scheduler.pendingWork, [.init(time: 500, label: "debounce")])
        timer.dispose()
        XCTAssertEqual(scheduler.pendingWork, [])
        scheduler.start()
        XCTAssertFalse(ran)
    }

    func testHeapKeepsOrderUnderManyRandomInsertsAndRemovals() {
        let scheduler = VirtualTimeScheduler()
        var generator = SplitMix(seed: 42)
        var expected: [Int] = []
        var fired: [Int] = []
        var timers: [(Int, Disposable)] = []
        for index in 0..<2000 {
            let due = Int(generator.next() % 1000)
            timers.append((due, scheduler.scheduleAbsoluteVirtual(index, time: due) { _ in
                fired.append(due)
                return Disposables.create()
            }))
        }
        for (offset, timer) in timers.enumerated() {
            if offset % 3 == 0 { timer.1.dispose() } else { expected.append(timer.0) }
        }
        scheduler.start()
        XCTAssertEqual(fired, expected.sorted())
    }

    func testIsTheTickSchedulerWithMillisecondTicksByDefault() {
        let scheduler: VirtualTickScheduler = VirtualTimeScheduler()
        XCTAssertEqual(scheduler.resolution, 0.001)
        XCTAssertEqual(scheduler.clock, 0)
        XCTAssertEqual(scheduler.ticks(.seconds(2)), 2000)
        XCTAssertEqual(scheduler.ticks(.microseconds(1500)), 2)
        scheduler.advanceTo(1500)
        XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 1.5))
    }

    func testGenericSchedulerOrdersWorkWithTheConvertersComparison() {
        // Times run backwards in this converter: a larger countdown is earlier.
        let scheduler = VirtualTimeScheduler(initialClock: 100, converter: CountdownConverter())
        var log: [String] = []
        for (name, time) in [("b", 40), ("a", 70), ("c", 40)] {
            scheduler.scheduleAbsoluteVirtual(name, time: time) { log.append("\($0)@\(scheduler.clock)"); return Disposables.create() }
        }
        _ = scheduler.scheduleRelative("d", dueTime: .seconds(20)) { log.append("\($0)@\(scheduler.clock)"); return Disposables.create() }
        XCTAssertEqual(scheduler.pendingWork.map(\.time), [80, 70, 40, 40])
        scheduler.start()
        XCTAssertEqual(log, ["d@80", "a@70", "b@40", "c@40"])
        XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 60))
    }

    func testScheduleRelativeVirtualAndSleepUseVirtualIntervals() {
        let scheduler = VirtualTimeScheduler(initialClock: 10, resolution: 1)
        var ranAt: [Int] = []
        scheduler.scheduleRelativeVirtual((), dueTime: 5) { _ in ranAt.append(scheduler.clock); return Disposables.create() }
        scheduler.sleep(3)
        XCTAssertEqual(scheduler.clock, 13)
        XCTAssertEqual(ranAt, [], "sleep runs nothing")
        scheduler.sleep(-10)
        XCTAssertEqual(scheduler.clock, 13, "sleeping into the past is ignored")
        scheduler.start()
        XCTAssertEqual(ranAt, [15])
    }

    func testWorkScheduledInThePastRunsFirstWithoutMovingTheClockBack() {
        let scheduler = VirtualTimeScheduler()
        scheduler.advanceTo(50)
        var log: [String] = []
        scheduler.scheduleAbsoluteVirtual("now", time: 50) { log.append("\($0)@\(scheduler.clock)"); return Disposables.create() }
        scheduler.scheduleAbsoluteVirtual("past", time: 20) { log.append("\($0)@\(scheduler.clock)"); return Disposables.create() }
        XCTAssertEqual(scheduler.nextDueTime, 20)
        scheduler.runDue()
        XCTAssertEqual(log, ["past@50", "now@50"])
        scheduler.advanceTo(10)
        XCTAssertEqual(scheduler.clock, 50, "the clock never moves backwards")
    }

    func testStopEndsStartAndAdvanceToAfterTheRunningWork() {
        let scheduler = VirtualTimeScheduler()
        var log: [Int] = []
        for time in [10, 20, 30] {
            scheduler.scheduleAbsoluteVirtual(time, time: time) { time in
                log.append(time)
                if time == 10 { scheduler.stop() }
                return Disposables.create()
            }
        }
        scheduler.start()
        XCTAssertEqual(log, [10])
        XCTAssertFalse(scheduler.isRunning)
        scheduler.scheduleAbsoluteVirtual(25, time: 25) { _ in scheduler.stop(); return Disposables.create() }
        scheduler.advanceTo(100)
        XCTAssertEqual(log, [10, 20])
        XCTAssertEqual(scheduler.clock, 100, "advanceTo still moves the clock, as RxSwift's")
        XCTAssertEqual(scheduler.pendingWork.map(\.time), [30])
    }

    func testStartWhileRunningDoesNothingAndIsEnabledTellsItRuns() {
        let scheduler = VirtualTimeScheduler()
        var states: [Bool] = []
        scheduler.scheduleAbsoluteVirtual((), time: 10) { _ in
            states.append(scheduler.isEnabled)
            scheduler.start()
            states.append(scheduler.isRunning)
            return Disposables.create()
        }
        scheduler.scheduleAbsoluteVirtual((), time: 20) { _ in states.append(scheduler.isRunning); return Disposables.create() }
        XCTAssertFalse(scheduler.isEnabled)
        scheduler.start()
        XCTAssertEqual(states, [true, true, true])
        XCTAssertFalse(scheduler.isRunning)
    }

    func testHugeTimesSaturateInsteadOfTrapping() {
        let scheduler = VirtualTimeScheduler()
        scheduler.advanceTo(153_722_868 * 60_000)
        XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 153_722_868 * 60), "a Date reaches past Int64 nanoseconds")
        var ranAt: [Int] = []
        // Int.max seconds saturate at Int64.max nanoseconds: 9_223_372_036_855 ms later.
        _ = scheduler.scheduleRelative((), dueTime: .seconds(Int.max)) { _ in ranAt.append(scheduler.clock); return Disposables.create() }
        XCTAssertEqual(scheduler.pendingWork.map(\.time), [153_722_868 * 60_000 + 9_223_372_036_855])
        scheduler.sleep(Int.max)
        XCTAssertEqual(scheduler.clock, Int.max)
        scheduler.scheduleRelativeVirtual((), dueTime: Int.max) { _ in ranAt.append(-1); return Disposables.create() }
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(5)) { _ in ranAt.append(-2); return Disposables.create() }
        XCTAssertEqual(scheduler.pendingWork.map(\.time), [153_722_868 * 60_000 + 9_223_372_036_855, Int.max, Int.max])
        scheduler.start()
        XCTAssertEqual(ranAt, [Int.max, -1, -2])
        XCTAssertEqual(scheduler.ticks(.seconds(Int.max)), 9_223_372_036_855, "Int64.max ns in ms")
        XCTAssertEqual(scheduler.ticks(.nanoseconds(Int.min)), Int(-9_223_372_036_855), "Int64.min ns in ms")
    }

    func testDegenerateResolutionsSaturateInsteadOfTrapping() {
        let zero = _VirtualTickConverter(resolution: 0)
        XCTAssertEqual(zero.convertToVirtualTimeInterval(1), Int.max)
        XCTAssertEqual(zero.convertToVirtualTimeInterval(-1), Int.min)
        XCTAssertEqual(zero.convertToVirtualTime(Date(timeIntervalSince1970: 0)), 0, "0/0 is NaN, read as 0")
        XCTAssertEqual(VirtualTickScheduler(resolution: 0).ticks(.seconds(1)), Int.max)
        let huge = _VirtualTickConverter(resolution: 1e300)
        XCTAssertEqual(huge.convertToVirtualTime(Date.distantFuture), 0, "a date far below one tick")
        XCTAssertEqual(huge.convertFromVirtualTime(5).timeIntervalSince1970, 5e300)
    }

    func testNeverIsFarInTheFutureAndLabelledWorkDescribesItself() {
        let scheduler = VirtualTimeScheduler()
        _ = scheduler.scheduleRelative((), dueTime: .never, label: "timeout") { _ in Disposables.create() }
        XCTAssertEqual(scheduler.pendingWork.map(\.description), ["timeout at \(Int.max / 2)"])
        XCTAssertTrue(scheduler.debugDescription.contains("timeout at"))
    }

    func testTickConverterRoundsToTheNearestTick() {
        let converter = _VirtualTickConverter(resolution: 0.001)
        XCTAssertEqual(converter.convertToVirtualTime(Date(timeIntervalSince1970: 0.001_499)), 1)
        XCTAssertEqual(converter.convertToVirtualTime(Date(timeIntervalSince1970: 0.001_6)), 2)
        XCTAssertEqual(converter.convertFromVirtualTime(-3), Date(timeIntervalSince1970: -0.003))
        XCTAssertEqual(converter.convertFromVirtualTimeInterval(250), 0.25, accuracy: 1e-12)
        XCTAssertEqual(converter.convertToVirtualTimeInterval(0.25), 250)
        XCTAssertEqual(converter.offsetVirtualTime(Int.max - 1, offset: 5), Int.max)
        XCTAssertEqual(converter.offsetVirtualTime(Int.min + 1, offset: -5), Int.min)
        XCTAssertEqual(converter.compareVirtualTime(1, 2), .lessThan)
        XCTAssertEqual(converter.compareVirtualTime(2, 2), .equal)
        XCTAssertEqual(converter.compareVirtualTime(3, 2), .greaterThan)
        XCTAssertEqual(converter.virtualTime(Int.max - 10, advancedBy: .seconds(1)), Int.max)
    }
}

/// Virtual time counting down from 100 seconds: a converter whose order is not `<` on
/// its units, to show the scheduler asks the converter.
private struct CountdownConverter: VirtualTimeConverterType {
    func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
        Date(timeIntervalSince1970: TimeInterval(100 - virtualTime))
    }

    func convertToVirtualTime(_ time: RxTime) -> Int { 100 - Int(time.timeIntervalSince1970.rounded()) }

    func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval { TimeInterval(virtualTimeInterval) }

    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int { Int(timeInterval.rounded()) }

    func offsetVirtualTime(_ time: Int, offset: Int) -> Int { time - offset }

    func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
        lhs > rhs ? .lessThan : lhs == rhs ? .equal : .greaterThan
    }
}

/// A small deterministic generator for test data.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
