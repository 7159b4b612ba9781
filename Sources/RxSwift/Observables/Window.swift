extension ObservableType {
    /// Splits the source into windows, each a sequence of its own: a window closes (and the
    /// next one opens) after `count` elements or `timeSpan`, whichever comes first. The first
    /// window opens at subscription; errors and completion end the current window and the
    /// result. The source stays subscribed while the result or any window is subscribed.
    @inlinable public func window(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType)
    -> Observable<Observable<Element>> {
        let source = asObservable()
        return Producer { observer in
            let sink = WindowSink(observer: observer, timeSpan: timeSpan, count: count, scheduler: scheduler)
            sink.run(source)
            return sink
        }
    }
}

/// The source's events and the timer go through one serial delivery, so the state below is
/// only touched by one thread at a time.
@usableFromInline final class WindowSink<Element>: Sink<Observable<Element>>, @unchecked Sendable {
    @usableFromInline let timeSpan: RxTimeInterval
    @usableFromInline let count: Int
    @usableFromInline let scheduler: SchedulerType
    @usableFromInline let delivery = SerialDelivery()
    @usableFromInline let timer = SerialDisposable()
    @usableFromInline let subscription = SingleAssignmentDisposable()
    @usableFromInline let refCount: RefCountedSubscription
    @usableFromInline var window = PublishSubject<Element>()
    @usableFromInline var elementCount = 0
    @usableFromInline var windowID = 0

    @inlinable init(observer: @escaping (Event<Observable<Element>>) -> Void, timeSpan: RxTimeInterval, count: Int,
         scheduler: SchedulerType) {
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
        refCount = RefCountedSubscription(Disposables.create(timer, subscription))
        super.init(observer: observer)
    }

    @inlinable func run(_ source: Observable<Element>) {
        setUpstream(refCount)
        forwardNext(window.asObservable().addingRef(refCount))
        startTimer(for: windowID)
        subscription.setDisposable(source.run { [self] event in
            delivery.run(self, event) { sink, event in sink.handle(event) }
        })
    }

    @inlinable func handle(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            window.on(.next(element))
            elementCount += 1
            if elementCount == count {
                elementCount = 0
                windowID &+= 1
                openNextWindow()
                startTimer(for: windowID)
            }
        case .error(let error):
            window.on(.error(error))
            forwardError(error)
        case .completed:
            window.on(.completed)
            forwardCompleted()
        }
    }

    @inlinable func openNextWindow() {
        window.on(.completed)
        window = PublishSubject()
        forwardNext(window.asObservable().addingRef(refCount))
    }

    /// A window closed by its count cancels its timer: the timer of a window that is no
    /// longer current does nothing.
    @inlinable func startTimer(for id: Int) {
        guard !timer.isDisposed else { return }
        timer.disposable = scheduler.scheduleRelative(id, dueTime: timeSpan, label: "window") { [self] id in
            delivery.run(self, id) { sink, id in sink.timerFired(id) }
            return Disposables.create()
        }
    }

    @inlinable func timerFired(_ id: Int) {
        guard id == windowID else { return }
        elementCount = 0
        windowID &+= 1
        openNextWindow()
        startTimer(for: windowID)
    }
}
