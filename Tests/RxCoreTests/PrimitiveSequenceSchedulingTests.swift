import RxSwift
import RxTest
import XCTest

private struct TestError: Error {}

/// A resource for `using` that reports its disposal.
private final class Resource: Disposable {
    private let onDispose: () -> Void

    init(onDispose: @escaping () -> Void) {
        self.onDispose = onDispose
    }

    func dispose() { onDispose() }
}

/// Trait delay, observe(on:), subscribe(on:), delaySubscription, timer and using, with the
/// virtual times RxSwift's own trait tests pin.
final class PrimitiveSequenceSchedulingTests: XCTestCase {
    func testSingleDelaySendsTheCompletionFromAnActionOfItsOwn() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Single.just(1).delay(.seconds(2), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(202, 1), .completed(203)])
    }

    func testMaybeAndCompletableDelay() {
        let maybe = TestScheduler(initialClock: 0)
        XCTAssertEqual(maybe.start { Maybe.just(1).delay(.seconds(2), scheduler: maybe) }.events,
                       [.next(202, 1), .completed(203)])
        let emptyMaybe = TestScheduler(initialClock: 0)
        XCTAssertEqual(emptyMaybe.start { Maybe<Int>.empty().delay(.seconds(2), scheduler: emptyMaybe) }.events,
                       [.completed(202)])
        let completable = TestScheduler(initialClock: 0)
        let completed = completable.start { Completable.empty().delay(.seconds(2), scheduler: completable) }
        XCTAssertEqual(completed.events, [.completed(202)])
    }

    func testDelayPassesAnErrorOnAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Int>>.error(230, TestError())])
        let result = scheduler.start { xs.asSingle().delay(.seconds(50), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.error(230, TestError())])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testDelayDisposedBeforeTheDueTimeSendsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start(disposed: 201) { Single.just(1).delay(.seconds(2), scheduler: scheduler) }
        XCTAssertEqual(result.events, [])
    }

    func testSingleObserveOnSendsEachEventFromAnActionOfItsOwn() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Single.just(1).observe(on: scheduler) }
        XCTAssertEqual(result.events, [.next(201, 1), .completed(202)])
    }

    func testCompletableAndErrorObserveOn() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Completable.empty().observe(on: scheduler) }.events, [.completed(201)])
        let failing = TestScheduler(initialClock: 0)
        XCTAssertEqual(failing.start { Single<Int>.error(TestError()).observe(on: failing) }.events,
                       [.error(201, TestError())])
    }

    func testSubscribeOnSendsBothEventsInTheSubscribingAction() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Single.just(1).subscribe(on: scheduler) }
        XCTAssertEqual(result.events, [.next(201, 1), .completed(201)])
    }

    func testDelaySubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let result = scheduler.start { Single.just(1).delaySubscription(.seconds(2), scheduler: scheduler) }
        XCTAssertEqual(result.events, [.next(202, 1), .completed(202)])
    }

    func testJustOnASchedulerSendsTheCompletionOneTickLater() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Single.just(1, scheduler: scheduler) }.events,
                       [.next(201, 1), .completed(202)])
        let maybe = TestScheduler(initialClock: 0)
        XCTAssertEqual(maybe.start { Maybe.just(1, scheduler: maybe) }.events, [.next(201, 1), .completed(202)])
    }

    func testTimer() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Single<Int>.timer(.seconds(2), scheduler: scheduler) }.events,
                       [.next(202, 0), .completed(202)])
        let maybe = TestScheduler(initialClock: 0)
        XCTAssertEqual(maybe.start { Maybe<Int>.timer(.seconds(3), scheduler: maybe) }.events,
                       [.next(203, 0), .completed(203)])
    }

    func testUsingDisposesTheResourceWhenTheTraitEnds() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(30, 5), .completed(30)])
        var log: [String] = []
        let result = scheduler.start {
            Single<Int>.using({ () -> Resource in
                log.append("create \(scheduler.clock)")
                return Resource { log.append("dispose \(scheduler.clock)") }
            }, primitiveSequenceFactory: { _ in xs.asSingle() })
        }
        XCTAssertEqual(result.events, [.next(230, 5), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(log, ["create 200", "dispose 230"])
    }

    func testUsingDisposesTheResourceWhenDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        var log: [String] = []
        let result = scheduler.start(disposed: 250) {
            Completable.using({ Resource { log.append("dispose \(scheduler.clock)") } },
                              primitiveSequenceFactory: { _ in Completable.never() })
        }
        XCTAssertEqual(result.events, [])
        XCTAssertEqual(log, ["dispose 250"])
    }

    func testUsingFailsWhenAFactoryThrows() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposed = 0
        let result = scheduler.start {
            Maybe<Int>.using({ Resource { disposed += 1 } },
                             primitiveSequenceFactory: { _ in throw TestError() })
        }
        XCTAssertEqual(result.events, [.error(200, TestError())])
        XCTAssertEqual(disposed, 1)
    }
}
