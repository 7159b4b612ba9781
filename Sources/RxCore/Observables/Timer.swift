/// The integer element types `interval` and `timer` count with, as in RxSwift.
public typealias RxAbstractInteger = FixedWidthInteger

extension ObservableType where Element: RxAbstractInteger {
    /// Sends 0 after `dueTime`, then, with a `period`, 1, 2, … every `period`; without a
    /// period it completes after the 0.
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil,
                             scheduler: SchedulerType) -> Observable<Element> {
        TimerProducer(dueTime: dueTime, period: period, scheduler: scheduler)
    }
}

private final class TimerProducer<Element: RxAbstractInteger>: Observable<Element> {
    private let dueTime: RxTimeInterval
    private let period: RxTimeInterval?
    private let scheduler: SchedulerType

    init(dueTime: RxTimeInterval, period: RxTimeInterval?, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.period = period
        self.scheduler = scheduler
    }

    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        let sink = Sink(observer: observer)
        if let period {
            sink.setUpstream(scheduler.schedulePeriodic(Element.zero, startAfter: dueTime, period: period) { count in
                sink.forwardNext(count)
                return count &+ 1
            })
        } else {
            sink.setUpstream(scheduler.scheduleRelative(sink, dueTime: dueTime, label: "timer") { sink in
                sink.forwardNext(Element.zero)
                sink.forwardCompleted()
                return Disposables.create()
            })
        }
        return sink
    }
}
