import Dispatch
import Foundation
@testable import RxSwift
import XCTest

/// The lock subjects and multi-source sinks take per event: its owner word is the lock, so
/// these check what a mutex gave for free — exclusion under contention (through the spin,
/// yield and sleep paths), re-entry on the holding thread, and release at the outermost unlock.
final class RecursiveLockTests: XCTestCase {
    /// The lock is non-copyable and lives inside its holder, as in the subjects and sinks.
    private final class Holder: @unchecked Sendable { let lock = RecursiveLock() }

    func testContendingThreadsNeverOverlap() {
        let holder = Holder()
        final class Counter: @unchecked Sendable { var value = 0; var inside = 0; var overlapped = false }
        let counter = Counter()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<20_000 {
                holder.lock.performLocked {
                    counter.inside += 1
                    if counter.inside != 1 { counter.overlapped = true }
                    counter.value += 1
                    counter.inside -= 1
                }
            }
        }
        XCTAssertFalse(counter.overlapped)
        XCTAssertEqual(counter.value, 80_000)
    }

    func testTheHoldingThreadTakesItAgainAndReleasesAtTheOutermostUnlock() {
        let holder = Holder()
        holder.lock.lock()
        holder.lock.lock()
        XCTAssertTrue(holder.lock.isHeldByCurrentThread)
        // Only the extra depth is counted: taken twice, it is 1.
        XCTAssertEqual(holder.lock.extraDepth.load(ordering: .relaxed), 1)
        holder.lock.unlock()
        XCTAssertTrue(holder.lock.isHeldByCurrentThread)
        XCTAssertEqual(holder.lock.extraDepth.load(ordering: .relaxed), 0)
        holder.lock.unlock()
        XCTAssertFalse(holder.lock.isHeldByCurrentThread)
        XCTAssertEqual(holder.lock.owner.load(ordering: .relaxed), 0)
        XCTAssertEqual(holder.lock.extraDepth.load(ordering: .relaxed), 0)
    }

    func testAnotherThreadTakesItOnlyAfterTheOutermostOfThreeNestedUnlocks() {
        let holder = Holder()
        final class Order: @unchecked Sendable { var events: [String] = []; var seenByWaiter: [String] = [] }
        let order = Order()
        holder.lock.lock()
        holder.lock.lock()
        holder.lock.lock()
        XCTAssertEqual(holder.lock.extraDepth.load(ordering: .relaxed), 2)
        // A waiter asks for the lock while it is held three deep; whenever it gets in, it must
        // see all three unlocks' records (each written under the lock, before its unlock).
        let asking = DispatchSemaphore(value: 0)
        let waiterDone = DispatchSemaphore(value: 0)
        Thread {
            asking.signal()
            holder.lock.performLocked { order.seenByWaiter = order.events }
            waiterDone.signal()
        }.start()
        asking.wait()
        // After each inner unlock another thread tries the lock's own taking step, the
        // compare-and-swap of a free owner word, and must fail: the lock is still held.
        for (record, remainingExtra) in [("third", 1), ("second", 0)] {
            order.events.append(record)
            holder.lock.unlock()
            XCTAssertEqual(holder.lock.extraDepth.load(ordering: .relaxed), remainingExtra)
            let taken = onAnotherThread { () -> Bool in
                let exchanged = holder.lock.owner.compareExchange(
                    expected: 0, desired: currentThreadID(), ordering: .acquiring).exchanged
                if exchanged { holder.lock.unlock() }
                return exchanged
            }
            XCTAssertFalse(taken, "taken by another thread with \(remainingExtra) extra")
            XCTAssertTrue(holder.lock.isHeldByCurrentThread)
        }
        order.events.append("outermost")
        holder.lock.unlock()
        waiterDone.wait()
        XCTAssertEqual(order.seenByWaiter, ["third", "second", "outermost"])
        XCTAssertEqual(holder.lock.owner.load(ordering: .relaxed), 0)
        // The next owner starts from no extra depth: taken twice on its thread, it is held
        // after one unlock and free after the second.
        let states = onAnotherThread { () -> [Bool] in
            holder.lock.lock()
            holder.lock.lock()
            let extraWhenNested = holder.lock.extraDepth.load(ordering: .relaxed)
            holder.lock.unlock()
            let heldAfterOne = holder.lock.isHeldByCurrentThread
            holder.lock.unlock()
            return [extraWhenNested == 1, heldAfterOne, holder.lock.isHeldByCurrentThread]
        }
        XCTAssertEqual(states, [true, true, false])
        XCTAssertEqual(holder.lock.owner.load(ordering: .relaxed), 0)
        XCTAssertEqual(holder.lock.extraDepth.load(ordering: .relaxed), 0)
    }

    func testAWaiterGetsTheLockAfterALongHold() {
        // Held for 20 ms: the other thread passes its spins and yields and sleeps until free.
        let holder = Holder()
        let holding = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        final class Order: @unchecked Sendable { var events: [String] = [] }
        let order = Order()
        holder.lock.lock()
        DispatchQueue.global().async {
            holding.signal()
            holder.lock.performLocked { order.events.append("waiter") }
            done.signal()
        }
        holding.wait()
        usleep(20_000)
        order.events.append("holder")
        holder.lock.unlock()
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
        XCTAssertEqual(holder.lock.performLocked { order.events }, ["holder", "waiter"])
    }

    /// Runs `body` on a new thread and returns its result once it has finished.
    private func onAnotherThread<Result: Sendable>(_ body: @escaping @Sendable () -> Result) -> Result {
        let box = ResultBox<Result>()
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.result = body()
            finished.signal()
        }
        thread.start()
        finished.wait()
        return box.result!
    }
}

/// A value written by one thread and read by another after a semaphore's signal.
private final class ResultBox<Value>: @unchecked Sendable { var result: Value? }
