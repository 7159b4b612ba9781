import RxSwift
import RxTest
import XCTest

private struct TestError: Error {}

final class MulticastTests: XCTestCase {
    func testGivenSubjectServesEveryConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(340, 8), .next(390, 7), .next(450, 9), .next(520, 11), .completed(600),
        ])
        let multicasted = xs.multicast(PublishSubject<Int>())
        let observer = scheduler.createObserver(Int.self)
        var connection: Disposable?
        scheduler.scheduleAt(200) { _ = multicasted.subscribe(observer) }
        scheduler.scheduleAt(300) { connection = multicasted.connect() }
        scheduler.scheduleAt(400) { connection?.dispose() }
        scheduler.scheduleAt(500) { connection = multicasted.connect() }
        scheduler.scheduleAt(550) { connection?.dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(340, 8), .next(390, 7), .next(520, 11)])
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 400), Subscription(500, 550)])
    }

    func testConnectWhileConnectedReturnsTheSameConnection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
        let multicasted = xs.multicast(makeSubject: { PublishSubject<Int>() })
        let observer = scheduler.createObserver(Int.self)
        var connections: [Disposable] = []
        scheduler.scheduleAt(200) {
            _ = multicasted.subscribe(observer)
            connections.append(multicasted.connect())
            connections.append(multicasted.connect())
        }
        scheduler.scheduleAt(230) { connections[1].dispose() }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testSelectorFormSharesOneSubscriptionPerSubscriber() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let result = scheduler.start {
            xs.multicast({ PublishSubject<Int>() }, selector: { shared in
                Observable.zip(shared, shared.map { $0 * 10 }) { $0 + $1 }
            })
        }
        XCTAssertEqual(result.events, [.next(210, 11), .next(220, 22), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testSelectorFormReportsThrownErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(30)])
        let failingSubject = scheduler.start {
            xs.multicast({ () throws -> PublishSubject<Int> in throw TestError() }, selector: { $0 })
        }
        let failingSelector = scheduler.start(created: 1100, subscribed: 1200, disposed: 1300) {
            xs.multicast({ PublishSubject<Int>() }, selector: { _ -> Observable<Int> in throw TestError() })
        }
        XCTAssertEqual(failingSubject.events, [.error(200, TestError())])
        XCTAssertEqual(failingSelector.events, [.error(1200, TestError())])
        XCTAssertEqual(xs.subscriptions, [])
    }
}
