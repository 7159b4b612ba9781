import RxCore

/// An observable that plays recorded events and records its subscriptions.
public class TestableObservable<Element>: Observable<Element> {
    public let testScheduler: TestScheduler
    public let recordedEvents: [Recorded<Event<Element>>]
    public internal(set) var subscriptions: [Subscription] = []

    init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        self.testScheduler = testScheduler
        self.recordedEvents = recordedEvents
        super.init()
    }

    /// Records a subscription now; the returned disposable records its end.
    func recordSubscription(onDispose: @escaping () -> Void) -> Disposable {
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
    private var observers: [(id: Int, observer: (Event<Element>) -> Void)] = []
    private var nextID = 0

    override init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(testScheduler: testScheduler, recordedEvents: recordedEvents)
        for recorded in recordedEvents {
            _ = testScheduler.scheduleAt(recorded.time) { [weak self] in
                self?.observers.forEach { $0.observer(recorded.value) }
            }
        }
    }

    public override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        let id = nextID
        nextID += 1
        observers.append((id, observer))
        return recordSubscription { [weak self] in
            self?.observers.removeAll { $0.id == id }
        }
    }
}

/// Emits its events relative to each subscription's time.
public final class ColdObservable<Element>: TestableObservable<Element> {
    public override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
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
