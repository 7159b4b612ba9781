import RxSwift
import RxTest
import XCTest

private struct TestError: Error {}

final class ConcatTests: XCTestCase {
    func testStaticConcatSubscribesTheNextWhenThePreviousCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(30)])
        let result = scheduler.start { Observable.concat(xs, ys) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 2), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 250)])
    }

    func testErrorStopsBeforeTheNextSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
        let ys = scheduler.createColdObservable([.next(10, 2), .completed(30)])
        let result = scheduler.start { Observable.concat([xs, ys]) }
        XCTAssertEqual(result.events, [.next(210, 1), .error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [])
    }

    func testDisposeStopsTheCurrentSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let ys = scheduler.createColdObservable([.next(10, 2), .next(40, 3), .completed(50)])
        let result = scheduler.start(disposed: 240) { xs.concat(ys) }
        XCTAssertEqual(result.events, [.next(210, 1), .next(230, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(220, 240)])
    }

    func testConcatOfInnerSequencesTakesThemInTurn() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 1), .completed(30)])
        let second = scheduler.createColdObservable([.next(5, 2), .completed(10)])
        let outer = scheduler.createHotObservable([.next(210, first), .next(215, second), .completed(220)])
        let result = scheduler.start { outer.concat() }
        XCTAssertEqual(result.events, [.next(220, 1), .next(245, 2), .completed(250)])
        XCTAssertEqual(outer.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(first.subscriptions, [Subscription(210, 240)])
        XCTAssertEqual(second.subscriptions, [Subscription(240, 250)])
    }

    func testSequenceIsWalkedOnlyAsFarAsNeeded() {
        let subjects = [PublishSubject<Int>(), PublishSubject<Int>()]
        var pulled = 0
        let sources = AnySequence {
            AnyIterator { () -> Observable<Int>? in
                defer { pulled += 1 }
                return pulled < subjects.count ? subjects[pulled] : nil
            }
        }
        var received: [Int] = []
        var completed = false
        _ = Observable.concat(sources).subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(pulled, 1)
        subjects[0].onNext(1)
        subjects[1].onNext(99)
        subjects[0].onCompleted()
        XCTAssertEqual(pulled, 2)
        subjects[1].onNext(2)
        subjects[1].onCompleted()
        XCTAssertEqual(received, [1, 2])
        XCTAssertTrue(completed)
    }

    func testManySynchronousSourcesDoNotGrowTheStack() {
        var sum = 0
        var completed = false
        _ = Observable.concat(Array(repeating: Observable.just(1), count: 50_000))
            .subscribe(onNext: { sum += $0 }, onCompleted: { completed = true })
        XCTAssertEqual(sum, 50_000)
        XCTAssertTrue(completed)
    }
}
