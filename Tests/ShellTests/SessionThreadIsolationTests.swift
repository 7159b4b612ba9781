import Foundation
import RxSwift
import XCTest

@testable import RxsSession

/// A thread that drives sessions is the main actor's while it does (`onSessionThread`,
/// `SessionExecutors.drivingSessions`): Swift 6 checks that at run time at the start of every
/// main-actor closure handed to the standard library — in UIKit, in a controller's code — and
/// traps on a thread that is not. `rxs test -j N` and the LSP drive sessions on such threads.
final class SessionThreadIsolationTests: XCTestCase {
    /// On a worker thread (not the process's main thread), main-actor code hands closures to
    /// `map` and `filter`, and a session opens a screen and types into it (UIKit's own closures),
    /// without a trap.
    func testAWorkerThreadDrivingSessionsRunsMainActorClosures() {
        let outcome = WorkerOutcome()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let result = onSessionThread { () -> ([Int], [String]) in
                let doubled = [3, 1, 2].map { MainActorDoubler.twice($0) }.filter { $0 > 2 }
                let session = Session(options: .builtIn)
                var lines = session.lines("open repos")
                lines += session.lines("type searchBar octocat")
                return (doubled, lines)
            }
            outcome.set(result, onMainThread: Thread.isMainThread)
            done.signal()
        }
        done.wait()
        let (doubled, lines, onMainThread) = outcome.value
        XCTAssertFalse(onMainThread, "the test must run the session off the main thread")
        XCTAssertEqual(doubled, [6, 4])
        XCTAssertEqual(lines.first, "[0.000s] nav.depth: 0 → 1")
        XCTAssertTrue(lines.contains("[0.000s] searchBar.text: \"\" → \"octocat\""), "\(lines)")
    }

    /// The mark is the call's: on before the body, off after it, also when the body throws.
    func testTheThreadIsTheMainActorsOnlyWhileItDrivesSessions() {
        XCTAssertFalse(SessionExecutors.drivesSessions)
        let inside = onSessionThread { SessionExecutors.drivesSessions }
        XCTAssertTrue(inside)
        XCTAssertFalse(SessionExecutors.drivesSessions)
        struct Refusal: Error {}
        XCTAssertThrowsError(try onSessionThread { () throws(Refusal) -> Void in throw Refusal() })
        XCTAssertFalse(SessionExecutors.drivesSessions)
    }
}

/// Main-actor code of the kind a controller calls.
@MainActor private enum MainActorDoubler {
    static func twice(_ value: Int) -> Int { value * 2 }
}

/// What the worker thread found, read after it signalled.
private final class WorkerOutcome: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: ([Int], [String], Bool) = ([], [], true)

    func set(_ result: ([Int], [String]), onMainThread: Bool) {
        lock.withLock { stored = (result.0, result.1, onMainThread) }
    }

    var value: ([Int], [String], Bool) { lock.withLock { stored } }
}
