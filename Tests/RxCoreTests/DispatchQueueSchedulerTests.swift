import Foundation
import Dispatch
import RxSwift
import XCTest

/// The live schedulers, on real queues: waits are bounded by semaphores with timeouts.
final class DispatchQueueSchedulerTests: XCTestCase {
    private final class Log: @unchecked Sendable {
        private let lock = DispatchQueue(label: "log")
        private var entries: [String] = []
        func append(_ entry: String) { lock.sync { entries.append(entry) } }
        var all: [String] { lock.sync { entries } }
    }

    func testSerialSchedulerRunsWorkInOrderAndAfterADelay() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "rxs.test.serial", leeway: .milliseconds(1))
        let log = Log()
        let done = DispatchSemaphore(value: 0)
        let start = scheduler.now
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(30)) { _ in
            log.append("late")
            done.signal()
            return Disposables.create()
        }
        for index in 0..<3 {
            _ = scheduler.schedule(index) { index in log.append("\(index)"); return Disposables.create() }
        }
        XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
        XCTAssertEqual(log.all, ["0", "1", "2", "late"])
        XCTAssertGreaterThanOrEqual(scheduler.now.timeIntervalSince(start), 0.029_999)
    }

    func testCancelledDelayedWorkNeverRuns() {
        let scheduler = ConcurrentDispatchQueueScheduler(qos: .default, leeway: .nanoseconds(0))
        let log = Log()
        let done = DispatchSemaphore(value: 0)
        scheduler.scheduleRelative((), dueTime: .milliseconds(20)) { _ in log.append("cancelled"); return Disposables.create() }
            .dispose()
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(60)) { _ in done.signal(); return Disposables.create() }
        XCTAssertEqual(done.wait(timeout: .now() + 5), .success)
        XCTAssertEqual(log.all, [])
    }

    func testPeriodicWorkCarriesItsStateUntilDisposed() {
        let scheduler = SerialDispatchQueueScheduler(queue: .global(), internalSerialQueueName: "rxs.test.periodic")
        let log = Log()
        let third = DispatchSemaphore(value: 0)
        let timer = scheduler.schedulePeriodic(0, startAfter: .milliseconds(5), period: .milliseconds(5)) { count in
            log.append("\(count)")
            if count == 2 { third.signal() }
            return count + 1
        }
        XCTAssertEqual(third.wait(timeout: .now() + 5), .success)
        timer.dispose()
        let settled = log.all.count
        Thread.sleep(forTimeInterval: 0.05)
        XCTAssertEqual(Array(log.all.prefix(3)), ["0", "1", "2"])
        XCTAssertLessThanOrEqual(log.all.count, settled + 1, "at most a firing already under way after dispose")
    }

    func testMainSchedulersRunAtOnceOnTheMainThreadAndHopFromOthers() {
        var ran: [String] = []
        _ = MainScheduler.instance.schedule(()) { _ in
            ran.append("main")
            // Nested work on the same main scheduler is queued, as RxSwift's.
            _ = MainScheduler.instance.schedule(()) { _ in ran.append("nested"); return Disposables.create() }
            return Disposables.create()
        }
        _ = ConcurrentMainScheduler.instance.schedule(()) { _ in ran.append("concurrent"); return Disposables.create() }
        XCTAssertEqual(ran, ["main", "concurrent"])
        MainScheduler.ensureExecutingOnScheduler()

        let hopped = expectation(description: "hopped to the main thread")
        DispatchQueue.global().async {
            _ = MainScheduler.instance.schedule(()) { _ in
                MainScheduler.ensureExecutingOnScheduler()
                hopped.fulfill()
                return Disposables.create()
            }
        }
        wait(for: [hopped], timeout: 5)
        XCTAssertEqual(ran, ["main", "concurrent", "nested"])
    }
}
