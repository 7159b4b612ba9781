import RxSwift
import RxRelay
import RxTest
import XCTest

private struct BindError: Error, Equatable {}

/// bind(to:) lives in RxCore, as in RxSwift 6: any ObservableType (test observables too) binds
/// to observers, relays and several of them at once, without RxUI.
final class BindTests: XCTestCase {
    func testATestObservableBindsToSeveralObserversAtOnceWithEveryEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, BindError())])
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = source.bind(to: first, second) }
        scheduler.start()
        let expected: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .error(230, BindError())]
        XCTAssertEqual(first.events, expected)
        XCTAssertEqual(second.events, expected)
    }

    func testBindsToObserversOfOptionalElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let source = scheduler.createColdObservable([.next(5, "a"), .completed(8)])
        let observer = scheduler.createObserver(String?.self)
        let subject = PublishSubject<String?>()
        var fromSubject: [String?] = []
        _ = subject.subscribe(onNext: { fromSubject.append($0) })
        scheduler.scheduleAt(100) { _ = source.bind(to: AnyObserver(observer), subject.asObserver()) }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(105, "a"), .completed(108)])
        XCTAssertEqual(fromSubject, ["a"])
    }

    func testBindsToEveryKindOfRelayAndSeveralAtOnce() {
        let publishA = PublishRelay<Int>(), publishB = PublishRelay<Int>()
        let behavior = BehaviorRelay<Int>(value: 0)
        let replay = ReplayRelay<Int>.create(bufferSize: 2)
        var published: [String] = []
        _ = publishA.subscribe(onNext: { published.append("A\($0)") })
        _ = publishB.subscribe(onNext: { published.append("B\($0)") })
        let subject = PublishSubject<Int>()
        let bindings = [subject.bind(to: publishA, publishB), subject.bind(to: behavior), subject.bind(to: replay)]
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        subject.onCompleted()
        XCTAssertEqual(published, ["A1", "B1", "A2", "B2", "A3", "B3"])
        XCTAssertEqual(behavior.value, 3)
        var replayed: [Int] = []
        _ = replay.subscribe(onNext: { replayed.append($0) })
        XCTAssertEqual(replayed, [2, 3])
        bindings.forEach { $0.dispose() }
    }

    func testBindsToRelaysOfOptionalElements() {
        let publish = PublishRelay<Int?>()
        let behavior = BehaviorRelay<Int?>(value: nil)
        let replay = ReplayRelay<Int?>.create(bufferSize: 1)
        var published: [Int?] = []
        _ = publish.subscribe(onNext: { published.append($0) })
        _ = Observable.of(4, 5).bind(to: publish)
        _ = Observable.just(6).bind(to: behavior)
        _ = Observable.just(7).bind(to: replay)
        XCTAssertEqual(published, [4, 5])
        XCTAssertEqual(behavior.value, 6)
        var replayed: [Int?] = []
        _ = replay.subscribe(onNext: { replayed.append($0) })
        XCTAssertEqual(replayed, [7])
    }

    func testAnErrorBoundToARelayStopsTheBindingAndLeavesTheRelayOpen() {
        let relay = BehaviorRelay<Int>(value: 0)
        let subject = PublishSubject<Int>()
        _ = subject.bind(to: relay)
        subject.onNext(1)
        subject.onError(BindError())
        XCTAssertEqual(relay.value, 1)
        relay.accept(2)
        XCTAssertEqual(relay.value, 2, "the relay still accepts")
    }

    func testBindToABinderFunctionAndOnNext() {
        let source = Observable.of(1, 2, 3)
        let count = source.bind(to: { (observable: Observable<Int>) -> Int in
            var seen = 0
            _ = observable.subscribe(onNext: { _ in seen += 1 })
            return seen
        })
        XCTAssertEqual(count, 3)
        let curried: (Observable<Int>) -> (String) -> String = { _ in { "\($0)!" } }
        XCTAssertEqual(source.bind(to: curried, curriedArgument: "go"), "go!")
        var received: [Int] = []
        _ = source.bind(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2, 3])
    }

    func testInfallibleBindsToReplayRelays() {
        let replay = ReplayRelay<Int>.create(bufferSize: 3)
        let optional = ReplayRelay<Int?>.create(bufferSize: 3)
        _ = Infallible.from([1, 2]).bind(to: replay)
        _ = Infallible.from([3]).bind(to: optional)
        var replayed: [Int] = []
        var replayedOptional: [Int?] = []
        _ = replay.subscribe(onNext: { replayed.append($0) })
        _ = optional.subscribe(onNext: { replayedOptional.append($0) })
        XCTAssertEqual(replayed, [1, 2])
        XCTAssertEqual(replayedOptional, [3])
    }
}
