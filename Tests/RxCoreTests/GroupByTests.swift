import RxSwift
import RxTest
import XCTest

final class GroupByTests: XCTestCase {
    func testEmitsAGroupAtTheFirstElementOfEachKey() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(245, 6), .completed(250),
        ])
        let result = scheduler.start { xs.groupBy { $0 % 3 }.map { $0.key } }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 2), .next(230, 0), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testASubscriberOfANewGroupGetsItsFirstElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4),
                                                .completed(250)])
        let result = scheduler.start {
            xs.groupBy { $0 % 2 }.flatMap { group in group.map { "\(group.key):\($0)" } }
        }
        XCTAssertEqual(result.events, [.next(210, "1:1"), .next(220, "0:2"), .next(230, "1:3"), .next(240, "0:4"),
                                       .completed(250)])
    }

    func testALateSubscriberOfAGroupGetsOnlyLaterElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 3), .next(240, 5), .completed(300)])
        let observer = scheduler.createObserver(Int.self)
        var groups: [GroupedObservable<Int, Int>] = []
        scheduler.scheduleAt(200) { _ = xs.groupBy { $0 % 2 }.subscribe(onNext: { groups.append($0) }) }
        scheduler.scheduleAt(230) { _ = groups[0].subscribe(observer) }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(240, 5), .completed(300)])
        XCTAssertEqual(groups.map(\.key), [1])
    }

    func testErrorReachesEveryGroupAndTheResult() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, OperatorError())])
        let odd = scheduler.createObserver(Int.self)
        let even = scheduler.createObserver(Int.self)
        let keys = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = xs.groupBy { $0 % 2 }
                .do(onNext: { group in _ = group.subscribe(group.key == 1 ? odd : even) })
                .map { $0.key }
                .subscribe(keys)
        }
        scheduler.start()
        XCTAssertEqual(odd.events, [.next(210, 1), .error(230, OperatorError())])
        XCTAssertEqual(even.events, [.next(220, 2), .error(230, OperatorError())])
        XCTAssertEqual(keys.events, [.next(210, 1), .next(220, 0), .error(230, OperatorError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testKeySelectorErrorEndsTheGroupsAndTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, -1), .next(230, 3), .completed(300)])
        let group = scheduler.createObserver(Int.self)
        let keys = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = xs.groupBy { element -> Int in
                if element < 0 { throw OperatorError(code: 7) }
                return element % 2
            }
            .do(onNext: { _ = $0.subscribe(group) })
            .map { $0.key }
            .subscribe(keys)
        }
        scheduler.start()
        XCTAssertEqual(group.events, [.next(210, 1), .error(220, OperatorError(code: 7))])
        XCTAssertEqual(keys.events, [.next(210, 1), .error(220, OperatorError(code: 7))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testSourceStaysSubscribedWhileAGroupIsSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 3), .next(270, 4), .next(290, 5)])
        let observer = scheduler.createObserver(Int.self)
        var outer: Disposable?
        var inner: Disposable?
        var keys: [Int] = []
        scheduler.scheduleAt(200) {
            outer = xs.groupBy { $0 % 2 }.subscribe(onNext: { group in
                keys.append(group.key)
                if inner == nil { inner = group.subscribe(observer) }
            })
        }
        scheduler.scheduleAt(250) { outer?.dispose() }
        scheduler.scheduleAt(280) { inner?.dispose() }
        scheduler.start()
        // After the result is disposed the group still gets its elements, and a new key (4 at
        // 270) makes a group nobody sees.
        XCTAssertEqual(observer.events, [.next(210, 1), .next(260, 3)])
        XCTAssertEqual(keys, [1])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 280)])
    }

    func testSourceIsDisposedWithTheResultWhenNoGroupIsSubscribed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3)])
        let result = scheduler.start(disposed: 250) { xs.groupBy { $0 % 2 }.map { $0.key } }
        XCTAssertEqual(result.events, [.next(210, 1), .next(220, 0)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testASubscriberAfterTheEndGetsTheEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let observer = scheduler.createObserver(Int.self)
        var groups: [GroupedObservable<Int, Int>] = []
        scheduler.scheduleAt(200) { _ = xs.groupBy { $0 }.subscribe(onNext: { groups.append($0) }) }
        scheduler.scheduleAt(300) { _ = groups[0].asObservable().subscribe(observer) }
        scheduler.start()
        XCTAssertEqual(observer.events, [.completed(300)])
    }
}
