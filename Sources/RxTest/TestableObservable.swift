import RxMarbles
import RxSwift

/// An observable that plays recorded events and records its subscriptions.
public class TestableObservable<Element>: Observable<Element> {
    public let testScheduler: TestScheduler
    public let recordedEvents: [Recorded<Event<Element>>]
    public internal(set) var subscriptions: [Subscription] = []
    /// Makes `asObservable()`'s wrapper. Built here, where the element type is known, so the
    /// wrapper's per-event code is specialized; written in the overridden method (which runs
    /// unspecialized) it looked up `Event<Element>`'s metadata at every event.
    @usableFromInline let makeWrapper: (TestableObservable<Element>) -> Observable<Element>

    @inlinable init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        self.testScheduler = testScheduler
        self.recordedEvents = recordedEvents
        makeWrapper = { source in
            Producer { observer in
                let sink = Sink(observer: observer)
                sink.setUpstream(source.run { event in sink.forwardEvent(event) })
                return sink
            }
        }
        // Subscribed directly, outside the trampoline, as RxTest's hot and cold observables
        // are; the `asObservable()` wrapper is subscribed as any created sequence.
        super.init(onTrampoline: false, isItsOwnObservable: false)
    }

    /// A new observable subscribing to this one on every call, as RxTest's `asObservable()`
    /// (`Observable.create` around a testable observable that is no `Observable` itself) is:
    /// after a terminal event it unsubscribes, so the subscription records its end.
    @inlinable public override func asObservable() -> Observable<Element> {
        makeWrapper(self)
    }

    /// Records a subscription now; the returned disposable records its end.
    @usableFromInline func recordSubscription(onDispose: @escaping () -> Void) -> Disposable {
        subscriptions.append(Subscription(testScheduler.clock))
        let index = subscriptions.count - 1
        return Disposables.create { [self] in
            subscriptions[index] = Subscription(subscriptions[index].subscribe, testScheduler.clock)
            onDispose()
        }
    }
}

/// Emits its events at their absolute times to whoever is subscribed then.
public final class HotObservable<Element>: TestableObservable<Element> {
    /// The subscribed observers and the recorded events, in a box the scheduled events hold
    /// strongly: a weak reference to the observable would put every retain of it on the slow path.
    @usableFromInline final class Observers {
        @usableFromInline var entries: [(id: Int, observer: (Event<Element>) -> Void)] = []
        @usableFromInline var nextID = 0
        @usableFromInline let recorded: [Recorded<Event<Element>>]

        @inlinable init(recorded: [Recorded<Event<Element>>]) {
            self.recorded = recorded
        }

        /// The recorded event at `index`, to the observers subscribed now.
        @inlinable func deliver(_ index: Int) {
            let event = recorded[index].value
            for entry in entries { entry.observer(event) }
        }
    }

    @usableFromInline let observers: Observers

    @inlinable override init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        observers = Observers(recorded: recordedEvents)
        super.init(testScheduler: testScheduler, recordedEvents: recordedEvents)
        // One item per event, holding the box and the event's index: no closure (and no copy
        // of the event) is made per event, and none is freed when it has run.
        for index in recordedEvents.indices {
            testScheduler.scheduleAbsoluteVirtual(at: recordedEvents[index].time, target: observers,
                                                  token: UInt64(index)) { observers, index in
                unsafeDowncast(observers, to: Observers.self).deliver(Int(truncatingIfNeeded: index))
            }
        }
    }

    @inlinable public override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        let observers = self.observers
        let id = observers.nextID
        observers.nextID += 1
        observers.entries.append((id, observer))
        return recordSubscription {
            observers.entries.removeAll { $0.id == id }
        }
    }
}

/// Emits its events relative to each subscription's time.
public final class ColdObservable<Element>: TestableObservable<Element> {
    @inlinable public override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        let timers = CompositeDisposable()
        for recorded in recordedEvents {
            timers.insert(testScheduler.scheduleRelativeVirtual((), dueTime: recorded.time, label: nil) { _ in
                observer(recorded.value)
                return Disposables.create()
            })
        }
        return recordSubscription { timers.dispose() }
    }
}
