import APIClient
import Foundation
import Synchronization
import XCTest

/// A transport's call: the completion at most once and never after cancellation; the cancel
/// actions (the first kept in a slot of its own, the others after it) exactly once, in the
/// order they were given, and never once the call has finished.
final class TransportCallTests: XCTestCase {
    private let answer: Result<HTTPResponse, APIError> = .success(HTTPResponse(status: 200, headers: [:], body: Data()))

    func testCancelActionsRunOnceInTheOrderGivenAndTheCompletionNever() {
        let events = Guarded<[String]>([])
        let call = TransportCall { _ in events.withLock { $0.append("completion") } }
        for name in ["first", "second", "third"] {
            call.whenCancelled { events.withLock { $0.append(name) } }
        }
        call.cancel()
        call.cancel()
        call.finish(answer)
        XCTAssertTrue(call.isCancelled)
        call.whenCancelled { events.withLock { $0.append("late") } }
        XCTAssertEqual(events.withLock { $0 }, ["first", "second", "third", "late"],
                       "an action given after the cancellation runs at once")
    }

    func testAFinishedCallDropsItsCancelActionsAndCompletesOnce() {
        let events = Guarded<[String]>([])
        let call = TransportCall { _ in events.withLock { $0.append("completion") } }
        call.whenCancelled { events.withLock { $0.append("first") } }
        call.whenCancelled { events.withLock { $0.append("second") } }
        call.finish(answer)
        call.finish(answer)
        call.whenCancelled { events.withLock { $0.append("after finishing") } }
        call.cancel()
        XCTAssertFalse(call.isCancelled, "a finished call is not cancelled")
        XCTAssertEqual(events.withLock { $0 }, ["completion"])
    }

    /// An action that cancels the call again, or gives another action, from inside the
    /// cancellation: the lock is not held while actions run.
    func testAnActionMayReenterTheCall() {
        let events = Guarded<[String]>([])
        let call = TransportCall { _ in events.withLock { $0.append("completion") } }
        call.whenCancelled { [unowned call] in
            events.withLock { $0.append("first") }
            call.cancel()
            call.whenCancelled { events.withLock { $0.append("given inside") } }
        }
        call.whenCancelled { events.withLock { $0.append("second") } }
        call.cancel()
        XCTAssertEqual(events.withLock { $0 }, ["first", "given inside", "second"])
    }

    /// Finishing and cancelling from two threads at once: exactly one of the completion and the
    /// cancel action runs, once, each time; and a `Guarded` value stays whole when many threads
    /// change it (both lock with RxSwift's one-word lock, which spins, yields and sleeps).
    func testARaceBetweenFinishAndCancelRunsExactlyOneOfThem() {
        let outcomes = Guarded<[Int]>([])
        let answer = self.answer
        for round in 0..<200 {
            let ran = Guarded(0)
            let call = TransportCall { _ in ran.withLock { $0 += 1 } }
            call.whenCancelled { ran.withLock { $0 += 1 } }
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                if (index + round) % 2 == 0 { call.finish(answer) } else { call.cancel() }
            }
            outcomes.withLock { $0.append(ran.withLock { $0 }) }
        }
        XCTAssertEqual(outcomes.withLock { $0 }, Array(repeating: 1, count: 200))
        let counter = Guarded(0)
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<2_000 { counter.withLock { $0 += 1 } }
        }
        XCTAssertEqual(counter.withLock { $0 }, 16_000)
    }
}
