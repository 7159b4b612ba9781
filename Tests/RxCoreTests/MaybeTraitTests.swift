import RxSwift
import RxTest
import XCTest

private struct TestError: Error {}

final class MaybeTraitTests: XCTestCase {
    func testAsMaybeEmitsTheOnlyElementOnCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let result = scheduler.start { source.asMaybe() }
        XCTAssertEqual(result.events, [.next(250, 1), .completed(250)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    }

    func testAsMaybeCompletesEmptyWithoutElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])
        let result = scheduler.start { source.asMaybe() }
        XCTAssertEqual(result.events, [.completed(250)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    }

    func testAsMaybeFailsOnASecondElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        let result = scheduler.start { source.asMaybe() }
        XCTAssertEqual(result.events, [.error(220, RxError.moreThanOneElement)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    }

    func testAsMaybePassesOnErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .error(230, TestError())])
        let result = scheduler.start { source.asMaybe() }
        XCTAssertEqual(result.events, [.error(230, TestError())])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
    }

    func testCreateReportsEachOutcome() {
        var outcomes: [String] = []
        let events: [MaybeEvent<Int>] = [.success(1), .completed, .error(TestError())]
        for event in events {
            _ = Maybe<Int>.create { observer in
                observer(event)
                observer(.success(99))
                return Disposables.create()
            }.subscribe { outcome in
                switch outcome {
                case .success(let element): outcomes.append("success \(element)")
                case .completed: outcomes.append("completed")
                case .error: outcomes.append("error")
                }
            }
        }
        XCTAssertEqual(outcomes, ["success 1", "completed", "error"])
    }

    func testOnDisposedRunsAfterTheOutcome() {
        var log: [String] = []
        _ = Maybe.just(1).map { $0 + 1 }.subscribe(onSuccess: { log.append("success \($0)") },
                                                  onCompleted: { log.append("completed") },
                                                  onDisposed: { log.append("disposed") })
        XCTAssertEqual(log, ["success 2", "disposed"])
    }

    func testCatchAndReturnAndFilter() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([Recorded<Event<Int>>.error(230, TestError())])
        let result = scheduler.start { source.asMaybe().catchAndReturn(8).filter { $0 > 5 } }
        XCTAssertEqual(result.events, [.next(230, 8), .completed(230)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
    }

    func testEmptyCompletesAndDoSeesIt() {
        var log: [String] = []
        _ = Maybe<Int>.empty()
            .do(onNext: { log.append("next \($0)") }, onCompleted: { log.append("do completed") })
            .subscribe(onSuccess: { log.append("success \($0)") }, onCompleted: { log.append("completed") })
        XCTAssertEqual(log, ["do completed", "completed"])
    }

    func testAsCompletableCompletesAfterTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        let result = scheduler.start { source.asMaybe().asCompletable() }
        XCTAssertEqual(result.events, [.completed(250)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    }

    func testFlatMapContinuesWithTheMaybeMadeFromTheElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let first = scheduler.createColdObservable([.next(10, 3), .completed(10)])
        let second = scheduler.createColdObservable([.next(20, 4), .completed(20)])
        let result = scheduler.start {
            first.asMaybe().flatMap { value in second.asMaybe().map { $0 * value } }
        }
        XCTAssertEqual(result.events, [.next(230, 12), .completed(230)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(second.subscriptions, [Subscription(210, 230)])
    }

    func testFlatMapOfAnEmptyMaybeCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        var called = false
        let result = scheduler.start {
            Maybe<Int>.empty().flatMap { value -> Maybe<Int> in
                called = true
                return Maybe.just(value)
            }
        }
        XCTAssertEqual(result.events, [.completed(200)])
        XCTAssertFalse(called)
    }

    func testCompactMap() {
        var log: [String] = []
        _ = Maybe.just(2).compactMap { $0 * 3 }.subscribe(onSuccess: { log.append("\($0)") })
        _ = Maybe.just(2).compactMap { _ -> Int? in nil }.subscribe(onSuccess: { log.append("\($0)") },
                                                                    onCompleted: { log.append("empty") })
        XCTAssertEqual(log, ["6", "empty"])
    }

    func testSubscribeWithAndTheOneClosureForm() {
        final class Owner {}
        let owner = Owner()
        var log: [String] = []
        _ = Maybe.just(1).subscribe(with: owner, onSuccess: { _, value in log.append("success \(value)") },
                                    onCompleted: { _ in log.append("completed") },
                                    onDisposed: { _ in log.append("disposed") })
        _ = Maybe<Int>.empty().subscribe { event in
            if case .completed = event { log.append("empty") }
        }
        XCTAssertEqual(log, ["success 1", "disposed", "empty"])
    }

    func testIfEmptySwitchesToTheOtherWhenEmpty() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([Recorded<Event<Int>>.completed(210)])
        let other = scheduler.createColdObservable([.next(50, 7), .completed(50)])
        let result = scheduler.start { source.asMaybe().ifEmpty(switchTo: other.asSingle()) }
        XCTAssertEqual(result.events, [.next(260, 7), .completed(260)])
        // asMaybe releases the hot source when it completes.
        XCTAssertEqual(source.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(other.subscriptions, [Subscription(210, 260)])
    }

    func testIfEmptyKeepsAnElement() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let other = scheduler.createColdObservable([.next(50, 7), .completed(50)])
        let result = scheduler.start { source.asMaybe().ifEmpty(switchTo: other.asMaybe()) }
        XCTAssertEqual(result.events, [.next(220, 1), .completed(220)])
        XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(other.subscriptions, [])
    }

    func testIfEmptyDefault() {
        var log: [String] = []
        _ = Maybe<Int>.empty().ifEmpty(default: 3).subscribe(onSuccess: { log.append("\($0)") })
        _ = Maybe.just(1).ifEmpty(default: 3).subscribe(onSuccess: { log.append("\($0)") })
        _ = Maybe<Int>.error(TestError()).ifEmpty(default: 3).subscribe(onFailure: { _ in log.append("error") })
        XCTAssertEqual(log, ["3", "1", "error"])
    }
}
