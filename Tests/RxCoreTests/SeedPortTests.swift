import RxSwift
import RxTest
import XCTest

/// The seed's RepositoriesViewModel (article 000, chapter 2) ported onto RxCore: only the
/// import and today's RxSwift 6 spellings change.
private final class RepositoriesViewModel {
    let repositories: Observable<[String]>

    init(searchText: Observable<String>, scheduler: SchedulerType,
         fetchRepositories: @escaping (String) -> Observable<[String]>) {
        repositories = searchText
            .filter { !$0.isEmpty }
            .debounce(.milliseconds(500), scheduler: scheduler)
            .distinctUntilChanged()
            .flatMapLatest { name in
                fetchRepositories(name).catch { _ in Observable.never() }
            }
    }
}

private struct NotFound: Error {}

final class SeedPortTests: XCTestCase {
    private var scheduler: TestScheduler!
    private var requests: [Recorded<String>] = []
    private var requestSources: [String: TestableObservable<[String]>] = [:]

    override func setUp() {
        scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        requests = []
        requestSources = [:]
    }

    /// A fake request answering 800 ms after it starts; "nobody" fails.
    private func fetch(_ name: String) -> Observable<[String]> {
        requests.append(Recorded(time: scheduler.clock, value: name))
        let answer: [Recorded<Event<[String]>>] = name == "nobody"
            ? [.error(800, NotFound())]
            : [.next(800, ["\(name)/Hello-World", "\(name)/Spoon-Knife"]), .completed(800)]
        let source = scheduler.createColdObservable(answer)
        requestSources[name] = source
        return source.asObservable()
    }

    func testTypingFasterThanTheDebounceMakesOneRequestAfterTheLastKeystroke() {
        let typing = scheduler.createHotObservable([
            .next(300, "o"), .next(400, "oc"), .next(500, "octocat"),
        ])
        let result = scheduler.start(created: 0, subscribed: 100, disposed: 5000) {
            RepositoriesViewModel(searchText: typing.asObservable(), scheduler: self.scheduler,
                                  fetchRepositories: self.fetch).repositories
        }
        XCTAssertEqual(requests, [Recorded(time: 1000, value: "octocat")])
        XCTAssertEqual(result.events, [.next(1800, ["octocat/Hello-World", "octocat/Spoon-Knife"])])
        XCTAssertEqual(typing.subscriptions, [Subscription(100, 5000)])
    }

    func testANewNameCancelsTheRequestInFlightAndTheSameNameIsNotFetchedTwice() {
        let typing = scheduler.createHotObservable([
            .next(300, "octocat"), .next(900, "fumiyasac"), .next(1500, "fumiyasac"), .next(1600, ""),
        ])
        let result = scheduler.start(created: 0, subscribed: 100, disposed: 5000) {
            RepositoriesViewModel(searchText: typing.asObservable(), scheduler: self.scheduler,
                                  fetchRepositories: self.fetch).repositories
        }
        XCTAssertEqual(requests.map(\.time), [800, 1400])
        XCTAssertEqual(requestSources["octocat"]?.subscriptions, [Subscription(800, 1400)])
        XCTAssertEqual(result.events, [.next(2200, ["fumiyasac/Hello-World", "fumiyasac/Spoon-Knife"])])
    }

    func testAFailedRequestKeepsTheSearchAlive() {
        let typing = scheduler.createHotObservable([.next(300, "nobody"), .next(1000, "octocat")])
        let result = scheduler.start(created: 0, subscribed: 100, disposed: 5000) {
            RepositoriesViewModel(searchText: typing.asObservable(), scheduler: self.scheduler,
                                  fetchRepositories: self.fetch).repositories
        }
        XCTAssertEqual(requests.map(\.value), ["nobody", "octocat"])
        XCTAssertEqual(requestSources["nobody"]?.subscriptions, [Subscription(800, 1500)])
        XCTAssertEqual(result.events, [.next(2300, ["octocat/Hello-World", "octocat/Spoon-Knife"])])
    }
}
