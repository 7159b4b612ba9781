import RxSwift
import RxTest
import XCTest

final class DeferredTests: XCTestCase {
    func testCallsTheFactoryAtSubscriptionAndSubscribesToItsSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        var factoryTimes: [Int] = []
        let result = scheduler.start {
            Observable.deferred {
                factoryTimes.append(scheduler.clock)
                return source.asObservable()
            }
        }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .completed(300)])
        XCTAssertEqual(factoryTimes, [200])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }

    func testDisposingUnsubscribesFromTheCreatedSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let result = scheduler.start(disposed: 250) { Observable.deferred { source.asObservable() } }
        XCTAssertEqual(result.events, [.next(210, 1)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    }

    func testThrowingFactoryFailsTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start {
            Observable<Int>.deferred { throw OperatorError() }
        }
        XCTAssertEqual(result.events, [.error(200, OperatorError())])
    }

    func testEachSubscriptionGetsAFreshSequence() {
        var created = 0
        let deferred = Observable<Int>.deferred {
            created += 1
            return .just(created)
        }
        var values: [Int] = []
        _ = deferred.subscribe(onNext: { values.append($0) })
        _ = deferred.subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [1, 2])
    }
}
