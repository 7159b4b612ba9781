import RxSwift
import RxTest
import XCTest

private struct TestError: Error {}

final class CombineLatestTests: XCTestCase {
    func testWaitsForAllSourcesThenEmitsOnEveryElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(240, 3), .completed(400)])
        let ys = scheduler.createHotObservable([.next(230, 2), .next(250, 4), .completed(300)])
        let result = scheduler.start { Observable.combineLatest(xs, ys) { $0 * 10 + $1 } }
        XCTAssertEqual(result.events, [.next(230, 12), .next(240, 32), .next(250, 34), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }

    func testCompletesWhenAnElementCanNeverBeCombined() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(400)])
        let ys = scheduler.createHotObservable([Recorded<Event<Int>>.completed(220)])
        let result = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(result.events, [.completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testErrorOfEitherSourceEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(400)])
        let ys = scheduler.createHotObservable([.next(220, 5), .error(235, TestError())])
        let result = scheduler.start { Observable.combineLatest(xs, ys) { $0 + $1 } }
        XCTAssertEqual(result.events, [.next(220, 6), .error(235, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 235)])
    }

    func testSelectorErrorEndsTheSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(400)])
        let ys = scheduler.createHotObservable([.next(220, 5), .completed(300)])
        let result = scheduler.start {
            Observable.combineLatest(xs, ys) { x, y -> Int in
                if x == 2 { throw TestError() }
                return x + y
            }
        }
        XCTAssertEqual(result.events, [.next(220, 6), .error(230, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testTupleForms() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let b = scheduler.createHotObservable([.next(220, "b"), .next(250, "B"), .completed(300)])
        let c = scheduler.createHotObservable([.next(230, true), .completed(300)])
        let d = scheduler.createHotObservable([.next(240, 4.5), .completed(310)])
        let two = scheduler.createObserver(String.self)
        let three = scheduler.createObserver(String.self)
        let four = scheduler.createObserver(String.self)
        scheduler.scheduleAt(200) {
            _ = Observable.combineLatest(a, b).map { "\($0)\($1)" }.subscribe(two)
            _ = Observable.combineLatest(a, b, c).map { "\($0)\($1)\($2)" }.subscribe(three)
            _ = Observable.combineLatest(a, b, c, d).map { "\($0)\($1)\($2)\($3)" }.subscribe(four)
        }
        scheduler.start()
        XCTAssertEqual(two.events, [.next(220, "1b"), .next(250, "1B"), .completed(300)])
        XCTAssertEqual(three.events, [.next(230, "1btrue"), .next(250, "1Btrue"), .completed(300)])
        XCTAssertEqual(four.events, [.next(240, "1btrue4.5"), .next(250, "1Btrue4.5"), .completed(310)])
        XCTAssertEqual(a.subscriptions, Array(repeating: Subscription(200, 300), count: 3))
        XCTAssertEqual(d.subscriptions, [Subscription(200, 310)])
    }

    func testSelectorFormOfThree() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let b = scheduler.createHotObservable([.next(220, 10), .completed(300)])
        let c = scheduler.createHotObservable([.next(230, 100), .next(260, 200), .completed(300)])
        let result = scheduler.start(disposed: 250) { Observable.combineLatest(a, b, c) { $0 + $1 + $2 } }
        XCTAssertEqual(result.events, [.next(230, 111)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(c.subscriptions, [Subscription(200, 250)])
    }

    func testSelectorFormOfFour() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let b = scheduler.createHotObservable([.next(220, 10), .completed(300)])
        let c = scheduler.createHotObservable([.next(230, 100), .next(260, 200), .completed(300)])
        let d = scheduler.createHotObservable([.next(240, 1000), .completed(320)])
        let result = scheduler.start { Observable.combineLatest(a, b, c, d) { $0 + $1 + $2 + $3 } }
        XCTAssertEqual(result.events, [.next(240, 1111), .next(260, 1211), .completed(320)])
        XCTAssertEqual(d.subscriptions, [Subscription(200, 320)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 300)])
    }

    func testCollectionForms() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 4), .completed(300)])
        let ys = scheduler.createHotObservable([.next(220, 2), .completed(310)])
        let zs = scheduler.createHotObservable([.next(230, 3), .completed(320)])
        let arrays = scheduler.start { Observable.combineLatest([xs, ys, zs]) }
        XCTAssertEqual(arrays.events, [.next(230, [1, 2, 3]), .next(240, [4, 2, 3]), .completed(320)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(zs.subscriptions, [Subscription(200, 320)])

        let scheduler2 = TestScheduler(initialClock: 0)
        let us = scheduler2.createHotObservable([.next(210, 1), .error(260, TestError())])
        let vs = scheduler2.createHotObservable([.next(220, 2), .next(250, 5)])
        let sums = scheduler2.start { Observable.combineLatest([us, vs]) { $0.reduce(0, +) } }
        XCTAssertEqual(sums.events, [.next(220, 3), .next(250, 6), .error(260, TestError())])
        XCTAssertEqual(vs.subscriptions, [Subscription(200, 260)])
    }

    func testEmptyCollectionEmitsTheSelectorOfNothingAndCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Observable.combineLatest([Observable<Int>]()) { $0.count } }
        XCTAssertEqual(result.events, [.next(200, 0), .completed(200)])
    }

    func testSourcesWithCurrentValuesCombineAtSubscription() {
        let left = BehaviorSubject(value: 1)
        let right = BehaviorSubject(value: 10)
        var received: [Int] = []
        let subscription = Observable.combineLatest(left, right) { $0 + $1 }.subscribe(onNext: { received.append($0) })
        left.onNext(2)
        right.onNext(20)
        subscription.dispose()
        left.onNext(3)
        XCTAssertEqual(received, [11, 12, 22])
        XCTAssertFalse(left.hasObservers)
        XCTAssertFalse(right.hasObservers)
    }

    /// Source `i` (from 1) sends `i` at 200 + 10·i and completes at 400 + i; the first also
    /// sends 100 at 300.
    private func arity(_ scheduler: TestScheduler, _ count: Int) -> [TestableObservable<Int>] {
        (1...count).map { i in
            let later: [Recorded<Event<Int>>] = i == 1 ? [.next(300, 100)] : []
            return scheduler.createHotObservable([.next(200 + 10 * i, i)] + later + [.completed(400 + i)])
        }
    }

    func testSelectorFormsOfFiveToEight() {
        let scheduler = TestScheduler(initialClock: 0)
        let s = arity(scheduler, 8)
        let five = scheduler.createObserver(Int.self)
        let six = scheduler.createObserver(Int.self)
        let seven = scheduler.createObserver(Int.self)
        let eight = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = Observable.combineLatest(s[0], s[1], s[2], s[3], s[4]) { [$0, $1, $2, $3, $4].reduce(0, +) }
                .subscribe(five)
            _ = Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]) {
                [$0, $1, $2, $3, $4, $5].reduce(0, +)
            }.subscribe(six)
            _ = Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) {
                [$0, $1, $2, $3, $4, $5, $6].reduce(0, +)
            }.subscribe(seven)
            _ = Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
                [$0, $1, $2, $3, $4, $5, $6, $7].reduce(0, +)
            }.subscribe(eight)
        }
        scheduler.start()
        XCTAssertEqual(five.events, [.next(250, 15), .next(300, 114), .completed(405)])
        XCTAssertEqual(six.events, [.next(260, 21), .next(300, 120), .completed(406)])
        XCTAssertEqual(seven.events, [.next(270, 28), .next(300, 127), .completed(407)])
        XCTAssertEqual(eight.events, [.next(280, 36), .next(300, 135), .completed(408)])
        XCTAssertEqual(s[0].subscriptions, Array(repeating: Subscription(200, 401), count: 4))
        XCTAssertEqual(s[7].subscriptions, [Subscription(200, 408)])
    }

    func testTupleFormsOfFiveToEight() {
        let scheduler = TestScheduler(initialClock: 0)
        let s = arity(scheduler, 7)
        let text = scheduler.createHotObservable([.next(290, "h"), .next(350, "H"), .completed(360)])
        let five = scheduler.createObserver(String.self)
        let six = scheduler.createObserver(String.self)
        let seven = scheduler.createObserver(String.self)
        let eight = scheduler.createObserver(String.self)
        scheduler.scheduleAt(200) {
            _ = Observable.combineLatest(s[0], s[1], s[2], s[3], text)
                .map { "\($0.0)\($0.1)\($0.2)\($0.3)\($0.4)" }.subscribe(five)
            _ = Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], text)
                .map { "\($0.0)\($0.4)\($0.5)" }.subscribe(six)
            _ = Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], text)
                .map { "\($0.0)\($0.5)\($0.6)" }.subscribe(seven)
            _ = Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], text)
                .map { "\($0.0)\($0.6)\($0.7)" }.subscribe(eight)
        }
        scheduler.start()
        XCTAssertEqual(five.events, [.next(290, "1234h"), .next(300, "100234h"), .next(350, "100234H"),
                                     .completed(404)])
        XCTAssertEqual(six.events, [.next(290, "15h"), .next(300, "1005h"), .next(350, "1005H"), .completed(405)])
        XCTAssertEqual(seven.events, [.next(290, "16h"), .next(300, "1006h"), .next(350, "1006H"), .completed(406)])
        XCTAssertEqual(eight.events, [.next(290, "17h"), .next(300, "1007h"), .next(350, "1007H"), .completed(407)])
    }
}
