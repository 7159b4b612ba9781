import RxSwift
import XCTest

/// Which session a task's jobs go to when more than one session runs in the process.
final class SessionTaskOwnersTests: XCTestCase {
    /// Far above the runtime's task ids, which count up from 1.
    private let taskID = UInt64.max - 54

    func testAnotherSessionsStepDoesNotTakeOverALiveSessionsTask() {
        let first = SessionJobs()
        let second = SessionJobs()
        XCTAssertTrue(first.own(task: taskID) === first, "the session whose step started the task owns it")
        XCTAssertTrue(second.own(task: taskID) === first, "resumed in another session's step, it stays the first's")
        XCTAssertTrue(first.own(task: taskID) === first)
        first.close()
        XCTAssertTrue(second.own(task: taskID) === second, "once its session ended, the next session may own it")
        second.close()
    }
}
