import RxSwift
import RxTest
import XCTest

private struct TestError: Error {}

final class FlatMapLatestTests: XCTestCase {
    func testNewElementDisposesThePreviousInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = [
            scheduler.createColdObservable([.next(10, "a"), .next(60, "b"), .completed(100)]),
            scheduler.createColdObservable([.next(10, "c"), .completed(20)]),
        ]
        let outer = scheduler.createHotObservable([.next(210, 0), .next(250, 1), .completed(400)])
        let result = scheduler.start { outer.flatMapLatest { inners[$0] } }
        XCTAssertEqual(result.events, [.next(220, "a"), .next(260, "c"), .completed(400)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(inners[0].subscriptions, [Subscription(210, 250)])
        XCTAssertEqual(inners[1].subscriptions, [Subscription(250, 270)])
    }

    func testCancelsAnInFlightRequest() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedRequests: [String] = []
        func request(_ query: String) -> Observable<String> {
            Observable.create { observer in
                let reply = scheduler.scheduleRelative((), dueTime: .seconds(30)) { _ in
                    observer.onNext("results for \(query)")
                    observer.onCompleted()
                    return Disposables.create()
                }
                return Disposables.create {
                    reply.dispose()
                    disposedRequests.append("\(query) at \(scheduler.clock)")
                }
            }
        }
        let queries = scheduler.createHotObservable([.next(210, "sw"), .next(220, "swift"), .completed(300)])
        let result = scheduler.start { queries.flatMapLatest(request) }
        XCTAssertEqual(result.events, [.next(250, "results for swift"), .completed(300)])
        XCTAssertEqual(disposedRequests, ["sw at 220", "swift at 250"])
    }

    func testOuterCompletionWaitsForTheLatestInner() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, 1), .completed(80)])
        let outer = scheduler.createHotObservable([.next(210, 0), .completed(230)])
        let result = scheduler.start { outer.flatMapLatest { _ in inner } }
        XCTAssertEqual(result.events, [.next(220, 1), .completed(290)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 290)])
    }

    func testInnerErrorEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
        let outer = scheduler.createHotObservable([.next(210, 0), .completed(300)])
        let result = scheduler.start { outer.flatMapLatest { _ in inner } }
        XCTAssertEqual(result.events, [.next(220, 1), .error(230, TestError())])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 230)])
    }

    func testSelectorErrorEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let inner = scheduler.createColdObservable([.next(10, 1), .next(50, 2)])
        let outer = scheduler.createHotObservable([.next(210, 0), .next(230, 1)])
        let result = scheduler.start {
            outer.flatMapLatest { value -> TestableObservable<Int> in
                if value == 1 { throw TestError() }
                return inner
            }
        }
        XCTAssertEqual(result.events, [.next(220, 1), .error(230, TestError())])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 230)])
    }

    func testSynchronousInnersAreFlattened() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.flatMapLatest { Observable.just($0 * 10) }.subscribe(onNext: { received.append($0) })
        subject.onNext(1)
        subject.onNext(2)
        subscription.dispose()
        subject.onNext(3)
        XCTAssertEqual(received, [10, 20])
    }
}
