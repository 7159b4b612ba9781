import RxSwift
import RxRelay
import XCTest

/// A subject's `onNext` (and a relay's `accept`) hands its element to `subscribe(onNext:)`'s
/// observers borrowed, without an `Event`, and wraps it in one event for every other observer
/// (a sink, `subscribe(onNext:onCompleted:)`, an `AnyObserver`). These pin that the two kinds of
/// observers, mixed, see what RxSwift's do: the same elements, in subscription order, with the
/// same nesting, and the same as through `on(.next(…))`.
final class SubjectElementDeliveryTests: XCTestCase {
    typealias Token = LiveToken

    /// Subscribes the four kinds of observer, in this order, each logging with its letter.
    func subscribeMixed(_ source: Observable<Int>, log: @escaping (String) -> Void) -> [Disposable] {
        [
            source.subscribe(onNext: { log("A\($0)") }),
            source.map { $0 * 10 }.subscribe(onNext: { log("B\($0)") }),
            source.subscribe(onNext: { log("C\($0)") }, onCompleted: { log("C|") }),
            source.subscribe(AnyObserver { event in if case .next(let value) = event { log("D\(value)") } }),
            source.subscribe(onNext: { log("E\($0)") }),
        ]
    }

    func testMixedObserversOfEachSubjectGetEachElementInSubscriptionOrder() {
        let expected = ["A1", "B10", "C1", "D1", "E1", "A2", "B20", "C2", "D2", "E2"]
        var log: [String] = []
        let publish = PublishSubject<Int>()
        var subscriptions = subscribeMixed(publish.asObservable()) { log.append($0) }
        publish.onNext(1)
        publish.onNext(2)
        XCTAssertEqual(log, expected, "PublishSubject")

        log = []
        let behavior = BehaviorSubject(value: 1)
        subscriptions += subscribeMixed(behavior.asObservable()) { log.append($0) }
        XCTAssertEqual(log, ["A1", "B10", "C1", "D1", "E1"], "BehaviorSubject's value to each at subscription")
        log = []
        behavior.onNext(1)
        behavior.onNext(2)
        XCTAssertEqual(log, expected, "BehaviorSubject")

        log = []
        let replay = ReplaySubject<Int>.create(bufferSize: 1)
        subscriptions += subscribeMixed(replay.asObservable()) { log.append($0) }
        replay.onNext(1)
        replay.onNext(2)
        XCTAssertEqual(log, expected, "ReplaySubject")
        subscriptions.forEach { $0.dispose() }
    }

    func testOnNextAndOnWithNextDeliverTheSameToMixedObservers() {
        var viaOnNext: [String] = []
        var viaOn: [String] = []
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        let subscriptions = subscribeMixed(first.asObservable()) { viaOnNext.append($0) }
            + subscribeMixed(second.asObservable()) { viaOn.append($0) }
        let onNext: (Int) -> Void = first.onNext
        for value in 1...3 {
            onNext(value)
            second.on(.next(value))
        }
        first.onCompleted()
        second.onCompleted()
        XCTAssertEqual(viaOnNext, viaOn)
        XCTAssertEqual(viaOnNext.suffix(1), ["C|"])
        subscriptions.forEach { $0.dispose() }
    }

    func testNestedOnNextReplacesTheValueButTheOuterElementStillReachesLaterObservers() {
        let before = Token.count
        let subject = BehaviorSubject(value: Token("initial"))
        var log: [String] = []
        let first = subject.subscribe(onNext: { token in
            log.append("A:\(token.name)")
            if token.name == "outer" {
                subject.onNext(Token("nested"))
                // The outer element is no longer the stored value, and is still alive.
                log.append("value:\((try? subject.value())?.name ?? "-"), still:\(token.name)")
            }
        })
        let second = subject.map { $0.name }.subscribe(onNext: { log.append("B:\($0)") })
        let third = subject.subscribe(onNext: { log.append("C:\($0.name)") })
        log = []
        _ = captureStandardError { subject.onNext(Token("outer")) }
        XCTAssertEqual(log, ["A:outer", "A:nested", "B:nested", "C:nested", "value:nested, still:outer",
                             "B:outer", "C:outer"])
        XCTAssertEqual(try subject.value().name, "nested")
        XCTAssertEqual(Token.count - before, 1, "the outer element is freed after its delivery; nested is the value")
        first.dispose()
        second.dispose()
        third.dispose()
    }

    func testElementOfOnlyElementObserversIsFreedAfterItsDelivery() {
        let before = Token.count
        let relay = PublishRelay<Token>()
        var names: [String] = []
        let first = relay.subscribe(onNext: { names.append($0.name) })
        let second = relay.subscribe(onNext: { names.append($0.name.uppercased()) })
        relay.accept(Token("one"))
        XCTAssertEqual(Token.count - before, 0)
        let kept = Token("two")
        relay.accept(kept)
        XCTAssertEqual(Token.count - before, 1, "the caller's own element, kept by the caller only")
        XCTAssertEqual(names, ["one", "ONE", "two", "TWO"])
        first.dispose()
        second.dispose()
    }

    func testObserverCompletedDuringAnElementGetsNoMoreOfThatElement() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let first = subject.subscribe(onNext: { value in
            log.append("A\(value)")
            if value == 1 { subject.onCompleted() }
        })
        let second = subject.subscribe(onNext: { log.append("B\($0)") })
        _ = captureStandardError { subject.onNext(1) }
        // The nested completion stops B before the outer 1 reaches it, as RxSwift's observer.
        XCTAssertEqual(log, ["A1"])
        first.dispose()
        second.dispose()
    }

    func testObserverDisposedOrAddedDuringAnElementOfEachSubject() {
        let publish = PublishSubject<Int>()
        let behavior = BehaviorSubject(value: 0)
        let replay = ReplaySubject<Int>.create(bufferSize: 0)
        let subjects: [(String, Observable<Int>, (Int) -> Void)] = [
            ("publish", publish, publish.onNext), ("behavior", behavior, behavior.onNext), ("replay", replay, replay.onNext),
        ]
        for (name, source, send) in subjects {
            var log: [String] = []
            var second: Disposable?
            var added: Disposable?
            let first = source.subscribe(onNext: { value in
                guard value > 0 else { return }
                log.append("A\(value)")
                if value == 1 {
                    second?.dispose()
                    added = source.subscribe(onNext: { if $0 > 0 { log.append("N\($0)") } })
                }
            })
            second = source.subscribe(onNext: { if $0 > 0 { log.append("B\($0)") } })
            send(1)
            send(2)
            // B, disposed while 1 is delivered, still gets 1; N, added then, gets only 2 (a
            // BehaviorSubject gives it 1 as its value at subscription).
            let expected = name == "behavior" ? ["A1", "N1", "B1", "A2", "N2"] : ["A1", "B1", "A2", "N2"]
            XCTAssertEqual(log, expected, name)
            first.dispose()
            added?.dispose()
        }
    }

    func testDisposedSubscriptionOfAnElementObserverGetsNothingMore() {
        let subject = BehaviorSubject(value: 0)
        var log: [Int] = []
        let subscription = subject.subscribe(onNext: { log.append($0) })
        subject.onNext(1)
        subscription.dispose()
        subject.onNext(2)
        XCTAssertEqual(log, [0, 1])
        XCTAssertFalse(subject.hasObservers)
    }
}
