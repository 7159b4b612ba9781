extension ObservableType {
    /// Emits an element only after `dueTime` has passed without another element; on
    /// completion the element still waiting is emitted first.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return Producer { observer in
            let sink = DebounceSink(observer: observer, dueTime: dueTime, scheduler: scheduler)
            sink.setUpstream(source.run(sink.on))
            return sink
        }
    }
}

private final class DebounceSink<Element>: SerializingSink<Element>, @unchecked Sendable {
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    /// Cancelling the previous timer removes it from the scheduler's queue.
    private let timer = SerialDisposable()
    // Guarded by `synchronized`.
    private var waiting: Element?
    private var generation: UInt64 = 0

    init(observer: @escaping (Event<Element>) -> Void, dueTime: RxTimeInterval, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer)
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next(let element):
            let current = synchronized { () -> UInt64 in
                generation &+= 1
                waiting = element
                return generation
            }
            timer.disposable = scheduler.scheduleRelative(current, dueTime: dueTime, label: "debounce") { [self] due in
                emitIfCurrent(due)
                return Disposables.create()
            }
        case .error:
            synchronized {
                waiting = nil
                send(event)
            }
        case .completed:
            synchronized {
                if let element = waiting {
                    waiting = nil
                    send(.next(element))
                }
                send(.completed)
            }
        }
    }

    private func emitIfCurrent(_ due: UInt64) {
        synchronized {
            guard due == generation, let element = waiting else { return }
            waiting = nil
            send(.next(element))
        }
    }

    override func disposeResources() {
        timer.dispose()
    }
}
