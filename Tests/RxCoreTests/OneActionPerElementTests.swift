import RxSwift
import RxTest
import XCTest

private struct ConversionError: Error, Equatable {}

/// Counts the actions scheduled through it and hands them to the test scheduler.
private final class CountingScheduler: ImmediateSchedulerType {
    let scheduler: TestScheduler
    private(set) var actions = 0

    init(_ scheduler: TestScheduler) { self.scheduler = scheduler }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        actions += 1
        return scheduler.schedule(state, action: action)
    }
}

/// Audit: every creation form that takes a scheduler and every trait conversion keeps RxSwift's
/// one scheduled action per event (on a TestScheduler, each event one tick after the last).
final class OneActionPerElementTests: XCTestCase {
    private func run<Element>(_ make: @escaping (CountingScheduler) -> Observable<Element>)
        -> (events: [Recorded<Event<Element>>], actions: Int) {
        let scheduler = TestScheduler(initialClock: 0)
        let counting = CountingScheduler(scheduler)
        let observer = scheduler.start { make(counting) }
        return (observer.events, counting.actions)
    }

    func testObservableFromArrayOfAndSequence() {
        let expected: [Recorded<Event<Int>>] = [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)]
        let fromArray = run { Observable.from([1, 2, 3], scheduler: $0) }
        XCTAssertEqual(fromArray.events, expected)
        XCTAssertEqual(fromArray.actions, 4)
        let of = run { Observable.of(1, 2, 3, scheduler: $0) }
        XCTAssertEqual(of.events, expected)
        XCTAssertEqual(of.actions, 4)
        let sequence = run { Observable.from(1...3, scheduler: $0) }
        XCTAssertEqual(sequence.events, expected)
        XCTAssertEqual(sequence.actions, 4)
    }

    func testObservableJustAndFromOptional() {
        let just = run { Observable.just(7, scheduler: $0) }
        XCTAssertEqual(just.events, [.next(201, 7), .completed(202)])
        XCTAssertEqual(just.actions, 2)
        let some = run { Observable.from(optional: 8, scheduler: $0) }
        XCTAssertEqual(some.events, [.next(201, 8), .completed(202)])
        XCTAssertEqual(some.actions, 2)
        let none = run { Observable<Int>.from(optional: nil, scheduler: $0) }
        XCTAssertEqual(none.events, [.completed(201)])
        XCTAssertEqual(none.actions, 1)
    }

    func testObservableRangeGenerateAndRepeatElement() {
        let range = run { Observable.range(start: 5, count: 2, scheduler: $0) }
        XCTAssertEqual(range.events, [.next(201, 5), .next(202, 6), .completed(203)])
        XCTAssertEqual(range.actions, 3)
        let generate = run { Observable.generate(initialState: 0, condition: { $0 < 3 }, scheduler: $0, iterate: { $0 + 1 }) }
        XCTAssertEqual(generate.events, [.next(201, 0), .next(202, 1), .next(203, 2), .completed(204)])
        XCTAssertEqual(generate.actions, 4)
        let repeated = run { Observable.repeatElement(9, scheduler: $0).take(3) }
        XCTAssertEqual(repeated.events, [.next(201, 9), .next(202, 9), .next(203, 9), .completed(203)])
    }

    func testInfallibleCreationForms() {
        let expected: [Recorded<Event<Int>>] = [.next(201, 1), .next(202, 2), .completed(203)]
        let from = run { Infallible.from([1, 2], scheduler: $0).asObservable() }
        XCTAssertEqual(from.events, expected)
        XCTAssertEqual(from.actions, 3)
        let of = run { Infallible.of(1, 2, scheduler: $0).asObservable() }
        XCTAssertEqual(of.events, expected)
        XCTAssertEqual(of.actions, 3)
        let sequence = run { Infallible.from(1...2, scheduler: $0).asObservable() }
        XCTAssertEqual(sequence.events, expected)
        let range = run { Infallible.range(start: 1, count: 2, scheduler: $0).asObservable() }
        XCTAssertEqual(range.events, expected)
        let just = run { Infallible.just(4, scheduler: $0).asObservable() }
        XCTAssertEqual(just.events, [.next(201, 4), .completed(202)])
        XCTAssertEqual(just.actions, 2)
        let optional = run { Infallible.from(optional: 5, scheduler: $0).asObservable() }
        XCTAssertEqual(optional.events, [.next(201, 5), .completed(202)])
    }

    func testSingleAndMaybeJustOnAScheduler() {
        let single = run { Single.just(3, scheduler: $0).asObservable() }
        XCTAssertEqual(single.events, [.next(201, 3), .completed(202)])
        XCTAssertEqual(single.actions, 2)
        let maybe = run { Maybe.just(3, scheduler: $0).asObservable() }
        XCTAssertEqual(maybe.events, [.next(201, 3), .completed(202)])
        XCTAssertEqual(maybe.actions, 2)
    }

    func testConversionsBetweenTraitsAddNoActionsAndLoseNone() {
        let toInfallible = run { Observable.from([1, 2], scheduler: $0).asInfallible(onErrorJustReturn: 0).asObservable() }
        XCTAssertEqual(toInfallible.events, [.next(201, 1), .next(202, 2), .completed(203)])
        XCTAssertEqual(toInfallible.actions, 3)
        // asSingle and asMaybe hold the element until the source completes, as RxSwift's.
        let toSingle = run { Observable.from([1], scheduler: $0).asSingle().asObservable() }
        XCTAssertEqual(toSingle.events, [.next(202, 1), .completed(202)])
        XCTAssertEqual(toSingle.actions, 2)
        let toMaybe = run { Observable.from([1], scheduler: $0).asMaybe().asObservable() }
        XCTAssertEqual(toMaybe.events, [.next(202, 1), .completed(202)])
        let singleToMaybe = run { Single.just(6, scheduler: $0).asMaybe().asObservable() }
        XCTAssertEqual(singleToMaybe.events, [.next(201, 6), .completed(202)])
        let infallibleBack = run { Infallible.from([1, 2], scheduler: $0).asObservable().asInfallible(onErrorJustReturn: 0).asObservable() }
        XCTAssertEqual(infallibleBack.events, [.next(201, 1), .next(202, 2), .completed(203)])
    }

    func testObserveOnOfEachTraitSendsOneEventPerAction() {
        let scheduler = TestScheduler(initialClock: 0)
        let counting = CountingScheduler(scheduler)
        let single = scheduler.start { Single.just(1).observe(on: counting).asObservable() }
        XCTAssertEqual(single.events, [.next(201, 1), .completed(202)])
        XCTAssertEqual(counting.actions, 2)

        let other = TestScheduler(initialClock: 0)
        let hot = other.createHotObservable([.next(210, 1), .next(210, 2), .error(220, ConversionError())])
        let infallible = other.start { hot.asInfallible(onErrorJustReturn: 0).observe(on: other).asObservable() }
        XCTAssertEqual(infallible.events, [.next(211, 1), .next(212, 2), .next(221, 0), .completed(222)])

        let third = TestScheduler(initialClock: 0)
        let completable = third.start { Completable.empty().observe(on: third).asObservable() }
        XCTAssertEqual(completable.events, [.completed(201)])
    }
}
