import Foundation
import RxSwift
import RxUI
import XCTest

@testable import RxsSession

/// Where tasks run outside sessions, and what becomes of a session's tasks when it ends.
final class SessionTasksLifetimeTests: XCTestCase, @unchecked Sendable {
    /// A flag set from a task.
    private final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var raised = false
        var isRaised: Bool { lock.withLock { raised } }
        func raise() { lock.withLock { raised = true } }
    }

    func testOutsideASessionATaskRunsOnThePlatformsExecutors() {
        MainActor.assumeIsolated { () -> Void in
            _ = Session()
            XCTAssertTrue(SessionExecutors.routesTasks, "Swift 6.3 on Linux installs the session executors")
            let ran = expectation(description: "a task on the default executor")
            let ranOnMain = expectation(description: "a task on the main actor")
            Task { ran.fulfill() }
            Task { @MainActor in ranOnMain.fulfill() }
            wait(for: [ran, ranOnMain], timeout: 10)
        }
    }

    func testATaskWaitingOnThePlatformWhenASessionStartsFinishesThere() {
        MainActor.assumeIsolated { () -> Void in
            // Started before any session in a process of its own; after one, as a later job.
            let finished = expectation(description: "resumed after the session started")
            let resume = Resumer()
            Task {
                await withCheckedContinuation { resume.hold($0) }
                finished.fulfill()
            }
            resume.whenHeld {
                _ = Session()
                DispatchQueue.global().async { resume.resume() }
            }
            wait(for: [finished], timeout: 10)
        }
    }

    func testATaskStillQueuedWhenTheSessionEndsRunsThenAndTheSessionGoes() {
        MainActor.assumeIsolated { () -> Void in
            weak var ended: Session?
            let ran = Flag()
            do {
                let session = Session()
                ended = session
                session.inScope {
                    _ = Task { ran.raise() }
                }
                XCTAssertTrue(session.jobs.hasJobs, "queued, not run: no step ran since")
                XCTAssertFalse(ran.isRaised)
            }
            XCTAssertNil(ended, "the queued task keeps no reference to its session")
            XCTAssertTrue(ran.isRaised, "it ran as the session ended")
        }
    }

    func testATaskThatYieldsForeverLetsEachStepEnd() {
        MainActor.assumeIsolated { () -> Void in
            let stop = Flag()
            let session = Session()
            session.inScope {
                _ = Task {
                    while !stop.isRaised { await Task.yield() }
                }
            }
            XCTAssertEqual(session.lines("wait 1ms"), [])
            XCTAssertTrue(session.jobs.hasJobs, "still yielding after one drain's limit")
            stop.raise()
            XCTAssertEqual(session.lines("wait 1ms"), [])
            XCTAssertFalse(session.jobs.hasJobs)
        }
    }
}

/// Holds a continuation until told to resume it, from any thread.
private final class Resumer: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Void, Never>?
    private var onHeld: (() -> Void)?

    func hold(_ continuation: CheckedContinuation<Void, Never>) {
        let action: (() -> Void)? = lock.withLock {
            self.continuation = continuation
            return onHeld
        }
        action?()
    }

    func whenHeld(_ action: @escaping () -> Void) {
        let now = lock.withLock { () -> Bool in
            if continuation != nil { return true }
            onHeld = action
            return false
        }
        if now { action() }
    }

    func resume() {
        let held = lock.withLock { () -> CheckedContinuation<Void, Never>? in
            defer { continuation = nil }
            return continuation
        }
        held?.resume()
    }
}
