import APIClient
import Apps
import Foundation
import RxSwift
import RxTest
import XCTest

/// Fixture latency runs on the session's virtual clock (RxCore's VirtualTimeScheduler).
final class VirtualLatencyTests: XCTestCase {
    func testAFixtureAnswerArrivesExactlyLatencyAfterTheRequest() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let fixtures = FixtureTransport(directories: [TestCassettes.directory], includeDefaultFixtures: false,
                                        scheduler: DeliveryScheduler(scheduler))
        let client = APIClient(transport: fixtures)
        let answeredAt = Delivered<Int>()
        scheduler.scheduleAt(300) {
            client.perform(GitHubUsersRequest(since: 1)) { result in
                if case .success(let users) = result, users.count == 2 { answeredAt.append(scheduler.clock) }
            }
            XCTAssertEqual(scheduler.pendingWork.map(\.description), ["network response at 500"])
        }
        scheduler.start()
        XCTAssertEqual(answeredAt.all, [500])
    }

    func testCancellingRemovesThePendingAnswerFromTheClock() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let fixtures = FixtureTransport(directories: [TestCassettes.directory], includeDefaultFixtures: false,
                                        latency: .milliseconds(750), scheduler: DeliveryScheduler(scheduler))
        let client = APIClient(transport: fixtures)
        let answers = Delivered<Int>()
        let task = client.perform(GitHubUsersRequest(since: 1)) { _ in answers.append(scheduler.clock) }
        scheduler.scheduleAt(100) { task.cancel() }
        scheduler.start()
        XCTAssertEqual(answers.all, [])
        XCTAssertEqual(scheduler.clock, 100)
    }
}
