extension ObservableType where Element: BinaryInteger {
    /// `count` consecutive integers from `start`, then completion. Emission starts on the
    /// current-thread trampoline, after the subscriber is wired, and stops when disposed.
    public static func range(start: Element, count: Element,
                             scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        Producer { observer in
            let sink = Sink(observer: observer)
            sink.setUpstream(scheduler.schedule(()) { _ in
                var offset: Element = 0
                while offset < count, !sink.isDisposed {
                    sink.forwardNext(start + offset)
                    offset += 1
                }
                sink.forwardCompleted()
                return Disposables.create()
            })
            return sink
        }
    }
}
