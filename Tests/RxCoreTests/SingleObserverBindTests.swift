import RxRelay
import RxSwift
import XCTest

private struct BindFailure: Error {}

/// `bind(to:)` with one observer subscribes that observer as it is (an observer that is one
/// event closure, such as a `Binder`, as its closure): the same events, in the same order, as
/// through the list of observers.
final class SingleObserverBindTests: XCTestCase {
    private final class Label {
        var texts: [String?] = []
    }

    private final class Recorder: ObserverType {
        var events: [String] = []
        func on(_ event: Event<Int>) {
            switch event {
            case .next(let element): events.append("next \(element)")
            case .error: events.append("error")
            case .completed: events.append("completed")
            }
        }
    }

    func testOneBinderGetsTheRelaysValueOnSubscribeThenEachElementUntilDisposed() {
        let label = Label()
        let relay = BehaviorRelay(value: "a")
        let binding = relay.map { $0.uppercased() }.bind(to: Binder(label) { label, text in label.texts.append(text) })
        XCTAssertEqual(label.texts, ["A"], "the relay's value is applied on subscribe")
        relay.accept("b")
        binding.dispose()
        relay.accept("c")
        XCTAssertEqual(label.texts, ["A", "B"])
    }

    func testOneBinderOfTheSameElementTypeGetsEachElement() {
        let label = Label()
        let subject = PublishSubject<String?>()
        let binding = subject.bind(to: Binder(label) { label, text in label.texts.append(text) })
        subject.onNext("x")
        subject.onNext(nil)
        binding.dispose()
        subject.onNext("y")
        XCTAssertEqual(label.texts, ["x", nil])
    }

    func testABindingDoesNotKeepTheBindersTarget() {
        var label: Label? = Label()
        weak let weakLabel = label
        let relay = BehaviorRelay(value: "a")
        let binding = relay.bind(to: Binder(label!) { label, text in label.texts.append(text) })
        XCTAssertEqual(label?.texts, ["a"])
        label = nil
        XCTAssertNil(weakLabel, "the subscription holds the binder, which holds its target weakly")
        relay.accept("b")
        binding.dispose()
    }

    func testAnErrorReachingOneBinderIsDroppedNotHandedToTheDefaultHandler() {
        let saved = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = saved }
        var handled = 0
        Hooks.defaultErrorHandler = { _, _ in handled += 1 }
        let label = Label()
        let subject = PublishSubject<String>()
        let binding = subject.bind(to: Binder(label) { label, text in label.texts.append(text) })
        subject.onNext("a")
        subject.onError(BindFailure())
        XCTAssertEqual(label.texts, ["a"])
        XCTAssertEqual(handled, 0)
        binding.dispose()
    }

    func testABindingDisposedByItsBinderWhileApplyingGetsNoFurtherElement() {
        let label = Label()
        let subject = PublishSubject<String>()
        var binding: Disposable?
        binding = subject.bind(to: Binder(label) { label, text in
            label.texts.append(text)
            binding?.dispose()
        })
        subject.onNext("a")
        subject.onNext("b")
        XCTAssertEqual(label.texts, ["a"])
    }

    func testOneObserverGetsEveryEventInOrder() {
        let recorder = Recorder()
        let subject = PublishSubject<Int>()
        _ = subject.bind(to: recorder)
        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()
        subject.onNext(3)
        XCTAssertEqual(recorder.events, ["next 1", "next 2", "completed"])
    }

    func testOneObserverOfOptionalElementsGetsEveryEventInOrder() {
        var events: [String] = []
        let observer = AnyObserver<Int?> { event in
            switch event {
            case .next(let element): events.append("next \(element.map(String.init) ?? "nil")")
            case .error: events.append("error")
            case .completed: events.append("completed")
            }
        }
        let subject = PublishSubject<Int>()
        _ = subject.bind(to: observer)
        subject.onNext(1)
        subject.onError(BindFailure())
        XCTAssertEqual(events, ["next 1", "error"])
    }

    func testAnInfallibleBindsToOneBinderAndOneOptionalObserver() {
        let label = Label()
        let relay = BehaviorRelay(value: "a")
        var optionals: [String?] = []
        let first = relay.asInfallible().bind(to: Binder(label) { label, text in label.texts.append(text) })
        let second = relay.asInfallible().bind(to: AnyObserver<String?> { event in
            if case .next(let element) = event { optionals.append(element) }
        })
        relay.accept("b")
        first.dispose()
        second.dispose()
        relay.accept("c")
        XCTAssertEqual(label.texts, ["a", "b"])
        XCTAssertEqual(optionals, ["a", "b"])
    }

    /// `Observable.subscribe(_:)` takes an `AnyObserver` and a `Binder` as their closures and any
    /// other observer through `on`: each gets every event it got before, in order.
    func testSubscribeGivesEachKindOfObserverEveryEvent() {
        let subject = PublishSubject<Int>()
        var anyEvents: [String] = []
        let any = AnyObserver<Int> { event in anyEvents.append("\(event)") }
        let recorder = Recorder()
        let label = Label()
        let binder = Binder<Int>(label) { label, value in label.texts.append("\(value)") }
        let subscriptions = [subject.subscribe(any), subject.subscribe(recorder), subject.subscribe(binder)]
        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()
        subject.onNext(3)
        XCTAssertEqual(anyEvents, ["next(1)", "next(2)", "completed"])
        XCTAssertEqual(recorder.events, ["next 1", "next 2", "completed"])
        XCTAssertEqual(label.texts, ["1", "2"], "a binder ignores completion")
        subscriptions.forEach { $0.dispose() }
    }

    /// A subject's observers beyond the room made at its first (four) still get each element in
    /// subscription order, before and after one in the middle is disposed.
    func testASubjectsObserversKeepTheirOrderPastTheFirstRoom() {
        let relay = BehaviorRelay(value: 0)
        var received: [String] = []
        let subscriptions = (0..<6).map { index in
            relay.subscribe(onNext: { received.append("\(index):\($0)") })
        }
        XCTAssertEqual(received, (0..<6).map { "\($0):0" })
        received = []
        subscriptions[2].dispose()
        relay.accept(1)
        XCTAssertEqual(received, [0, 1, 3, 4, 5].map { "\($0):1" })
        subscriptions.forEach { $0.dispose() }
        received = []
        let again = relay.map { $0 + 1 }.subscribe(onNext: { received.append("again:\($0)") })
        relay.accept(2)
        XCTAssertEqual(received, ["again:2", "again:3"])
        again.dispose()
    }
}
