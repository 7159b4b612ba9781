extension ObservableType {
    /// Fails with `RxError.timeout` if the first element, or the next one, does not arrive
    /// within `dueTime`.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timeout(dueTime, replacement: nil, scheduler: scheduler)
    }

    /// Switches to `other` if the first element, or the next one, does not arrive within `dueTime`.
    public func timeout<Source: ObservableConvertibleType>(_ dueTime: RxTimeInterval, other: Source,
                                                          scheduler: SchedulerType) -> Observable<Element>
    where Element == Source.Element {
        timeout(dueTime, replacement: other.asObservable(), scheduler: scheduler)
    }

    /// Without a replacement the timeout is an error.
    private func timeout(_ dueTime: RxTimeInterval, replacement: Observable<Element>?,
                         scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in
            let sink = TimeoutSink(observer: observer, dueTime: dueTime, other: replacement, scheduler: scheduler)
            sink.start(source)
            return sink
        }
    }
}

private final class TimeoutSink<Element>: SerializingSink<Element>, @unchecked Sendable {
    private let dueTime: RxTimeInterval
    private let other: Observable<Element>?
    private let scheduler: SchedulerType
    /// The source's subscription, replaced by `other`'s when the timer wins.
    private let subscription = SerialDisposable()
    private let timer = SerialDisposable()
    // Guarded by `synchronized`.
    private var generation: UInt64 = 0
    private var timedOut = false

    init(observer: @escaping (Event<Element>) -> Void, dueTime: RxTimeInterval, other: Observable<Element>?,
         scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.other = other
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    func start(_ source: Observable<Element>) {
        let original = SingleAssignmentDisposable()
        subscription.disposable = original
        startTimer(for: 0)
        original.setDisposable(source.run(on))
    }

    private func on(_ event: Event<Element>) {
        let next = synchronized { () -> UInt64? in
            guard !timedOut else { return nil }
            generation &+= 1
            send(event)
            return generation
        }
        if let next, !event.isStopEvent { startTimer(for: next) }
    }

    private func startTimer(for expected: UInt64) {
        guard !timer.isDisposed else { return }
        timer.disposable = scheduler.scheduleRelative(expected, dueTime: dueTime, label: "timeout") { [self] due in
            fire(due)
            return Disposables.create()
        }
    }

    private func fire(_ due: UInt64) {
        let wins = synchronized { () -> Bool in
            guard !timedOut, due == generation else { return false }
            timedOut = true
            if other == nil { send(.error(RxError.timeout)) }
            return true
        }
        guard wins, let other else { return }
        subscription.disposable = other.run { [self] event in synchronized { send(event) } }
    }

    override func disposeResources() {
        subscription.dispose()
        timer.dispose()
    }
}
