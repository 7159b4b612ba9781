import APIClient
import Apps
import Foundation
import RxSwift
import RxTest
import XCTest

/// A fixture answer is the scheduled item itself (no call object around it): cancelling it
/// from inside its own completion, or after it ran, must neither run it again nor touch other
/// work on the clock.
final class FixtureAnswerCancellationTests: XCTestCase {
    func testCancellingFromInsideTheCompletionAndAfterItLeavesOtherWorkAlone() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let fixtures = FixtureTransport(directories: [TestCassettes.directory], includeDefaultFixtures: false,
                                        scheduler: DeliveryScheduler(scheduler))
        let client = APIClient(transport: fixtures)
        let answers = Delivered<Int>()
        let taskBox = Delivered<any TransportTask>()
        let task = client.perform(GitHubUsersRequest(since: 1)) { _ in
            answers.append(scheduler.clock)
            taskBox.last?.cancel()
        }
        taskBox.append(task)
        let other = Delivered<Int>()
        scheduler.scheduleAt(200) { other.append(scheduler.clock) }
        scheduler.scheduleAt(300) {
            task.cancel()
            other.append(scheduler.clock)
        }
        scheduler.start()
        XCTAssertEqual(answers.all, [200], "answered once, at the latency")
        XCTAssertEqual(other.all, [200, 300])
        XCTAssertEqual(scheduler.pendingWork.count, 0)
    }

    /// Through the whole stack a session uses: the answer arrives once; disposing the Single
    /// inside its own delivery and again later changes nothing.
    func testASingleDisposedInsideItsDeliveryGetsItOnce() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let stack = NetworkStack(mode: .fixtures(directories: [TestCassettes.directory]), environment: .builtIn(),
                                 scheduler: DeliveryScheduler(scheduler), callbackScheduler: scheduler)
        let counts = Delivered<Int>()
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(stack.client.send(GitHubUsersRequest(since: 1)).subscribe { event in
            if case .success(let users) = event { counts.append(users.count) }
            subscription.dispose()
        })
        scheduler.start()
        subscription.dispose()
        XCTAssertEqual(counts.all, [2])
        XCTAssertTrue(stack.inFlight.isIdle)
        XCTAssertEqual(scheduler.pendingWork.count, 0)
    }
}
