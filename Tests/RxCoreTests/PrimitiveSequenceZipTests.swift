import RxSwift
import RxTest
import XCTest

private struct TestError: Error {}

final class PrimitiveSequenceZipTests: XCTestCase {
    func testSingleZipSucceedsWhenTheLastSucceeds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 1), .completed(220)])
        let ys = scheduler.createHotObservable([.next(240, 10), .completed(240)])
        let result = scheduler.start { Single.zip(xs.asSingle(), ys.asSingle()) { $0 + $1 } }
        XCTAssertEqual(result.events, [.next(240, 11), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 240)])
    }

    func testSingleZipFailsWithTheFirstError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 1), .completed(250)])
        let ys = scheduler.createHotObservable([Recorded<Event<Int>>.error(230, TestError())])
        let result = scheduler.start { Single.zip(xs.asSingle(), ys.asSingle()) { $0 + $1 } }
        XCTAssertEqual(result.events, [.error(230, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    func testSingleZipTupleForms() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start {
            Single.zip(Single.just(1), Single.just("a"), Single.just(true)).map { "\($0.0)\($0.1)\($0.2)" }
        }
        XCTAssertEqual(result.events, [.next(200, "1atrue"), .completed(200)])
    }

    func testSingleZipOfEight() {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = (1...8).map { index in
            scheduler.createHotObservable([.next(200 + index * 10, index), .completed(200 + index * 10)]).asSingle()
        }
        let selected = scheduler.start {
            Single.zip(sources[0], sources[1], sources[2], sources[3], sources[4], sources[5], sources[6],
                       sources[7]) { [$0, $1, $2, $3, $4, $5, $6, $7].reduce(0, +) }
        }
        XCTAssertEqual(selected.events, [.next(280, 36), .completed(280)])
        var tuples: [String] = []
        _ = Single.zip(Single.just(1), Single.just(2), Single.just(3), Single.just(4), Single.just(5),
                       Single.just(6), Single.just(7), Single.just("8"))
            .subscribe(onSuccess: { tuples.append("\($0.0)\($0.4)\($0.7)") })
        XCTAssertEqual(tuples, ["158"])
    }

    func testSingleZipOfACollection() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let ys = scheduler.createHotObservable([.next(230, 2), .completed(230)])
        let result = scheduler.start { Single.zip([xs.asSingle(), ys.asSingle()]) }
        XCTAssertEqual(result.events, [.next(230, [1, 2]), .completed(230)])
        let summed = TestScheduler(initialClock: 0).start {
            Single.zip([Single.just(1), Single.just(2)]) { $0.reduce(0, +) }
        }
        XCTAssertEqual(summed.events, [.next(200, 3), .completed(200)])
    }

    func testSingleZipOfAnEmptyCollectionSucceedsAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Single<Int>.zip([Single<Int>]()) }
        XCTAssertEqual(result.events, [.next(200, []), .completed(200)])
        let selected = TestScheduler(initialClock: 0).start {
            Single<Int>.zip([Single<Int>]()) { $0.count + 5 }
        }
        XCTAssertEqual(selected.events, [.next(200, 5), .completed(200)])
    }

    func testMaybeZipCompletesEmptyWhenOneIsEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(210)])
        let ys = scheduler.createHotObservable([Recorded<Event<Int>>.completed(220)])
        let result = scheduler.start { Maybe.zip(xs.asMaybe(), ys.asMaybe()) { $0 + $1 } }
        XCTAssertEqual(result.events, [.completed(220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testMaybeZipOfSeveralAndOfACollection() {
        var log: [String] = []
        _ = Maybe.zip(Maybe.just(1), Maybe.just(2), Maybe.just(3), Maybe.just(4), Maybe.just(5), Maybe.just(6))
            .subscribe(onSuccess: { log.append("\($0.0 + $0.5)") })
        _ = Maybe.zip([Maybe.just(1), Maybe<Int>.empty()])
            .subscribe(onSuccess: { log.append("\($0)") }, onCompleted: { log.append("empty") })
        _ = Maybe<Int>.zip([Maybe<Int>]()).subscribe(onSuccess: { log.append("\($0)") })
        XCTAssertEqual(log, ["7", "empty", "[]"])
    }

    func testCompletableZipCompletesWhenAllHave() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Never>>.completed(230)])
        let ys = scheduler.createHotObservable([Recorded<Event<Never>>.completed(250)])
        let result = scheduler.start { Completable.zip(xs.asCompletable(), ys.asCompletable()) }
        XCTAssertEqual(result.events, [.completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testCompletableZipFailsWithTheFirstError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Never>>.completed(230)])
        let ys = scheduler.createHotObservable([Recorded<Event<Never>>.error(220, TestError())])
        let result = scheduler.start { Completable.zip([xs.asCompletable(), ys.asCompletable()]) }
        XCTAssertEqual(result.events, [.error(220, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }
}
