import APIClient
@testable import Apps
import RxSwift
import RxTest
import RxUI
import XCTest

/// The timing of `RepositoriesViewModel` on a TestScheduler (1 tick = 1 ms) with the fixture
/// transport (200 ms latency). Driver and Signal outputs arrive one tick after their cause:
/// the hop to the main scheduler, which a TestScheduler runs a tick later.
final class RepositoriesViewModelTests: XCTestCase {
    private let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    private lazy var network = NetworkStack(mode: .fixtures(directories: []), environment: APIEnvironment.builtIn(),
                                            scheduler: DeliveryScheduler(scheduler))
    private lazy var ledger = RequestLedger(wrapping: network.faults, clock: scheduler)

    private struct Outputs {
        let names: TestableObserver<[String]>
        let loading: TestableObserver<Bool>
        let noRepositories: TestableObserver<String>
        let failures: TestableObserver<String>
    }

    /// Feeds the typed texts in, subscribes every output at 100 and runs the clock to `end`.
    private func run(typing typed: [Recorded<Event<String>>], until end: Int = 3_000) -> Outputs {
        let text = scheduler.createHotObservable(typed)
        let client = APIClient(transport: ledger)
        let viewModel = SharingScheduler.mock(scheduler: scheduler) {
            RepositoriesViewModel(searchText: text.asObservable(), client: client, api: GitHubAPI(), scheduler: scheduler)
        }
        let outputs = Outputs(
            names: scheduler.createObserver([String].self), loading: scheduler.createObserver(Bool.self),
            noRepositories: scheduler.createObserver(String.self), failures: scheduler.createObserver(String.self)
        )
        let bag = DisposeBag()
        scheduler.scheduleAt(100) {
            viewModel.repositories.map { $0.map(\.name) }.drive(outputs.names).disposed(by: bag)
            viewModel.isLoading.drive(outputs.loading).disposed(by: bag)
            viewModel.noRepositories.map { ":(" }.emit(to: outputs.noRepositories).disposed(by: bag)
            viewModel.failure.emit(to: outputs.failures).disposed(by: bag)
        }
        scheduler.advanceTo(end)
        return outputs
    }

    private static let octocatRepositories = [
        "boysenberry-repo-1", "git-consortium", "hello-worId", "Hello-World", "linguist", "octocat.github.io",
        "Spoon-Knife", "test-repo1",
    ]

    func testTypingOneHundredMillisecondsApartSendsOneRequestFiveHundredMillisecondsAfterTheLastKeystroke() {
        let outputs = run(typing: [.next(200, "o"), .next(300, "oc"), .next(400, "octocat")])
        XCTAssertEqual(ledger.entries, [
            .init(time: 900, kind: .sent, target: "/users/octocat/repos"),
            .init(time: 1_100, kind: .answered, target: "/users/octocat/repos"),
        ])
        XCTAssertEqual(outputs.loading.events, [.next(901, true), .next(1_101, false)])
        XCTAssertEqual(outputs.names.events, [.next(1_101, Self.octocatRepositories)])
        XCTAssertEqual(outputs.noRepositories.events, [])
        XCTAssertEqual(outputs.failures.events, [])
        XCTAssertEqual(network.client.log.entries.count, 0, "the test's own client logs, not the stack's")
    }

    func testANewNameWhileARequestIsInFlightCancelsIt() {
        network.fixtures?.latency = .milliseconds(800)
        let outputs = run(typing: [.next(200, "octocat"), .next(800, "fumiyasac")])
        XCTAssertEqual(ledger.entries, [
            .init(time: 700, kind: .sent, target: "/users/octocat/repos"),
            .init(time: 1_300, kind: .cancelled, target: "/users/octocat/repos"),
            .init(time: 1_300, kind: .sent, target: "/users/fumiyasac/repos"),
            .init(time: 2_100, kind: .answered, target: "/users/fumiyasac/repos"),
        ])
        XCTAssertEqual(outputs.loading.events, [.next(701, true), .next(1_301, true), .next(2_101, false)])
        XCTAssertEqual(outputs.names.events.map(\.time), [2_101], "octocat's rows never arrive")
        XCTAssertGreaterThanOrEqual(outputs.names.events.first?.value.element?.count ?? 0, 30)
        XCTAssertEqual(scheduler.pendingWork, [], "the cancelled answer left no timer behind")
    }

    func testEmptyTextIsDroppedAndTheSameNameIsNotFetchedTwice() {
        let outputs = run(typing: [
            .next(200, "octocat"), .next(1_000, ""), .next(2_000, "octocatx"), .next(2_100, "octocat"),
        ], until: 4_000)
        XCTAssertEqual(ledger.entries(.sent), [.init(time: 700, kind: .sent, target: "/users/octocat/repos")])
        XCTAssertEqual(outputs.names.events, [.next(901, Self.octocatRepositories)], "clearing keeps the rows")
    }

    func testAUserWithoutRepositoriesAndAnUnknownUserBothSayNoRepositories() {
        let outputs = run(typing: [.next(200, "emptyuser"), .next(1_000, "no-such-user-xyz")])
        XCTAssertEqual(outputs.names.events, [.next(901, []), .next(1_701, [])])
        XCTAssertEqual(outputs.noRepositories.events, [.next(901, ":("), .next(1_701, ":(")])
        XCTAssertEqual(outputs.loading.events, [.next(701, true), .next(901, false), .next(1_501, true), .next(1_701, false)])
        XCTAssertEqual(outputs.failures.events, [])
    }

    func testAFailureIsReportedKeepsTheRowsAndTheNextNameStillWorks() {
        scheduler.scheduleAt(1_000) { self.network.faults.failNext(.status(500)) }
        let outputs = run(typing: [.next(200, "octocat"), .next(1_000, "fumiyasac"), .next(2_000, "emptyuser")])
        XCTAssertEqual(outputs.names.events.map(\.time), [901, 2_701], "the failure changes no rows")
        XCTAssertEqual(outputs.names.events.last?.value.element, [])
        XCTAssertEqual(outputs.failures.events.map(\.time), [1_701])
        XCTAssertEqual(outputs.failures.events.first?.value.element?.hasPrefix("api.github.com answered HTTP 500"), true,
                       "\(outputs.failures.events)")
        XCTAssertEqual(outputs.loading.events, [
            .next(701, true), .next(901, false), .next(1_501, true), .next(1_701, false),
            .next(2_501, true), .next(2_701, false),
        ])
        XCTAssertEqual(outputs.noRepositories.events, [.next(2_701, ":(")])
    }

    /// An offline failure is reported "now", which a TestScheduler runs one tick later (701),
    /// and the outputs hop one more tick to the main scheduler.
    func testATransportFailureEndsTheSpinnerWithAReadableMessage() {
        scheduler.scheduleAt(0) { self.network.faults.failNext(.offline) }
        let outputs = run(typing: [.next(200, "octocat"), .next(1_000, "fumiyasac")])
        XCTAssertEqual(outputs.failures.events, [
            .next(702, "The network is offline, so api.github.com could not be reached. Check the connection and try again."),
        ])
        XCTAssertEqual(outputs.loading.events, [.next(701, true), .next(702, false), .next(1_501, true), .next(1_701, false)])
        XCTAssertEqual(outputs.names.events.map(\.time), [1_701])
    }
}
