import RxSwift
import RxTest
import XCTest

private struct TestError: Error {}

final class ConcatMapTests: XCTestCase {
    func testSubscribesInnersOneAfterAnother() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = [
            scheduler.createColdObservable([.next(10, 10), .completed(30)]),
            scheduler.createColdObservable([.next(5, 20), .completed(10)]),
        ]
        let outer = scheduler.createHotObservable([.next(210, 0), .next(220, 1), .completed(230)])
        let result = scheduler.start { outer.concatMap { inners[$0] } }
        XCTAssertEqual(result.events, [.next(220, 10), .next(245, 20), .completed(250)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(inners[0].subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(inners[1].subscriptions, [Subscription(240, 250)])
    }

    func testErrorOfTheRunningInnerDropsTheWaitingOnes() {
        let scheduler = TestScheduler(initialClock: 0)
        let inners = [
            scheduler.createColdObservable([.next(10, 10), .error(30, TestError())]),
            scheduler.createColdObservable([.next(5, 20), .completed(10)]),
        ]
        let outer = scheduler.createHotObservable([.next(210, 0), .next(220, 1), .completed(230)])
        let result = scheduler.start { outer.concatMap { inners[$0] } }
        XCTAssertEqual(result.events, [.next(220, 10), .error(240, TestError())])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(inners[0].subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(inners[1].subscriptions, [])
    }

    func testManyWaitingSynchronousInnersDoNotGrowTheStack() {
        let first = PublishSubject<Int>()
        let outer = PublishSubject<Int>()
        var sum = 0
        _ = outer.concatMap { $0 == 0 ? first.asObservable() : Observable.just($0) }.subscribe(onNext: { sum += $0 })
        for value in 0...20_000 { outer.onNext(value) }
        first.onCompleted()
        XCTAssertEqual(sum, 20_000 * 20_001 / 2)
    }
}
