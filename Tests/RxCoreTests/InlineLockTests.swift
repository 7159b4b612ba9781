import Dispatch
@testable import RxSwift
import XCTest

/// `Lock` lives inside the object that holds it (a non-copyable struct, no object of its own):
/// these check that it still excludes under contention, reached through its holder from
/// several threads, and that a body that throws leaves it free.
final class InlineLockTests: XCTestCase {
    /// A lock and the state it guards in one object, as DisposeBag and the sinks keep theirs.
    private final class Guarded: @unchecked Sendable {
        let lock = Lock()
        var value = 0
        var inside = 0
        var overlapped = false
    }

    private struct Failure: Error {}

    func testContendingThreadsNeverOverlap() {
        let guarded = Guarded()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<20_000 {
                guarded.lock.withLock {
                    guarded.inside += 1
                    if guarded.inside != 1 { guarded.overlapped = true }
                    guarded.value += 1
                    guarded.inside -= 1
                }
            }
        }
        XCTAssertFalse(guarded.overlapped)
        XCTAssertEqual(guarded.value, 80_000)
    }

    func testABodyThatThrowsLeavesTheLockFree() {
        let guarded = Guarded()
        XCTAssertThrowsError(try guarded.lock.withLock { () throws -> Int in throw Failure() })
        XCTAssertEqual(guarded.lock.word.load(ordering: .relaxed), 0)
        // Taken again on this thread: a lock left held would wait here for ever.
        XCTAssertEqual(guarded.lock.withLock { 7 }, 7)
    }

    func testTheResultIsTheBodysAndTheLockIsHeldOnlyDuringIt() {
        let guarded = Guarded()
        let heldInside = guarded.lock.withLock { guarded.lock.word.load(ordering: .relaxed) }
        XCTAssertEqual(heldInside, 1)
        XCTAssertEqual(guarded.lock.word.load(ordering: .relaxed), 0)
    }

    func testDisposeBagsFilledFromManyThreadsDisposeEverything() {
        // DisposeBag's insert takes its (inline) lock: no insert is lost under contention.
        final class Count: @unchecked Sendable { let lock = Lock(); var disposed = 0 }
        let count = Count()
        do {
            let bag = DisposeBag()
            DispatchQueue.concurrentPerform(iterations: 4) { _ in
                for _ in 0..<2_000 {
                    bag.insert(Disposables.create { count.lock.withLock { count.disposed += 1 } })
                }
            }
            XCTAssertEqual(count.lock.withLock { count.disposed }, 0)
        }
        // The bag is gone with its scope, and disposed everything it was given.
        XCTAssertEqual(count.lock.withLock { count.disposed }, 8_000)
    }
}
