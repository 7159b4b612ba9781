import APIClient
@testable import Apps
import RxSwift
import RxTest
import RxUI
import XCTest

/// The timing of `SearchViewModel` on a TestScheduler (1 tick = 1 ms) with the fixture
/// transport (200 ms latency); outputs arrive one tick after their cause (the main-scheduler hop).
final class SearchViewModelTests: XCTestCase {
    private let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    private lazy var network = NetworkStack(mode: .fixtures(directories: []), environment: APIEnvironment.builtIn(),
                                            scheduler: DeliveryScheduler(scheduler))
    private lazy var ledger = RequestLedger(wrapping: network.faults, clock: scheduler)

    private struct Outputs {
        let validation: TestableObserver<Bool>
        let searching: TestableObserver<Bool>
        /// `query: first full name (count)` per pushed results screen.
        let results: TestableObserver<String>
        let failures: TestableObserver<String>
    }

    /// The field starts empty (as a text field's `rx.text` does), outputs are subscribed at
    /// 200, and the clock runs to `end`.
    private func run(typing typed: [Recorded<Event<String>>], taps: [Recorded<Event<Void>>] = [],
                     returns: [Recorded<Event<Void>>] = [], until end: Int = 3_000) -> Outputs {
        let field = BehaviorSubject(value: "")
        let text = scheduler.createHotObservable(typed)
        let tap = scheduler.createHotObservable(taps)
        let keyboardReturn = scheduler.createHotObservable(returns)
        let client = APIClient(transport: ledger)
        let viewModel = SharingScheduler.mock(scheduler: scheduler) {
            SearchViewModel(search: field.asObservable(), buttonTap: tap.asObservable(),
                            keyboardReturn: keyboardReturn.asObservable(), client: client, api: GitHubAPI())
        }
        let outputs = Outputs(
            validation: scheduler.createObserver(Bool.self), searching: scheduler.createObserver(Bool.self),
            results: scheduler.createObserver(String.self), failures: scheduler.createObserver(String.self)
        )
        let bag = DisposeBag()
        text.subscribe(onNext: { field.onNext($0) }).disposed(by: bag)
        scheduler.scheduleAt(200) {
            viewModel.validation.drive(outputs.validation).disposed(by: bag)
            viewModel.isSearching.drive(outputs.searching).disposed(by: bag)
            viewModel.results
                .map { "\($0.query): \($0.repositories.first?.fullName ?? "-") (\($0.repositories.count))" }
                .emit(to: outputs.results)
                .disposed(by: bag)
            viewModel.failure.emit(to: outputs.failures).disposed(by: bag)
        }
        scheduler.advanceTo(end)
        return outputs
    }

    func testValidationFollowsEveryKeystrokeStartingWithTheEmptyField() {
        let outputs = run(typing: [
            .next(300, "r"), .next(310, "rx"), .next(320, "rxs"), .next(330, "rxsw"), .next(340, "rx"),
            .next(350, "ラーメ"), .next(360, "👍🏽👍"), .next(370, "e\u{301}e\u{301}e\u{301}"),
        ])
        XCTAssertEqual(outputs.validation.events, [
            .next(201, false), .next(301, false), .next(311, false), .next(321, true), .next(331, true),
            .next(341, false), .next(351, true), .next(361, false), .next(371, true),
        ])
        XCTAssertEqual(ledger.entries, [], "typing alone never searches")
    }

    func testATapSearchesTheLatestTextShowsTheHUDUntilTheAnswerThenReportsTheResults() {
        let outputs = run(typing: [.next(300, "rxswift")], taps: [.next(400, ())])
        XCTAssertEqual(ledger.entries, [
            .init(time: 400, kind: .sent, target: "/search/repositories?q=rxswift&page=1"),
            .init(time: 600, kind: .answered, target: "/search/repositories?q=rxswift&page=1"),
        ])
        XCTAssertEqual(outputs.searching.events, [.next(401, true), .next(601, false)])
        XCTAssertEqual(outputs.results.events, [.next(601, "rxswift: ReactiveX/RxSwift (30)")])
        XCTAssertEqual(outputs.failures.events, [])
    }

    func testASecondTapWhileTheSearchIsInFlightIsIgnored() {
        let outputs = run(typing: [.next(300, "rxswift"), .next(450, "zzzzqqqq")],
                          taps: [.next(400, ()), .next(500, ()), .next(700, ())])
        XCTAssertEqual(ledger.entries(.sent), [
            .init(time: 400, kind: .sent, target: "/search/repositories?q=rxswift&page=1"),
            .init(time: 700, kind: .sent, target: "/search/repositories?q=zzzzqqqq&page=1"),
        ])
        XCTAssertEqual(ledger.entries(.cancelled), [])
        XCTAssertEqual(outputs.results.events, [
            .next(601, "rxswift: ReactiveX/RxSwift (30)"), .next(901, "zzzzqqqq: - (0)"),
        ])
        XCTAssertEqual(outputs.searching.events, [.next(401, true), .next(601, false), .next(701, true), .next(901, false)])
    }

    func testReturnSearchesTooButOnlyAValidWord() {
        let outputs = run(typing: [.next(300, "rx"), .next(500, "zzzzqqqq")],
                          taps: [.next(350, ())], returns: [.next(400, ()), .next(600, ())])
        XCTAssertEqual(ledger.entries(.sent), [.init(time: 600, kind: .sent, target: "/search/repositories?q=zzzzqqqq&page=1")])
        XCTAssertEqual(outputs.results.events, [.next(801, "zzzzqqqq: - (0)")], "zero results still push")
    }

    func testAFailureHidesTheHUDReportsAReadableMessageAndTheNextTapWorks() {
        scheduler.scheduleAt(0) { self.network.faults.failNext(.status(403)) }
        let outputs = run(typing: [.next(300, "rxswift")], taps: [.next(400, ()), .next(1_000, ())])
        XCTAssertEqual(outputs.searching.events, [.next(401, true), .next(601, false), .next(1_001, true), .next(1_201, false)])
        XCTAssertEqual(outputs.failures.events.map(\.time), [601])
        XCTAssertEqual(outputs.failures.events.first?.value.element?.hasPrefix("The api.github.com rate limit"), true,
                       "\(outputs.failures.events)")
        XCTAssertEqual(outputs.results.events, [.next(1_201, "rxswift: ReactiveX/RxSwift (30)")])
    }
}
