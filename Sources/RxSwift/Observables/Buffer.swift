extension ObservableType {
    /// Collects elements into arrays, emitted every `timeSpan` or as soon as `count` elements
    /// are collected, whichever comes first (then the time span starts again). Arrays may be
    /// empty; on completion the current one is emitted.
    @inlinable public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<[Element]> {
        let source = asObservable()
        return Producer { observer in
            let sink = BufferSink<Element>(observer: observer, timeSpan: timeSpan, count: count, scheduler: scheduler)
            sink.start()
            sink.setUpstream(source.run { sink.on($0) })
            return sink
        }
    }
}

/// The source's events and the timer go through one serial delivery, so the state below is
/// only touched by one thread at a time and events reach the observer one at a time.
@usableFromInline final class BufferSink<Element>: Sink<[Element]>, @unchecked Sendable {
    @usableFromInline let timeSpan: RxTimeInterval
    @usableFromInline let count: Int
    @usableFromInline let scheduler: SchedulerType
    @usableFromInline let delivery = SerialDelivery()
    @usableFromInline let timer = SerialDisposable()
    @usableFromInline var buffer: [Element] = []
    @usableFromInline var window: UInt64 = 0

    @inlinable init(observer: @escaping (Event<[Element]>) -> Void, timeSpan: RxTimeInterval, count: Int,
         scheduler: SchedulerType) {
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    @inlinable func start() {
        delivery.run(self, ()) { sink, _ in sink.startTimer() }
    }

    @inlinable func on(_ event: Event<Element>) {
        delivery.run(self, event) { sink, event in sink.handle(event) }
    }

    @inlinable func handle(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            buffer.append(element)
            if buffer.count == count { emitBufferAndStartOver() }
        case .error(let error):
            buffer = []
            forwardError(error)
        case .completed:
            forwardNext(buffer)
            forwardCompleted()
        }
    }

    @inlinable func emitBufferAndStartOver() {
        window &+= 1
        let full = buffer
        buffer = []
        forwardNext(full)
        startTimer()
    }

    @inlinable func startTimer() {
        guard !timer.isDisposed else { return }
        timer.disposable = scheduler.scheduleRelative(window, dueTime: timeSpan, label: "buffer") { [self] due in
            delivery.run(self, due) { sink, due in
                if due == sink.window { sink.emitBufferAndStartOver() }
            }
            return Disposables.create()
        }
    }

    @inlinable override func disposeResources() {
        timer.dispose()
    }
}
