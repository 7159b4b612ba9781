extension ObservableType {
    /// Collects elements into arrays, emitted every `timeSpan` or as soon as `count` elements
    /// are collected, whichever comes first (then the time span starts again). Arrays may be
    /// empty; on completion the current one is emitted.
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<[Element]> {
        let source = asObservable()
        return Producer { observer in
            let sink = BufferSink<Element>(observer: observer, timeSpan: timeSpan, count: count, scheduler: scheduler)
            sink.startTimer(for: 0)
            sink.setUpstream(source.run(sink.on))
            return sink
        }
    }
}

private final class BufferSink<Element>: SerializingSink<[Element]>, @unchecked Sendable {
    private let timeSpan: RxTimeInterval
    private let count: Int
    private let scheduler: SchedulerType
    private let timer = SerialDisposable()
    // Guarded by `synchronized`.
    private var buffer: [Element] = []
    private var window: UInt64 = 0

    init(observer: @escaping (Event<[Element]>) -> Void, timeSpan: RxTimeInterval, count: Int,
         scheduler: SchedulerType) {
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let nextWindow = synchronized { () -> UInt64? in
                buffer.append(element)
                return buffer.count == count ? emitBuffer() : nil
            }
            if let nextWindow { startTimer(for: nextWindow) }
        case .error(let error):
            synchronized {
                buffer = []
                send(.error(error))
            }
        case .completed:
            synchronized {
                send(.next(buffer))
                send(.completed)
            }
        }
    }

    /// Needs `synchronized`; returns the new window.
    private func emitBuffer() -> UInt64 {
        window &+= 1
        send(.next(buffer))
        buffer = []
        return window
    }

    func startTimer(for expected: UInt64) {
        guard !timer.isDisposed else { return }
        timer.disposable = scheduler.scheduleRelative(expected, dueTime: timeSpan, label: "buffer") { [self] due in
            let nextWindow = synchronized { due == window ? emitBuffer() : nil }
            if let nextWindow { startTimer(for: nextWindow) }
            return Disposables.create()
        }
    }

    override func disposeResources() {
        timer.dispose()
    }
}
