import RxCore
import RxTestKit
import XCTest

private struct TestError: Error {}

final class ZipTests: XCTestCase {
    func testPairsElementsInOrderAndCompletesWhenAllHaveCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(215, 10), .next(240, 20), .completed(250)])
        let result = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(result.events, [.next(215, 11), .next(240, 22), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testCompletesWhenAnElementCanNeverBePaired() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createHotObservable([.next(230, 10), .next(240, 20), .completed(400)])
        let result = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(result.events, [.next(230, 11), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    func testErrorEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let ys = scheduler.createHotObservable([.next(220, 5), .error(235, TestError())])
        let result = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(result.events, [.next(220, 6), .error(235, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 235)])
    }

    func testSelectorErrorEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let ys = scheduler.createHotObservable([.next(220, 5), .next(240, 6)])
        let result = scheduler.start {
            Observable.zip(xs, ys) { x, y -> Int in
                if x == 2 { throw TestError() }
                return x + y
            }
        }
        XCTAssertEqual(result.events, [.next(220, 6), .error(240, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testTupleForms() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(300)])
        let b = scheduler.createHotObservable([.next(220, "b"), .next(250, "B"), .completed(300)])
        let c = scheduler.createHotObservable([.next(230, true), .completed(300)])
        let d = scheduler.createHotObservable([.next(240, 4.5), .completed(310)])
        let two = scheduler.createObserver(String.self)
        let three = scheduler.createObserver(String.self)
        let four = scheduler.createObserver(String.self)
        scheduler.scheduleAt(200) {
            _ = Observable.zip(a, b).map { "\($0)\($1)" }.subscribe(two)
            _ = Observable.zip(a, b, c).map { "\($0)\($1)\($2)" }.subscribe(three)
            _ = Observable.zip(a, b, c, d).map { "\($0)\($1)\($2)\($3)" }.subscribe(four)
        }
        scheduler.start()
        XCTAssertEqual(two.events, [.next(220, "1b"), .next(250, "2B"), .completed(300)])
        XCTAssertEqual(three.events, [.next(230, "1btrue"), .completed(300)])
        XCTAssertEqual(four.events, [.next(240, "1btrue4.5"), .completed(310)])
        XCTAssertEqual(d.subscriptions, [Subscription(200, 310)])
    }

    func testSelectorFormsOfThreeAndFour() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(211, 2), .completed(300)])
        let b = scheduler.createHotObservable([.next(220, 10), .next(221, 20), .completed(300)])
        let c = scheduler.createHotObservable([.next(230, 100), .next(260, 200), .completed(300)])
        let d = scheduler.createHotObservable([.next(240, 1000), .completed(320)])
        let three = scheduler.createObserver(Int.self)
        let four = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = Observable.zip(a, b, c) { $0 + $1 + $2 }.subscribe(three)
            _ = Observable.zip(a, b, c, d) { $0 + $1 + $2 + $3 }.subscribe(four)
        }
        scheduler.start()
        XCTAssertEqual(three.events, [.next(230, 111), .next(260, 222), .completed(300)])
        XCTAssertEqual(four.events, [.next(240, 1111), .completed(320)])
    }

    func testCollectionForms() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 4), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 2), .next(250, 5), .completed(310)])
        let zs = scheduler.createHotObservable([.next(230, 3), .completed(320)])
        let arrays = scheduler.start { Observable.zip([xs, ys, zs]) }
        XCTAssertEqual(arrays.events, [.next(230, [1, 2, 3]), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 320)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let us = scheduler2.createHotObservable([.next(210, 1), .next(215, 2), .error(260, TestError())])
        let vs = scheduler2.createHotObservable([.next(220, 10), .next(250, 20)])
        let sums = scheduler2.start { Observable.zip([us, vs]) { $0.reduce(0, +) } }
        XCTAssertEqual(sums.events, [.next(220, 11), .next(250, 22), .error(260, TestError())])
        XCTAssertEqual(vs.subscriptions, [Subscription(200, 260)])
    }

    func testEmptyCollectionCompletesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable.zip([Observable<Int>]()) { $0.count } }
        XCTAssertEqual(result.events, [.completed(200)])
    }
}
