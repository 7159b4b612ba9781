import RxCore
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
