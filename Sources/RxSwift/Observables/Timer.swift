/// The integer element types `interval` and `timer` count with, as in RxSwift.
public typealias RxAbstractInteger = FixedWidthInteger

extension ObservableType where Element: RxAbstractInteger {
    /// Sends 0 after `dueTime`, then, with a `period`, 1, 2, … every `period`; without a
    /// period it completes after the 0.
    @inlinable public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil,
                             scheduler: SchedulerType) -> Observable<Element> {
        Producer { observer in
            let sink = Sink(observer: consume observer)
            if let period {
                sink.setUpstream(scheduler.schedulePeriodic(Element.zero, startAfter: dueTime, period: period) { count in
                    sink.forwardNext(count)
                    return count &+ 1
                })
            } else {
                sink.setUpstream(scheduler.scheduleRelative((), dueTime: dueTime, label: "timer") { _ in
                    sink.forwardNext(Element.zero)
                    sink.forwardCompleted()
                    return Disposables.create()
                })
            }
            return sink
        }
    }
}
