extension ObservableType {
    /// Emits an element, then at most one element per `dueTime`.
    ///
    /// As in RxSwift: an element arriving when `dueTime` has passed since the last emitted one
    /// is emitted at once. Otherwise, with `latest` true the newest such element is emitted when
    /// the period ends (and completion waits for it); with `latest` false it is dropped.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true,
                         scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in
            let sink = ThrottleSink(observer: observer, dueTime: dueTime, latest: latest, scheduler: scheduler)
            sink.setUpstream(source.run(sink.on))
            return sink
        }
    }
}

private final class ThrottleSink<Element>: SerializingSink<Element>, @unchecked Sendable {
    private let period: Int64
    private let latest: Bool
    private let scheduler: SchedulerType
    private let timer = SerialDisposable()
    // Guarded by `synchronized`.
    private var unsent: Element?
    private var lastSentTime: RxTime?
    private var completedWhileWaiting = false

    init(observer: @escaping (Event<Element>) -> Void, dueTime: RxTimeInterval, latest: Bool,
         scheduler: SchedulerType) {
        period = dueTime.nanoseconds ?? Int64.max / 2
        self.latest = latest
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let now = scheduler.now
            let wait = synchronized { () -> Int64? in
                let remaining = lastSentTime.map { period - (now.nanoseconds - $0.nanoseconds) } ?? 0
                if remaining <= 0 {
                    sendNow(element, at: now)
                    return nil
                }
                guard latest else { return nil }
                let timerRunning = unsent != nil
                unsent = element
                return timerRunning ? nil : remaining
            }
            if let wait {
                timer.disposable = scheduler.scheduleRelative((), dueTime: .nanoseconds(Int(wait)),
                                                              label: "throttle") { [self] _ in
                    emitUnsent()
                    return Disposables.create()
                }
            }
        case .error:
            synchronized {
                unsent = nil
                send(event)
            }
        case .completed:
            synchronized {
                if unsent != nil {
                    completedWhileWaiting = true
                } else {
                    send(.completed)
                }
            }
        }
    }

    /// Needs `synchronized`.
    private func sendNow(_ element: Element, at now: RxTime) {
        unsent = nil
        send(.next(element))
        lastSentTime = now
    }

    private func emitUnsent() {
        let now = scheduler.now
        synchronized {
            if let element = unsent { sendNow(element, at: now) }
            if completedWhileWaiting { send(.completed) }
        }
    }

    override func disposeResources() {
        timer.dispose()
    }
}
