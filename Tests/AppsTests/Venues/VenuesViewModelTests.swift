import RxMarbles
import APIClient
@testable import Apps
import RxSwift
import RxTest
import RxUI
import XCTest

/// Timing of the venue search on virtual time: throttle, flatMapLatest, failures.
final class VenuesViewModelTests: XCTestCase {
    private let network = VirtualNetwork()
    private let disposeBag = DisposeBag()
    private var scheduler: TestScheduler { network.scheduler }

    private static let texts: [Character: String] = [
        "e": "", "a": "ラ", "b": "ラー", "c": "ラーメ", "d": "ラーメン", "f": "coffee",
    ]

    private func makeViewModel(texts marble: String, selected: Observable<Venue> = .never()) throws -> VenuesViewModel {
        let text = try scheduler.createHotObservable(marble, values: Self.texts, frameTicks: 100, origin: 0)
        return SharingScheduler.mock(scheduler: scheduler) {
            VenuesViewModel(searchText: text.asObservable(), venueSelected: selected,
                            client: VenuesAPIClient(services: network.services), scheduler: scheduler)
        }
    }

    /// Each table update as "count first-name".
    private func recordRows(of viewModel: VenuesViewModel) -> TestableObserver<String> {
        let observer = scheduler.createObserver(String.self)
        viewModel.rows.map { "\($0.count) \($0.first?.name ?? "-")" }.drive(observer).disposed(by: disposeBag)
        return observer
    }

    private func recordLoading(of viewModel: VenuesViewModel) -> TestableObserver<Bool> {
        let observer = scheduler.createObserver(Bool.self)
        viewModel.isLoading.drive(observer).disposed(by: disposeBag)
        return observer
    }

    private func requestMarble() throws -> String {
        try Marble.render(network.ledger.sent(parameter: "query"), values: Self.texts, frameTicks: 100)
    }

    func testSearchesAtOnceThenAtMostOncePer500msWithTheLatestText() throws {
        let viewModel = try makeViewModel(texts: "eabcd-------f")
        let rows = recordRows(of: viewModel)
        let loading = recordLoading(of: viewModel)
        scheduler.start()

        // "" goes out at once; ラ…ラーメン inside the 500 ms window collapse into one request
        // for the latest text when the window ends; coffee comes after a quiet window.
        XCTAssertEqual(try requestMarble(), "e----d------f")
        XCTAssertEqual(network.ledger.entries(.sent).map(\.time), [0, 500, 1200])
        XCTAssertEqual(rows.events, [
            .next(0, "0 -"),
            .next(200, "15 新大塚駅 (Shin-otsuka Sta.) (M24)"),
            .next(700, "10 らーめん 大塚 鶏そば処"),
            .next(1400, "10 ドトールコーヒーショップ 新大塚店"),
        ])
        XCTAssertEqual(loading.events, [
            .next(0, false), .next(0, true), .next(200, false),
            .next(500, true), .next(700, false), .next(1200, true), .next(1400, false),
        ])
    }

    func testALateAnswerCannotOverwriteANewerSearch() throws {
        network.faults.failNext(.latency(.seconds(1)))
        let viewModel = try makeViewModel(texts: "ed")
        let rows = recordRows(of: viewModel)
        scheduler.start()

        // The slow answer for "" (due at 1200) is cancelled when ラーメン is searched at 500.
        XCTAssertEqual(try requestMarble(), "e----d")
        XCTAssertEqual(rows.events, [.next(0, "0 -"), .next(700, "10 らーめん 大塚 鶏そば処")])
        XCTAssertEqual(network.ledger.entries.map { "\($0.kind) \($0.time)" },
                       ["sent 0", "cancelled 500", "sent 500", "answered 700"])
        XCTAssertEqual(scheduler.pendingWork, [])
    }

    func testAFailedSearchBecomesAMessageAndTheNextSearchStillWorks() throws {
        network.faults.failNext(.status(500))
        let viewModel = try makeViewModel(texts: "e-----f")
        let rows = recordRows(of: viewModel)
        let loading = recordLoading(of: viewModel)
        let messages = scheduler.createObserver(String.self)
        viewModel.errorMessage.emit(to: messages).disposed(by: disposeBag)
        scheduler.start()

        XCTAssertEqual(messages.events, [
            .next(200, "api.foursquare.com answered HTTP 500 Internal Server Error: Foursquare servers are experiencing problems. Please retry and check status.foursquare.com for updates."),
        ])
        XCTAssertEqual(try requestMarble(), "e-----f")
        XCTAssertEqual(rows.events, [.next(0, "0 -"), .next(800, "10 ドトールコーヒーショップ 新大塚店")])
        XCTAssertEqual(loading.events.last, .next(800, false))
    }

    func testSelectingAVenueOpensItsFoursquarePage() throws {
        let venue = Venue(id: "4b4212bc94adc40a2377ec36", name: "新大塚駅 (Shin-otsuka Sta.) (M24)")
        let selected = scheduler.createHotObservable([.next(300, venue)])
        let viewModel = try makeViewModel(texts: "e", selected: selected.asObservable())
        let opened = scheduler.createObserver(String.self)
        viewModel.openURL.emit(to: opened).disposed(by: disposeBag)
        scheduler.start()

        XCTAssertEqual(opened.events, [.next(300, "https://foursquare.com/v/4b4212bc94adc40a2377ec36")])
    }
}
