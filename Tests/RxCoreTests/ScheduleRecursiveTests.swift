import Dispatch
import RxSwift
import RxTest
import XCTest

/// `ImmediateSchedulerType.scheduleRecursive(_:action:)`, as RxSwift's.
final class ScheduleRecursiveTests: XCTestCase {
    func testEachRecurseRunsTheActionAgainWithTheNextState() {
        var seen: [Int] = []
        _ = CurrentThreadScheduler.instance.scheduleRecursive(3) { value, recurse in
            seen.append(value)
            if value > 0 { recurse(value - 1) }
        }
        XCTAssertEqual(seen, [3, 2, 1, 0])
    }

    func testOnTheCurrentThreadSchedulerARecurseRunsAfterTheCurrentRunReturns() {
        var log: [String] = []
        _ = CurrentThreadScheduler.instance.scheduleRecursive(2) { value, recurse in
            log.append("start \(value)")
            if value > 0 { recurse(value - 1) }
            log.append("end \(value)")
        }
        XCTAssertEqual(log, ["start 2", "end 2", "start 1", "end 1", "start 0", "end 0"])
    }

    func testDisposingStopsTheRunsNotYetStarted() {
        let scheduler = TestScheduler(initialClock: 0)
        var seen: [Int] = []
        var subscription: Disposable?
        scheduler.scheduleAt(100) {
            subscription = scheduler.scheduleRecursive(0) { value, recurse in
                seen.append(value)
                if value < 10 { recurse(value + 1) }
                // Run 3 is queued by now: disposing must keep it from starting.
                if value == 2 { subscription?.dispose() }
            }
        }
        scheduler.start()
        XCTAssertEqual(seen, [0, 1, 2])
    }

    func testRunsOnASerialQueueUntilTheStateSaysStop() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "recursive")
        let finished = expectation(description: "finished")
        var seen: [Int] = []
        let subscription = scheduler.scheduleRecursive(0) { value, recurse in
            seen.append(value)
            if value < 4 { recurse(value + 1) } else { finished.fulfill() }
        }
        wait(for: [finished], timeout: 5)
        subscription.dispose()
        XCTAssertEqual(seen, [0, 1, 2, 3, 4])
    }
}
