/// The state and delivery shared by PublishSubject, BehaviorSubject and ReplaySubject, with
/// RxSwift's semantics: an event is recorded under a recursive lock, and the observers
/// subscribed at that moment receive it after the lock is released. So an event sent from
/// inside an observer is delivered nested, at once, to the observers of that moment; another
/// thread's event is not serialized against it (RxSwift reports that as a synchronization
/// anomaly in debug builds, as we do). A BehaviorSubject's new subscriber gets its value under
/// the lock, as in RxSwift; a ReplaySubject's gets its replay outside the lock, ahead of any
/// live event (RxSwift 6.10).
@usableFromInline final class SubjectCore<Element>: @unchecked Sendable {
    @usableFromInline typealias Handler = (Event<Element>) -> Void

    @usableFromInline enum Kind {
        case publish
        /// Keeps `value`; replays it to each new subscriber.
        case behavior
        /// Replays up to `limit` of the latest elements (Int.max: all).
        case replay(limit: Int)
    }

    @usableFromInline let kind: Kind
    @usableFromInline let lock = RecursiveLock()
    @usableFromInline @exclusivity(unchecked) var observers = ObserverList<Element>()
    /// `observers` as one object, made at the first element after they change and shared by
    /// the elements delivered until they change again; nil after a change.
    @usableFromInline @exclusivity(unchecked) var snapshot: ObserverSnapshot<Element>?
    /// Elements being delivered from a snapshot, on any thread (nested ones included).
    /// Counted with wrapping arithmetic: it cannot reach Int.max, and the overflow trap cost
    /// a compare and branch twice per element.
    @usableFromInline @exclusivity(unchecked) var deliveries = 0
    /// Snapshots replaced while elements were being delivered from them: kept until none is.
    @usableFromInline @exclusivity(unchecked) var retired: [ObserverSnapshot<Element>] = []
    /// A BehaviorSubject's value, in memory of its own that the core allocates once (nil for
    /// the other kinds); it holds the value while `lentValue` is nil, and nothing while an
    /// element is lent. Not an `Element?` (a subject's deinit is never specialized, and there
    /// an optional looked up `Optional`'s metadata for every subject that went away), and not
    /// an array, whose append and remove per element went through generic helpers.
    @usableFromInline let valueStorage: UnsafeMutablePointer<Element>?
    /// A BehaviorSubject's value while `onNext` delivers it: that call's own element, lent
    /// (`deliverLent`). Points only into a delivery that is still running: cleared or replaced
    /// under the lock before that delivery returns.
    @usableFromInline @exclusivity(unchecked) var lentValue: UnsafePointer<Element>?
    @usableFromInline @exclusivity(unchecked) var buffer = ReplayBuffer<Element>()
    /// How the subject ended, which names no element: an `Event<Element>?` looked up
    /// `Event`'s metadata in the (unspecialized) deinit of every subject that went away.
    @usableFromInline @exclusivity(unchecked) var termination: SubjectTermination?
    @usableFromInline @exclusivity(unchecked) var isDisposedFlag = false
    /// `isDisposedFlag || termination != nil`, kept as one flag: an element and a subscription
    /// test one byte where they tested both (a load, compare and branch more per element).
    @usableFromInline @exclusivity(unchecked) var isStopped = false
    #if DEBUG
    @usableFromInline let tracker = SynchronizationTracker()
    #endif

    /// The subject this core belongs to, named by `RxError.disposed(object:)` as in RxSwift.
    /// Unowned: the subject owns the core, and only calls through the subject make that error.
    @usableFromInline @exclusivity(unchecked) unowned(unsafe) var owner: AnyObject?

    @usableFromInline var disposedError: RxError { RxError.disposed(object: owner ?? self) }

    @inlinable init(kind: Kind, value: Element? = nil) {
        self.kind = kind
        if let value {
            let storage = UnsafeMutablePointer<Element>.allocate(capacity: 1)
            storage.initialize(to: value)
            valueStorage = storage
        } else {
            valueStorage = nil
        }
    }

    deinit {
        // No delivery runs while the core goes away, so nothing is lent.
        guard let valueStorage else { return }
        if lentValue == nil { valueStorage.deinitialize(count: 1) }
        valueStorage.deallocate()
    }

    @inlinable var value: Element? {
        if let lentValue { return lentValue.pointee }
        return valueStorage?.pointee
    }

    /// A BehaviorSubject's value to a new subscriber, copied once, straight into its event.
    @inline(__always) @inlinable func sendValue(to handler: (Event<Element>) -> Void) {
        if let lentValue { return handler(.next(lentValue.pointee)) }
        if let valueStorage { handler(.next(valueStorage.pointee)) }
    }

    /// The terminal event the subject keeps, if it ended.
    @inlinable var stopEvent: Event<Element>? {
        switch termination {
        case .error(let error)?: .error(error)
        case .completed?: .completed
        case nil: nil
        }
    }

    @inlinable func keepStopEvent(_ event: Event<Element>) {
        switch event {
        case .error(let error):
            termination = .error(error)
            isStopped = true
        case .completed:
            termination = .completed
            isStopped = true
        case .next: break
        }
    }

    @inlinable var hasObservers: Bool { lock.performLocked { !observers.isEmpty } }
    @inlinable var isDisposed: Bool { lock.performLocked { isDisposedFlag } }

    /// BehaviorSubject's `value()`.
    @inlinable func currentValue() throws -> Element {
        try lock.performLocked {
            if isDisposedFlag { throw disposedError }
            if case .error(let error) = stopEvent { throw error }
            guard let value else { throw disposedError }
            return value
        }
    }

    @inlinable func on(_ event: Event<Element>) {
        #if DEBUG
        tracker.register()
        defer { tracker.unregister() }
        #endif
        if !event.isStopEvent {
            deliver(event)
            return
        }
        let targets = lock.performLocked { recordStop(event) }
        targets.dispatch(event)
    }

    /// An element: recorded, then delivered to the observers of that moment through their
    /// snapshot, unretained. Taking the lock again afterwards (one atomic operation) is cheaper
    /// than retaining and releasing the observers for each element (two): the snapshot stays
    /// alive while `deliveries` counts it, since a change of observers meanwhile retires it
    /// rather than releasing it (`invalidateSnapshot()`).
    @inlinable func deliver(_ event: Event<Element>) {
        lock.lock()
        guard recordNext(event), !observers.isEmpty else {
            lock.unlock()
            return
        }
        let targets = startDelivery()
        targets._withUnsafeGuaranteedRef { $0.dispatch(event) }
        endDelivery()
    }

    /// `onNext`: as `on(.next(element))`, but the element reaches the observers that take it
    /// directly (`subscribe(onNext:)`'s) borrowed, with no `Event` around it: wrapping it in an
    /// event and taking it out again in each observer copied it once per observer (for a class
    /// element, a retain and a release each). Same record under the lock, same observers in
    /// the same order, delivered outside the lock, as `deliver(_:)`. For a PublishSubject or a
    /// ReplaySubject: a BehaviorSubject's is `onNextKeepingValue`, which keeps its value.
    @inlinable func onNext(_ element: consuming Element) {
        #if DEBUG
        tracker.register()
        defer { tracker.unregister() }
        #endif
        guard lockUnlessStopped() else { return }
        if case .replay(let limit) = kind { buffer.append(copy element, limit: limit) }
        if hasNoObservers {
            lock.unlock()
            return
        }
        deliverOwned(element)
    }

    /// `onNext`'s start: takes the lock and keeps it unless the subject is disposed or ended
    /// (then nothing is recorded or delivered, as RxSwift's `on` does).
    @inline(__always) @inlinable func lockUnlessStopped() -> Bool {
        lock.lock()
        if isStopped {
            lock.unlock()
            return false
        }
        return true
    }

    /// Under the lock, for an element: whether it goes to no one. A snapshot is made only for
    /// observers and dropped when they change, so while there is one the list is not read.
    @inline(__always) @inlinable var hasNoObservers: Bool {
        snapshot == nil && observers.isEmpty
    }

    /// Called under the lock, with an element recorded for observers: delivers it to them
    /// outside the lock, through their snapshot.
    @inline(__always) @inlinable func deliverOwned(_ element: consuming Element) {
        let targets = startDelivery()
        if targets._withUnsafeGuaranteedRef({ $0.anyTakesElements }) {
            targets._withUnsafeGuaranteedRef { $0.dispatchNextOutOfLine(element) }
        } else {
            let event = Event.next(element)
            targets._withUnsafeGuaranteedRef { $0.dispatch(event) }
        }
        endDelivery()
    }

    /// Called under the lock, with an element recorded for observers: the snapshot it goes to,
    /// counted as read (so not released while it is) and unretained; the lock is released.
    @inline(__always) @inlinable func startDelivery() -> Unmanaged<ObserverSnapshot<Element>> {
        if snapshot == nil { snapshot = ObserverSnapshot(observers.entries) }
        let targets = Unmanaged.passUnretained(snapshot.unsafelyUnwrapped)
        deliveries &+= 1
        lock.unlock()
        return targets
    }

    /// After a delivery from `startDelivery()`'s snapshot: the last delivery to end lets go of
    /// the snapshots retired meanwhile.
    @inline(__always) @inlinable func endDelivery() {
        lock.lock()
        deliveries &-= 1
        unlockAfterDelivery()
    }

    /// The end of `endDelivery()`, with the lock held and the delivery uncounted.
    @inline(__always) @inlinable func unlockAfterDelivery() {
        if deliveries == 0 && !retired.isEmpty {
            // Released after the lock: an observer's deinit may send to this subject.
            let released = takeRetired()
            lock.unlock()
            withExtendedLifetime(released) {}
            return
        }
        lock.unlock()
    }

    @inlinable func takeRetired() -> [ObserverSnapshot<Element>] {
        let released = retired
        retired = []
        return released
    }

    /// Records an element (`event` is `.next`); false when it goes to no one (the subject
    /// ended or was disposed).
    @inline(__always) @inlinable func recordNext(_ event: Event<Element>) -> Bool {
        if isStopped { return false }
        switch kind {
        case .publish:
            break
        case .behavior:
            if case .next(let element) = event { keepValue(element) }
        case .replay(let limit):
            if case .next(let element) = event { buffer.append(element, limit: limit) }
        }
        return true
    }

    /// Called under the lock before `observers` change: the snapshot no longer describes them.
    /// One that elements are being delivered from is kept until they are all delivered.
    @inlinable func invalidateSnapshot() {
        if snapshot != nil { dropSnapshot() }
    }

    /// Out of line: subscribing and disposing without elements in between (the common churn)
    /// only test for a snapshot.
    @inline(never) @usableFromInline func dropSnapshot() {
        guard let old = snapshot else { return }
        snapshot = nil
        if deliveries > 0 { retired.append(old) }
    }

    /// Records a terminal event and returns the observers it goes to (elements: `recordNext`).
    @inlinable func recordStop(_ event: Event<Element>) -> ObserverList<Element> {
        switch kind {
        case .publish:
            // As RxSwift's PublishSubject: a terminal event after `dispose()` is still kept.
            guard termination == nil else { return ObserverList() }
        case .behavior:
            if isStopped { return ObserverList() }
            keepStopEvent(event)
            // RxSwift's BehaviorSubject keeps its observers after a terminal event.
            return observers
        case .replay:
            if isStopped { return ObserverList() }
        }
        keepStopEvent(event)
        invalidateSnapshot()
        let targets = observers
        observers.removeAll()
        return targets
    }

    /// `subscribe` for `subscribe(onNext:)`'s observer, which also takes elements directly
    /// (`NextObserver.next`, called by `onNext` with the element borrowed; its `on` gets
    /// everything else, and the elements sent with `on(.next(…))`). A ReplaySubject's replay
    /// gate takes events only.
    @inlinable func subscribe(takingElements observer: NextObserver<Element>) -> Disposable {
        if case .replay = kind { return subscribeReplaying { observer.on($0) } }
        lock.lock()
        defer { lock.unlock() }
        guard !isStopped else { return subscribeEnded { observer.on($0) } }
        invalidateSnapshot()
        if case .behavior = kind { observers.reserveOnFirstInsert() }
        let subscription = SubjectSubscription(remove: { self.remove($0) },
                                               id: observers.insert(takingElements: observer))
        // A BehaviorSubject's value, under the lock, as in `subscribeEnded`.
        if case .behavior = kind { sendValue(to: observer.on) }
        return subscription
    }

    @inlinable func subscribe(_ handler: __owned @escaping Handler) -> Disposable {
        // `kind` never changes: a ReplaySubject's replay runs outside the lock (below). The
        // others return their subscription straight from the lock, as a plain (non-optional)
        // existential: copying and destroying an optional one goes through the runtime's
        // generic witnesses, about a sixth of a subscribe-and-dispose to a PublishSubject.
        if case .replay = kind { return subscribeReplaying(handler) }
        lock.lock()
        if case .publish = kind, !isStopped {
            // The common case, written out of the locked closure (which could only borrow the
            // handler): the caller's reference moves into the list, with no retain of its own.
            let subscription = insert(consume handler)
            lock.unlock()
            return subscription
        }
        defer { lock.unlock() }
        return subscribeEnded(handler)
    }

    /// `subscribe` under the lock, for a publish subject that has ended and for a behavior subject.
    @inlinable func subscribeEnded(_ handler: @escaping Handler) -> Disposable {
        switch kind {
        case .publish:
            if let stopEvent {
                handler(stopEvent)
                return Disposables.create()
            }
            if isDisposedFlag {
                handler(.error(disposedError))
                return Disposables.create()
            }
            return insert(handler)
        case .behavior, .replay:
            if isDisposedFlag {
                handler(.error(disposedError))
                return Disposables.create()
            }
            if let stopEvent {
                handler(stopEvent)
                return Disposables.create()
            }
            observers.reserveOnFirstInsert()
            let subscription = insert(handler)
            sendValue(to: handler)
            return subscription
        }
    }

    /// A ReplaySubject's new subscriber: registered and its replay taken under the lock, the
    /// replay delivered outside it through a `ReplayGate` (RxSwift 6.10, issue 2713).
    @inlinable func subscribeReplaying(_ handler: @escaping Handler) -> Disposable {
        let gate = ReplayGate(handler)
        let (replayed, terminal, subscription) = lock.performLocked {
            () -> ([Element], Event<Element>?, Disposable) in
            if isDisposedFlag { return ([], .error(disposedError), Disposables.create()) }
            var replayed: [Element] = []
            buffer.forEach { replayed.append($0) }
            if let stopEvent { return (replayed, stopEvent, Disposables.create()) }
            return (replayed, nil, insert(gate.on))
        }
        gate.replay(replayed, then: terminal)
        return subscription
    }

    @inline(__always) @inlinable func insert(_ handler: __owned @escaping Handler) -> Disposable {
        // The closure captures only the core, so the core itself is its context: no allocation.
        // Made here, where the element type is known, it runs specialized, while code reached
        // through a protocol method of a generic class runs unspecialized.
        invalidateSnapshot()
        return SubjectSubscription(remove: { self.remove($0) }, id: observers.insert(consume handler))
    }

    @inlinable func remove(_ id: Int) {
        lock.performLocked {
            invalidateSnapshot()
            observers.remove(id)
        }
    }

    @inlinable func dispose() {
        lock.performLocked {
            isDisposedFlag = true
            isStopped = true
            invalidateSnapshot()
            observers.removeAll()
            termination = nil
            buffer.removeAll()
        }
    }
}

/// How a subject ended. Not generic: a terminal event carries no element.
@usableFromInline enum SubjectTermination {
    case error(Swift.Error)
    case completed
}
