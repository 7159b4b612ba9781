import Foundation
import RxSwift
import RxUI
import XCTest

@testable import RxsSession

/// Swift concurrency in a session: `Task {}`, `await` and `@MainActor` hops started in a step
/// run on the session's thread, after the step's event and as the clock moves, so their effect
/// is in the step that caused it (`Session+Tasks`, `SessionExecutors`).
final class SessionTasksTests: XCTestCase {
    @MainActor private static func session(who: String = "octocat", callback: TaskTestRemoteCallback = TaskTestRemoteCallback()) -> Session {
        var options = SessionOptions.builtIn
        options.registry = {
            var registry = ScreenRegistry()
            registry.register("profile") { TaskTestProfileScreen(environment: $0, who: who, callback: callback) }
            return registry
        }
        return Session(options: options)
    }

    func testATaskStartedByATapShowsItsEffectInTheTapsOwnStep() {
        MainActor.assumeIsolated { () -> Void in
            let session = Self.session()
            session.lines("open profile")
            XCTAssertEqual(session.lines("tap load"), [
                "[0.000s] name.text: \"\" → \"octocat #1\"",
                "[0.000s] status.text: \"\" → \"loaded\"",
            ])
            XCTAssertEqual(session.lines("tap load"), ["[0.000s] name.text: \"octocat #1\" → \"octocat #2\""])
        }
    }

    func testTwoSessionsSideBySideEachSeeOnlyTheirOwnTasks() {
        MainActor.assumeIsolated { () -> Void in
            let names = ["left", "right"]
            let transcripts = Transcripts()
            let group = DispatchGroup()
            for name in names {
                group.enter()
                Thread.detachNewThread {
                    // Each thread makes and drives its own session: its main thread.
                    onSessionThread {
                        let session = Self.session(who: name)
                        var lines = session.lines("open profile")
                        for _ in 0..<20 { lines += session.lines("tap load") }
                        transcripts.set(name, lines)
                    }
                    group.leave()
                }
            }
            group.wait()
            for name in names {
                let lines = transcripts.get(name)
                XCTAssertTrue(lines.contains("[0.000s] name.text: \"\(name) #19\" → \"\(name) #20\""), "\(lines)")
                XCTAssertFalse(lines.contains { line in names.contains { $0 != name && line.contains($0) } }, "\(lines)")
            }
        }
    }

    func testATaskResumedFromAnotherThreadGoesOnOnTheSessionsThreadAtItsNextPoint() {
        MainActor.assumeIsolated { () -> Void in
            let callback = TaskTestRemoteCallback()
            let session = Self.session(callback: callback)
            session.lines("open profile")
            XCTAssertEqual(session.lines("tap remote"), ["[0.000s] status.text: \"\" → \"waiting\""])
            callback.allowed.signal()
            callback.delivered.wait()
            XCTAssertTrue(session.jobs.hasJobs, "the resumed task waits for the session, not on the pool")
            XCTAssertEqual(session.lines("wait 1ms"), ["[0.000s] status.text: \"waiting\" → \"answered\""])
        }
    }

    func testMainActorAssumeIsolatedHoldsInAStep() {
        MainActor.assumeIsolated { () -> Void in
            let session = Self.session()
            session.lines("open profile")
            XCTAssertEqual(session.lines("tap isolated"), ["[0.000s] status.text: \"\" → \"isolated\""])
        }
    }

    func testObservableValuesDeliverWithinTheStep() {
        MainActor.assumeIsolated { () -> Void in
            let session = Self.session()
            session.lines("open profile")
            XCTAssertEqual(session.lines("tap values"), ["[0.000s] status.text: \"\" → \"sum 6\""])
        }
    }

    func testAnAsyncSequenceAsObservableDeliversWithinTheStep() {
        MainActor.assumeIsolated { () -> Void in
            let session = Self.session()
            session.lines("open profile")
            XCTAssertEqual(session.lines("tap stream"), ["[0.000s] status.text: \"\" → \"3,2,1\""])
        }
    }

    func testTaskSleepWaitsOnTheSessionsVirtualClock() {
        MainActor.assumeIsolated { () -> Void in
            let session = Self.session()
            session.lines(["open profile", "tap nap"])
            XCTAssertEqual(session.lines("wait 999ms"), [])
            XCTAssertEqual(session.lines("wait 1ms"), ["[1.000s] status.text: \"\" → \"awake\""])
            XCTAssertEqual(session.lines("settle"), ["[1.500s] status.text: \"awake\" → \"up\""])
        }
    }

    func testASessionEndingWhileATaskSleepsGoes() {
        MainActor.assumeIsolated { () -> Void in
            weak var ended: Session?
            do {
                let session = Self.session()
                ended = session
                session.lines(["open profile", "tap nap"])
                XCTAssertEqual(session.pendingWorkSummary(), "1 timer pending: Task.sleep due in 1 s")
            }
            // The task stays asleep (its wake-up went with the clock) and keeps what it captured;
            // the session itself goes.
            XCTAssertNil(ended)
        }
    }

    func testAPendingSleepIsNamedAmongThePendingWork() {
        MainActor.assumeIsolated { () -> Void in
            let session = Self.session()
            session.lines(["open profile", "tap nap"])
            XCTAssertEqual(session.pendingWorkSummary(), "1 timer pending: Task.sleep due in 1 s")
        }
    }
}

/// Lines per session, written from the sessions' threads.
private final class Transcripts: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String: [String]] = [:]

    func set(_ name: String, _ value: [String]) { lock.withLock { lines[name] = value } }
    func get(_ name: String) -> [String] { lock.withLock { lines[name] ?? [] } }
}
