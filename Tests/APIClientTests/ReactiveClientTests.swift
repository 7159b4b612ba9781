import APIClient
import Apps
import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import LoopbackHTTP
import RxSwift
import RxTest
import XCTest

/// `send`/`observe` on a TestScheduler (one tick = 1 ms): fixture answers arrive exactly
/// `latency` after subscription, and disposal cancels.
final class ReactiveClientTests: XCTestCase {
    private let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)

    private func stack(callbackScheduler: (any ImmediateSchedulerType & Sendable)? = nil) -> NetworkStack {
        NetworkStack(mode: .fixtures(directories: [TestCassettes.directory]), environment: APIEnvironment.builtIn(),
                     scheduler: DeliveryScheduler(scheduler), callbackScheduler: callbackScheduler)
    }

    func testTheResponseArrivesExactlyLatencyAfterSubscribing() {
        let client = stack().client
        let observer = scheduler.start { client.send(GitHubUsersRequest(since: 7)).map { $0.map(\.login) } }
        XCTAssertEqual(observer.events, [.next(400, ["pjhyett", "wycats"]), .completed(400)])
    }

    func testSingleSubscribersGetSuccessOrAnAPIError() {
        let network = stack()
        network.faults.failNext(.offline)
        let outcomes = Delivered<String>()
        let request = GitHubUserReposRequest(username: "testuser")
        let bag = DisposeBag()
        network.client.send(request).subscribe(onSuccess: { outcomes.append("repos \($0.count)") },
                                               onFailure: { outcomes.append("\($0 as? APIError == .offline(host: "api.github.com"))") })
            .disposed(by: bag)
        network.client.send(request).subscribe(onSuccess: { outcomes.append("repos \($0.count)") })
            .disposed(by: bag)
        scheduler.advanceTo(200)
        XCTAssertEqual(outcomes.all, ["true", "repos 2"])
        XCTAssertEqual(scheduler.clock, 200)
    }

    func testFlatMapLatestCancelsTheRequestInFlight() {
        let network = stack()
        let queries = scheduler.createHotObservable([.next(250, "rx"), .next(300, "swift")])
        let observer = scheduler.start {
            queries.flatMapLatest { query in
                network.client.observe(GitHubSearchRepositoriesRequest(query: query)).map(\.totalCount)
                    .catchAndReturn(-1)
            }
        }
        XCTAssertEqual(observer.events, [.next(500, 1000)])
        XCTAssertEqual(network.client.log.entries.map(\.url), ["https://api.github.com/search/repositories?q=swift&page=1"])
        XCTAssertEqual(network.fixtures?.unmatchedRequests.map(\.url), ["https://api.github.com/search/repositories?q=rx&page=1"])
    }

    func testASettableLatency() {
        let network = stack()
        network.fixtures?.latency = .milliseconds(1_500)
        let observer = scheduler.start(disposed: 5_000) { network.client.observe(GitHubUsersRequest(since: 7)).map(\.count) }
        XCTAssertEqual(observer.events, [.next(1_700, 2), .completed(1_700)])
    }

    func testErrorsArriveAsAPIError() {
        let network = stack()
        network.faults.failNext(.status(404))
        let observer = scheduler.start { network.client.observe(GitHubUserReposRequest(username: "testuser")).map(\.count) }
        XCTAssertEqual(observer.events, [
            .error(400, APIError.httpStatus(code: 404, message: "Not Found", host: "api.github.com")),
        ])
    }

    func testDisposingBeforeTheAnswerCancelsIt() {
        let network = stack()
        let observer = scheduler.start(disposed: 300) { network.client.observe(GitHubUsersRequest(since: 7)).map(\.count) }
        XCTAssertEqual(observer.events, [])
        XCTAssertEqual(scheduler.pendingWork, [])
        XCTAssertEqual(network.client.log.entries, [])
    }

    func testACallbackSchedulerIsAHop() {
        let network = stack(callbackScheduler: scheduler)
        let observer = scheduler.start { network.client.observe(GitHubUsersRequest(since: 7)).map(\.count) }
        XCTAssertEqual(observer.events, [.next(401, 2), .completed(401)], "TestScheduler's processing delay")
    }

    func testLiveResultsAreDeliveredOnTheCallbackQueue() throws {
        let server = try LoopbackHTTPServer { _ in .json(200, "[]") }
        defer { server.stop() }
        let queue = DispatchQueue(label: "callback")
        let key = DispatchSpecificKey<String>()
        queue.setSpecific(key: key, value: "callback")
        let network = NetworkStack(mode: .live, environment: APIEnvironment.builtIn(),
                                   scheduler: .dispatch(on: queue),
                                   callbackScheduler: SerialDispatchQueueScheduler(serialQueue: queue))
        let done = expectation(description: "delivered")
        let seen = Delivered<String?>()
        let subscription = network.client.observe(GitHubUserReposRequest(username: "a", api: GitHubAPI(baseURL: server.baseURL)))
            .subscribe(onNext: { _ in seen.append(DispatchQueue.getSpecific(key: key)) }, onCompleted: { done.fulfill() })
        wait(for: [done], timeout: 1)
        subscription.dispose()
        XCTAssertEqual(seen.all, ["callback"])
    }
}
