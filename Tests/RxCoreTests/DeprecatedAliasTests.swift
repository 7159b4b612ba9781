import RxSwift
import RxTest
import XCTest

/// Runs one deprecated alias. The calls live in deprecated witnesses and are made through
/// this (not deprecated) requirement, so the test compiles without deprecation warnings.
private protocol AliasCall {
    func make(_ source: Observable<Int>, _ scheduler: TestScheduler) -> Observable<Int>
}

private struct CatchError: AliasCall {
    @available(*, deprecated)
    func make(_ source: Observable<Int>, _ scheduler: TestScheduler) -> Observable<Int> {
        source.catchError { _ in .just(-1) }
    }
}

private struct CatchErrorJustReturn: AliasCall {
    @available(*, deprecated)
    func make(_ source: Observable<Int>, _ scheduler: TestScheduler) -> Observable<Int> {
        source.catchErrorJustReturn(-1)
    }
}

private struct StaticCatchError: AliasCall {
    @available(*, deprecated)
    func make(_ source: Observable<Int>, _ scheduler: TestScheduler) -> Observable<Int> {
        Observable.catchError([source, .just(-1)])
    }
}

private struct TakeWhile: AliasCall {
    @available(*, deprecated)
    func make(_ source: Observable<Int>, _ scheduler: TestScheduler) -> Observable<Int> {
        source.takeWhile { $0 < 3 }
    }
}

private struct TakeWhileWithIndex: AliasCall {
    @available(*, deprecated)
    func make(_ source: Observable<Int>, _ scheduler: TestScheduler) -> Observable<Int> {
        source.takeWhileWithIndex { _, index in index < 2 }
    }
}

private struct TakeUntilOther: AliasCall {
    @available(*, deprecated)
    func make(_ source: Observable<Int>, _ scheduler: TestScheduler) -> Observable<Int> {
        source.takeUntil(Observable<Int>.timer(.seconds(25), scheduler: scheduler))
    }
}

private struct TakeUntilPredicate: AliasCall {
    @available(*, deprecated)
    func make(_ source: Observable<Int>, _ scheduler: TestScheduler) -> Observable<Int> {
        source.takeUntil(.inclusive) { $0 == 2 }
    }
}

private struct TakeDuration: AliasCall {
    @available(*, deprecated)
    func make(_ source: Observable<Int>, _ scheduler: TestScheduler) -> Observable<Int> {
        source.take(.seconds(25), scheduler: scheduler)
    }
}

private struct SkipWhile: AliasCall {
    @available(*, deprecated)
    func make(_ source: Observable<Int>, _ scheduler: TestScheduler) -> Observable<Int> {
        source.skipWhile { $0 < 3 }
    }
}

private struct SkipWhileWithIndex: AliasCall {
    @available(*, deprecated)
    func make(_ source: Observable<Int>, _ scheduler: TestScheduler) -> Observable<Int> {
        source.skipWhileWithIndex { _, index in index < 2 }
    }
}

private struct SkipUntil: AliasCall {
    @available(*, deprecated)
    func make(_ source: Observable<Int>, _ scheduler: TestScheduler) -> Observable<Int> {
        source.skipUntil(Observable<Int>.timer(.seconds(25), scheduler: scheduler))
    }
}

private struct ObserveOn: AliasCall {
    @available(*, deprecated)
    func make(_ source: Observable<Int>, _ scheduler: TestScheduler) -> Observable<Int> {
        source.observeOn(scheduler)
    }
}

private struct SubscribeOn: AliasCall {
    @available(*, deprecated)
    func make(_ source: Observable<Int>, _ scheduler: TestScheduler) -> Observable<Int> {
        source.subscribeOn(scheduler)
    }
}

private struct ElementAt: AliasCall {
    @available(*, deprecated)
    func make(_ source: Observable<Int>, _ scheduler: TestScheduler) -> Observable<Int> {
        source.elementAt(1)
    }
}

private struct RetryWhen: AliasCall {
    @available(*, deprecated)
    func make(_ source: Observable<Int>, _ scheduler: TestScheduler) -> Observable<Int> {
        source.retryWhen { (errors: Observable<Swift.Error>) in errors.take(2) }
    }
}

private struct RetryWhenTyped: AliasCall {
    @available(*, deprecated)
    func make(_ source: Observable<Int>, _ scheduler: TestScheduler) -> Observable<Int> {
        source.retryWhen { (errors: Observable<OperatorError>) in errors.take(2) }
    }
}

private struct MapWithIndex: AliasCall {
    @available(*, deprecated)
    func make(_ source: Observable<Int>, _ scheduler: TestScheduler) -> Observable<Int> {
        source.mapWithIndex { element, index in element * 10 + index }
    }
}

private struct FlatMapWithIndex: AliasCall {
    @available(*, deprecated)
    func make(_ source: Observable<Int>, _ scheduler: TestScheduler) -> Observable<Int> {
        source.flatMapWithIndex { element, index in Observable.just(element * 10 + index) }
    }
}

private struct FromOptional: AliasCall {
    @available(*, deprecated)
    func make(_ source: Observable<Int>, _ scheduler: TestScheduler) -> Observable<Int> {
        source.concat(Observable.from(Int?.some(9)))
    }
}

private struct FromOptionalScheduled: AliasCall {
    @available(*, deprecated)
    func make(_ source: Observable<Int>, _ scheduler: TestScheduler) -> Observable<Int> {
        source.concat(Observable.from(Int?.some(9), scheduler: scheduler))
    }
}

private struct SecondsDelay: AliasCall {
    @available(*, deprecated)
    func make(_ source: Observable<Int>, _ scheduler: TestScheduler) -> Observable<Int> {
        source.delay(5.0, scheduler: scheduler)
    }
}

private struct SecondsTake: AliasCall {
    @available(*, deprecated)
    func make(_ source: Observable<Int>, _ scheduler: TestScheduler) -> Observable<Int> {
        source.take(25.0, scheduler: scheduler)
    }
}

private struct SecondsSkip: AliasCall {
    @available(*, deprecated)
    func make(_ source: Observable<Int>, _ scheduler: TestScheduler) -> Observable<Int> {
        source.skip(15.0, scheduler: scheduler)
    }
}

private struct SecondsTimer: AliasCall {
    @available(*, deprecated)
    func make(_ source: Observable<Int>, _ scheduler: TestScheduler) -> Observable<Int> {
        source.concat(Observable<Int>.timer(2.0, scheduler: scheduler))
    }
}

private struct SecondsDebounce: AliasCall {
    @available(*, deprecated)
    func make(_ source: Observable<Int>, _ scheduler: TestScheduler) -> Observable<Int> {
        source.debounce(15.0, scheduler: scheduler)
    }
}

final class DeprecatedAliasTests: XCTestCase {
    private func run(_ call: AliasCall, _ events: [Recorded<Event<Int>>]) -> [Recorded<Event<Int>>] {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable(events)
        return scheduler.start { call.make(xs.asObservable(), scheduler) }.events
    }

    private let plain: [Recorded<Event<Int>>] = [.next(10, 1), .next(20, 2), .next(30, 3), .completed(40)]
    private let failing: [Recorded<Event<Int>>] = [.next(10, 1), .error(20, OperatorError())]

    func testCatchAliases() {
        XCTAssertEqual(run(CatchError(), failing), [.next(210, 1), .next(220, -1), .completed(220)])
        XCTAssertEqual(run(CatchErrorJustReturn(), failing), [.next(210, 1), .next(220, -1), .completed(220)])
        XCTAssertEqual(run(StaticCatchError(), failing), [.next(210, 1), .next(220, -1), .completed(220)])
    }

    func testTakeAliases() {
        XCTAssertEqual(run(TakeWhile(), plain), [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(run(TakeWhileWithIndex(), plain), [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(run(TakeUntilOther(), plain), [.next(210, 1), .next(220, 2), .completed(225)])
        XCTAssertEqual(run(TakeUntilPredicate(), plain), [.next(210, 1), .next(220, 2), .completed(220)])
        XCTAssertEqual(run(TakeDuration(), plain), [.next(210, 1), .next(220, 2), .completed(225)])
    }

    func testSkipAliases() {
        XCTAssertEqual(run(SkipWhile(), plain), [.next(230, 3), .completed(240)])
        XCTAssertEqual(run(SkipWhileWithIndex(), plain), [.next(230, 3), .completed(240)])
        XCTAssertEqual(run(SkipUntil(), plain), [.next(230, 3), .completed(240)])
    }

    func testSchedulingAliases() {
        XCTAssertEqual(run(ObserveOn(), plain), [.next(211, 1), .next(221, 2), .next(231, 3), .completed(241)])
        XCTAssertEqual(run(SubscribeOn(), plain), [.next(211, 1), .next(221, 2), .next(231, 3), .completed(241)])
    }

    func testElementAtAlias() {
        XCTAssertEqual(run(ElementAt(), plain), [.next(220, 2), .completed(220)])
    }

    /// `errors.take(2)` completes right after its second element, which has already started the
    /// third attempt; as in RxSwift the completion is kept for that attempt's error (260).
    func testRetryWhenAliases() {
        let expected: [Recorded<Event<Int>>] = [.next(210, 1), .next(230, 1), .next(250, 1), .completed(260)]
        XCTAssertEqual(run(RetryWhen(), failing), expected)
        XCTAssertEqual(run(RetryWhenTyped(), failing), expected)
    }

    func testIndexedAliases() {
        XCTAssertEqual(run(MapWithIndex(), plain), [.next(210, 10), .next(220, 21), .next(230, 32), .completed(240)])
        XCTAssertEqual(run(FlatMapWithIndex(), plain),
                       [.next(210, 10), .next(220, 21), .next(230, 32), .completed(240)])
    }

    func testFromOptionalAliases() {
        XCTAssertEqual(run(FromOptional(), [.completed(10)]), [.next(210, 9), .completed(210)])
        XCTAssertEqual(run(FromOptionalScheduled(), [.completed(10)]), [.next(211, 9), .completed(212)])
    }

    // A TestScheduler tick is one second.
    func testTimeIntervalInSecondsAliases() {
        XCTAssertEqual(run(SecondsDelay(), plain), [.next(215, 1), .next(225, 2), .next(235, 3), .completed(245)])
        XCTAssertEqual(run(SecondsTake(), plain), [.next(210, 1), .next(220, 2), .completed(225)])
        XCTAssertEqual(run(SecondsSkip(), plain), [.next(220, 2), .next(230, 3), .completed(240)])
        XCTAssertEqual(run(SecondsDebounce(), plain), [.next(240, 3), .completed(240)])
        XCTAssertEqual(run(SecondsTimer(), plain),
                       [.next(210, 1), .next(220, 2), .next(230, 3), .next(242, 0), .completed(242)])
    }
}
