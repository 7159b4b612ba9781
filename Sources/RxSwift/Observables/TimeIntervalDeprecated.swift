// RxSwift 5 moved the time operators from Foundation's `TimeInterval` (seconds as a Double) to
// `RxTimeInterval`; RxSwift 6 still compiles the old forms, deprecated. rxs has no
// Foundation, so they take the Double that `TimeInterval` stands for, converted to
// milliseconds as RxSwift converts them.

private func milliseconds(_ seconds: Double) -> RxTimeInterval {
    .milliseconds(Int(seconds * 1000.0))
}

extension ObservableType where Element: RxAbstractInteger {
    @available(*, deprecated, message: "Use DispatchTimeInterval overload instead.", renamed: "interval(_:scheduler:)")
    public static func interval(_ period: Double, scheduler: SchedulerType) -> Observable<Element> {
        interval(milliseconds(period), scheduler: scheduler)
    }

    @available(*, deprecated, message: "Use DispatchTimeInterval overload instead.", renamed: "timer(_:period:scheduler:)")
    public static func timer(_ dueTime: Double, period: Double? = nil, scheduler: SchedulerType) -> Observable<Element> {
        timer(milliseconds(dueTime), period: period.map(milliseconds), scheduler: scheduler)
    }
}

extension ObservableType {
    @available(*, deprecated, message: "Use DispatchTimeInterval overload instead.", renamed: "timeout(_:scheduler:)")
    public func timeout(_ dueTime: Double, scheduler: SchedulerType) -> Observable<Element> {
        timeout(milliseconds(dueTime), scheduler: scheduler)
    }

    @available(*, deprecated, message: "Use DispatchTimeInterval overload instead.", renamed: "timeout(_:other:scheduler:)")
    public func timeout<Source: ObservableConvertibleType>(_ dueTime: Double, other: Source, scheduler: SchedulerType)
    -> Observable<Element> where Source.Element == Element {
        timeout(milliseconds(dueTime), other: other, scheduler: scheduler)
    }

    @available(*, deprecated, message: "Use DispatchTimeInterval overload instead.", renamed: "skip(_:scheduler:)")
    public func skip(_ duration: Double, scheduler: SchedulerType) -> Observable<Element> {
        skip(milliseconds(duration), scheduler: scheduler)
    }

    @available(*, deprecated, message: "Use DispatchTimeInterval overload instead.", renamed: "take(for:scheduler:)")
    public func take(_ duration: Double, scheduler: SchedulerType) -> Observable<Element> {
        take(for: milliseconds(duration), scheduler: scheduler)
    }

    @available(*, deprecated, message: "Use DispatchTimeInterval overload instead.", renamed: "delaySubscription(_:scheduler:)")
    public func delaySubscription(_ dueTime: Double, scheduler: SchedulerType) -> Observable<Element> {
        delaySubscription(milliseconds(dueTime), scheduler: scheduler)
    }

    @available(*, deprecated, message: "Use DispatchTimeInterval overload instead.", renamed: "delay(_:scheduler:)")
    public func delay(_ dueTime: Double, scheduler: SchedulerType) -> Observable<Element> {
        delay(milliseconds(dueTime), scheduler: scheduler)
    }

    @available(*, deprecated, message: "Use DispatchTimeInterval overload instead.", renamed: "debounce(_:scheduler:)")
    public func debounce(_ dueTime: Double, scheduler: SchedulerType) -> Observable<Element> {
        debounce(milliseconds(dueTime), scheduler: scheduler)
    }

    @available(*, deprecated, message: "Use DispatchTimeInterval overload instead.", renamed: "throttle(_:latest:scheduler:)")
    public func throttle(_ dueTime: Double, latest: Bool = true, scheduler: SchedulerType) -> Observable<Element> {
        throttle(milliseconds(dueTime), latest: latest, scheduler: scheduler)
    }

    @available(*, deprecated, message: "Use DispatchTimeInterval overload instead.", renamed: "buffer(timeSpan:count:scheduler:)")
    public func buffer(timeSpan: Double, count: Int, scheduler: SchedulerType) -> Observable<[Element]> {
        buffer(timeSpan: milliseconds(timeSpan), count: count, scheduler: scheduler)
    }

    @available(*, deprecated, message: "Use DispatchTimeInterval overload instead.", renamed: "window(timeSpan:count:scheduler:)")
    public func window(timeSpan: Double, count: Int, scheduler: SchedulerType) -> Observable<Observable<Element>> {
        window(timeSpan: milliseconds(timeSpan), count: count, scheduler: scheduler)
    }
}
