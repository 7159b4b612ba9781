import RxSwift
import RxTest
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

    /// RxSwift 6.10's zip has no early completion: an element that can never be paired does
    /// not end it; only the last source's completion does.
    func testCompletesOnlyWhenEverySourceHasCompleted() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createHotObservable([.next(230, 10), .next(240, 20), .completed(400)])
        let result = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(result.events, [.next(230, 11), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 400)])
    }

    /// The case: `e` completes with an empty buffer, `o` emits at 215 and completes at 220.
    func testAnElementAfterAnotherSourceCompletedEmptyDoesNotCompleteEarly() {
        let scheduler = TestScheduler(initialClock: 0)
        let e = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let o = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
        XCTAssertEqual(scheduler.start { Observable.zip(e, o) { $0 + $1 } }.events, [.completed(220)])
    }

    /// RxSwift's asymmetry: the zips of 2 to 8 sources wait for every source's completion, the
    /// zip of a collection (`ZipCollectionTypeSink`) completes on an element that can never be
    /// paired, at once.
    func testNoEarlyCompletionForThreeSourcesButEarlyForTheCollectionForm() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let b = scheduler.createHotObservable([.next(212, 2), .next(230, 3), .completed(300)])
        let c = scheduler.createHotObservable([.next(214, 4), .next(240, 5), .completed(350)])
        let three = scheduler.start { Observable.zip(a, b, c) { (x: Int, y: Int, z: Int) in x + y + z } }
        XCTAssertEqual(three.events, [.next(214, 7), .completed(350)])
        let collection = TestScheduler(initialClock: 0)
        let x = collection.createHotObservable([Recorded<Event<Int>>.completed(210)])
        let y = collection.createHotObservable([.next(215, 1), .completed(260)])
        let result = collection.start { Observable<Int>.zip([x.asObservable(), y.asObservable()]) }
        XCTAssertEqual(result.events, [.completed(215)])
        XCTAssertEqual(y.subscriptions, [Subscription(200, 215)])
    }

    /// Early completion needs every other source done: with one still running, an unpaired
    /// element waits.
    func testCollectionFormWaitsWhileAnotherSourceMayStillPair() {
        let scheduler = TestScheduler(initialClock: 0)
        let x = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
        let y = scheduler.createHotObservable([.next(215, 1), .completed(300)])
        let z = scheduler.createHotObservable([.next(220, 2), .completed(320)])
        let result = scheduler.start { Observable<Int>.zip([x.asObservable(), y.asObservable(), z.asObservable()]) }
        XCTAssertEqual(result.events, [.completed(320)])
        let later = TestScheduler(initialClock: 0)
        let a = later.createHotObservable([Recorded<Event<Int>>.completed(210)])
        let b = later.createHotObservable([.next(215, 1), .completed(300)])
        let c = later.createHotObservable([Recorded<Event<Int>>.completed(230)])
        let ended = later.start { Observable<Int>.zip([a.asObservable(), b.asObservable(), c.asObservable()]) }
        XCTAssertEqual(ended.events, [.completed(300)])
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

    // RxSwift's zip completes when every source has completed, or when an element arrives
    // that can never be paired because all the other sources have completed: a completed
    // source with an empty buffer alone does not end it.
    func testCompletesWhenTheLastSourceCompletesNotWhenTheFirstDoes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createHotObservable([.next(215, 10), .completed(230)])
        let result = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(result.events, [.next(215, 11), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testAnEmptySourceCompletingFirstDoesNotEndTheZip() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(220)])
        let ys = scheduler.createHotObservable([Recorded<Event<Int>>.completed(230)])
        let pairs = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        XCTAssertEqual(pairs.events, [.completed(230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])

        let collectionScheduler = TestScheduler(initialClock: 0)
        let us = collectionScheduler.createHotObservable([Recorded<Event<Int>>.completed(220)])
        let vs = collectionScheduler.createHotObservable([Recorded<Event<Int>>.completed(230)])
        let arrays = collectionScheduler.start { Observable.zip([us, vs]) }
        XCTAssertEqual(arrays.events, [.completed(230)])
    }

    func testCompletedSourceKeepsPairingItsBufferedElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(220)])
        let ys = scheduler.createHotObservable([.next(230, 10), .next(240, 20), .next(250, 30), .completed(400)])
        let result = scheduler.start { Observable.zip(xs, ys) { $0 + $1 } }
        // At 240 the completed source's buffer runs empty; as in RxSwift 6.10 an element that
        // cannot be paired (250) does not end it: ys's completion does.
        XCTAssertEqual(result.events, [.next(230, 11), .next(240, 22), .completed(400)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 400)])
    }

    func testCollectionFormCompletesWhenTheLastSourceCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let ys = scheduler.createHotObservable([.next(215, 10), .completed(230)])
        let result = scheduler.start { Observable.zip([xs, ys]) }
        XCTAssertEqual(result.events, [.next(215, [1, 10]), .completed(230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    /// Source `i` (from 1) sends `i` at 200 + 10·i, `10·i` at 300 + i, and completes at 400 + i.
    private func arity(_ scheduler: TestScheduler, _ count: Int) -> [TestableObservable<Int>] {
        (1...count).map { i in
            scheduler.createHotObservable([.next(200 + 10 * i, i), .next(300 + i, 10 * i), .completed(400 + i)])
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
            _ = Observable.zip(s[0], s[1], s[2], s[3], s[4]) { [$0, $1, $2, $3, $4].reduce(0, +) }.subscribe(five)
            _ = Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]) { [$0, $1, $2, $3, $4, $5].reduce(0, +) }
                .subscribe(six)
            _ = Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) {
                [$0, $1, $2, $3, $4, $5, $6].reduce(0, +)
            }.subscribe(seven)
            _ = Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
                [$0, $1, $2, $3, $4, $5, $6, $7].reduce(0, +)
            }.subscribe(eight)
        }
        scheduler.start()
        XCTAssertEqual(five.events, [.next(250, 15), .next(305, 150), .completed(405)])
        XCTAssertEqual(six.events, [.next(260, 21), .next(306, 210), .completed(406)])
        XCTAssertEqual(seven.events, [.next(270, 28), .next(307, 280), .completed(407)])
        XCTAssertEqual(eight.events, [.next(280, 36), .next(308, 360), .completed(408)])
        XCTAssertEqual(s[7].subscriptions, [Subscription(200, 408)])
    }

    func testTupleFormsOfFiveToEight() {
        let scheduler = TestScheduler(initialClock: 0)
        let s = arity(scheduler, 7)
        let text = scheduler.createHotObservable([.next(280, "h"), .next(380, "H"), .completed(390)])
        let five = scheduler.createObserver(String.self)
        let six = scheduler.createObserver(String.self)
        let seven = scheduler.createObserver(String.self)
        let eight = scheduler.createObserver(String.self)
        scheduler.scheduleAt(200) {
            _ = Observable.zip(s[0], s[1], s[2], s[3], text)
                .map { "\($0.0)\($0.1)\($0.2)\($0.3)\($0.4)" }.subscribe(five)
            _ = Observable.zip(s[0], s[1], s[2], s[3], s[4], text)
                .map { "\($0.0)\($0.4)\($0.5)" }.subscribe(six)
            _ = Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], text)
                .map { "\($0.0)\($0.5)\($0.6)" }.subscribe(seven)
            _ = Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], text)
                .map { "\($0.0)\($0.6)\($0.7)" }.subscribe(eight)
        }
        scheduler.start()
        // The text source completes first (390) with an empty buffer; as in RxSwift, each zip
        // still ends only when its last source completes.
        XCTAssertEqual(five.events, [.next(280, "1234h"), .next(380, "10203040H"), .completed(404)])
        XCTAssertEqual(six.events, [.next(280, "15h"), .next(380, "1050H"), .completed(405)])
        XCTAssertEqual(seven.events, [.next(280, "16h"), .next(380, "1060H"), .completed(406)])
        XCTAssertEqual(eight.events, [.next(280, "17h"), .next(380, "1070H"), .completed(407)])
    }
}
