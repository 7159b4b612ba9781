import APIClient
import Apps
import RxSwift
import RxTest
import XCTest

/// A request's outcome handed on once, from the transport to `perform`'s completion or to a
/// Single's observer (through the callback scheduler's hop when there is one), and logged
/// with the answer's status before it is handed on.
final class AnswerReceiverTests: XCTestCase {
    private let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)

    private func stack(callbackScheduler: (any ImmediateSchedulerType & Sendable)? = nil) -> NetworkStack {
        NetworkStack(mode: .fixtures(directories: [TestCassettes.directory]), environment: APIEnvironment.builtIn(),
                     scheduler: DeliveryScheduler(scheduler), callbackScheduler: callbackScheduler)
    }

    func testPerformsCompletionGetsTheDecodedValueOnce() {
        let network = stack()
        let outcomes = Delivered<String>()
        network.client.perform(GitHubUsersRequest(since: 7)) { result in
            outcomes.append((try? result.get().map(\.login).joined(separator: ",")) ?? "failed")
        }
        scheduler.advanceTo(1_000)
        XCTAssertEqual(outcomes.all, ["pjhyett,wycats"])
        XCTAssertEqual(network.client.log.entries.map(\.status), [200])
    }

    func testPerformsCompletionGetsAFailedStatusOnceAndTheLogHasIt() {
        let network = stack()
        network.faults.failNext(.status(404))
        let outcomes = Delivered<APIError?>()
        network.client.perform(GitHubUsersRequest(since: 7)) { result in
            if case .failure(let error) = result { outcomes.append(error) } else { outcomes.append(nil) }
        }
        scheduler.advanceTo(1_000)
        XCTAssertEqual(outcomes.all, [.httpStatus(code: 404, message: "Not Found", host: "api.github.com")])
        XCTAssertEqual(network.client.log.entries.map(\.status), [404])
        XCTAssertNotNil(network.client.log.entries.first?.failure)
    }

    func testAFailureOnACallbackSchedulerArrivesAfterTheHop() {
        let network = stack(callbackScheduler: scheduler)
        network.faults.failNext(.status(404))
        let observer = scheduler.start { network.client.observe(GitHubUsersRequest(since: 7)).map(\.count) }
        XCTAssertEqual(observer.events, [
            .error(401, APIError.httpStatus(code: 404, message: "Not Found", host: "api.github.com")),
        ])
    }

    func testDisposingBetweenTheAnswerAndTheHopDropsTheDelivery() {
        let network = stack(callbackScheduler: scheduler)
        let observer = scheduler.createObserver(Int.self)
        let subscription = network.client.observe(GitHubUsersRequest(since: 7)).map(\.count).subscribe(observer)
        scheduler.advanceTo(200)
        XCTAssertEqual(network.client.log.entries.map(\.status), [200], "answered at 200")
        XCTAssertEqual(scheduler.pendingWork.map(\.time), [201], "the hop to the callback scheduler, not yet run")
        subscription.dispose()
        XCTAssertEqual(scheduler.pendingWork, [], "disposing the Single cancels the queued hop")
        scheduler.advanceTo(1_000)
        XCTAssertEqual(observer.events, [])
    }
}
