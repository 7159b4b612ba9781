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
        XCTAssertEqual(holder.lock.depth.load(ordering: .relaxed), 2)
        holder.lock.unlock()
        XCTAssertTrue(holder.lock.isHeldByCurrentThread)
        holder.lock.unlock()
        XCTAssertFalse(holder.lock.isHeldByCurrentThread)
        XCTAssertEqual(holder.lock.owner.load(ordering: .relaxed), 0)
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
}
