import Phone
import APIClient
@testable import Apps
import RxSwift
import RxTest
import RxUI
import XCTest

/// Loading, refreshing, deleting and selecting in `follow` on virtual time.
final class FollowViewModelTests: XCTestCase {
    private let network = VirtualNetwork()
    private let disposeBag = DisposeBag()
    private let deleted = PublishSubject<Int>()
    private var scheduler: TestScheduler { network.scheduler }

    private func makeViewModel(seed: UInt64 = 1, refreshes: [TestTime] = [],
                               selected: Observable<Int> = .never()) -> FollowViewModel {
        let refresh = scheduler.createHotObservable(refreshes.map { Recorded.next($0, ()) })
        return SharingScheduler.mock(scheduler: scheduler) {
            FollowViewModel(refresh: refresh.asObservable(), deleted: deleted.asObservable(), selected: selected,
                            client: UsersAPIClient(services: network.services), random: SeededRandomSource(seed: seed))
        }
    }

    /// Each table update as the logins shown.
    private func recordLogins(of viewModel: FollowViewModel) -> TestableObserver<[String]> {
        let observer = scheduler.createObserver([String].self)
        viewModel.rows.map { $0.map(\.model.value.login) }.drive(observer).disposed(by: disposeBag)
        return observer
    }

    private func shownLogins(_ observer: TestableObserver<[String]>) -> [String] {
        observer.events.last?.value.element ?? []
    }

    /// The 30 logins of the fixture page.
    private var pageLogins: Set<String> {
        get throws {
            let cassette = try XCTUnwrap(BuiltInServices.cassette(named: "github/users-since.json"))
            let object = try JSONSerialization.jsonObject(with: cassette) as? [String: Any]
            let users = (object?["response"] as? [String: Any])?["json"] as? [[String: Any]] ?? []
            return Set(users.compactMap { $0["login"] as? String })
        }
    }

    func testLoadsOnOpenAndOnEveryRefreshWithARandomSince() throws {
        let viewModel = makeViewModel(seed: 1, refreshes: [1000])
        let logins = recordLogins(of: viewModel)
        let loading = scheduler.createObserver(Bool.self)
        viewModel.isLoading.drive(loading).disposed(by: disposeBag)
        scheduler.start()

        XCTAssertEqual(network.ledger.entries(.sent).map(\.time), [0, 1000])
        let since = network.ledger.sent(parameter: "since").compactMap { $0.value.element.flatMap { Int($0) } }
        XCTAssertEqual(since.first, SeededRandomSource(seed: 1).int(in: 0..<500), "the first draw of the seeded source")
        XCTAssertTrue(since.allSatisfy { (0..<500).contains($0) }, "\(since)")
        XCTAssertEqual(logins.events.map(\.time), [0, 200, 1200])
        XCTAssertEqual(logins.events.map { $0.value.element?.count }, [0, 10, 10])
        // startWith loads while the ViewModel is made, so the first value seen is already true.
        XCTAssertEqual(loading.events, [.next(0, true), .next(200, false), .next(1000, true), .next(1200, false)])
    }

    func testARefreshDuringALoadReplacesIt() throws {
        let viewModel = makeViewModel(refreshes: [100])
        let logins = recordLogins(of: viewModel)
        scheduler.start()

        XCTAssertEqual(network.ledger.entries(.sent).map(\.time), [0, 100])
        XCTAssertEqual(network.ledger.entries.map { "\($0.kind) \($0.time)" },
                       ["sent 0", "cancelled 100", "sent 100", "answered 300"])
        XCTAssertEqual(logins.events.map(\.time), [0, 300])
    }

    func testDeletingKeepsTenRowsAndNeverShowsAUserTwice() throws {
        let viewModel = makeViewModel()
        let logins = recordLogins(of: viewModel)
        scheduler.start()
        let page = try pageLogins
        XCTAssertEqual(page.count, 30)
        var everShown = Set(shownLogins(logins))

        for step in 0..<300 {
            let before = shownLogins(logins)
            let row = (step * 7) % 10
            deleted.onNext(row)
            scheduler.runDue()
            let after = shownLogins(logins)
            XCTAssertEqual(after.count, 10, "step \(step)")
            XCTAssertEqual(Set(after).count, 10, "a user shown twice at step \(step): \(after)")
            XCTAssertFalse(after.contains(before[row]), "the dismissed user stayed at step \(step)")
            XCTAssertTrue(Set(after).isSubset(of: page), "step \(step)")
            for other in 0..<10 where other != row {
                XCTAssertEqual(after[other], before[other], "only the deleted row changes (step \(step))")
            }
            everShown.formUnion(after)
        }
        XCTAssertEqual(everShown, page, "over many deletes every user of the page comes up")
        XCTAssertEqual(network.ledger.entries(.sent).count, 1, "deleting never loads")
    }

    func testADeleteBuildsAViewModelForTheSwappedRowOnly() {
        let viewModel = makeViewModel()
        let rows = scheduler.createObserver([FollowCellViewModel].self)
        viewModel.rows.drive(rows).disposed(by: disposeBag)
        scheduler.start()
        let before = rows.events.last?.value.element ?? []
        deleted.onNext(4)
        scheduler.runDue()
        let after = rows.events.last?.value.element ?? []
        XCTAssertEqual(after.count, 10)
        for row in 0..<10 {
            XCTAssertEqual(after[row] === before[row], row != 4, "row \(row)")
        }
    }

    func testTheSameSeedShowsTheSameUsersAndAnotherSeedOthers() throws {
        func logins(seed: UInt64) -> (since: [String], shown: [String]) {
            let network = VirtualNetwork()
            let viewModel = SharingScheduler.mock(scheduler: network.scheduler) {
                FollowViewModel(refresh: .never(), deleted: .never(), selected: .never(),
                                client: UsersAPIClient(services: network.services), random: SeededRandomSource(seed: seed))
            }
            let observer = network.scheduler.createObserver([String].self)
            let subscription = viewModel.rows.map { $0.map(\.model.value.login) }.drive(observer)
            defer { subscription.dispose() }
            network.scheduler.start()
            let since = network.ledger.sent(parameter: "since").compactMap(\.value.element)
            return (since, observer.events.last?.value.element ?? [])
        }
        let first = logins(seed: 42)
        let again = logins(seed: 42)
        let other = logins(seed: 43)
        XCTAssertEqual(first.shown.count, 10)
        XCTAssertEqual(first.since, again.since)
        XCTAssertEqual(first.shown, again.shown)
        XCTAssertNotEqual(first.since, other.since)
        XCTAssertNotEqual(first.shown, other.shown)
    }

    func testSelectingARowOpensThatUsersProfile() throws {
        let selected = scheduler.createHotObservable([.next(300, 3), .next(400, 12)])
        let viewModel = makeViewModel(selected: selected.asObservable())
        let logins = recordLogins(of: viewModel)
        let opened = scheduler.createObserver(String.self)
        viewModel.openURL.emit(to: opened).disposed(by: disposeBag)
        scheduler.start()

        let login = shownLogins(logins)[3]
        XCTAssertEqual(opened.events, [.next(300, "https://github.com/\(login)")], "row 12 is not shown: nothing opens")
    }
}
