/// A scheduler that queues a timer's work without a state parameter: what `debounce` asks for
/// first, falling back to `SchedulerType`'s `scheduleRelative` for any other scheduler.
///
/// Through `SchedulerType` (an existential, as RxSwift's operators take), `scheduleRelative`
/// on a virtual-time scheduler runs code unspecialized over both the caller's state type and
/// the converter: generic metadata lookups, a closure box laid out at run time, about 1,150
/// instructions per timer. This method has no generic parameter of its own, and is
/// implemented for one converter only. Same due time, same label, same `adjustScheduledTime`
/// call and same queue as `scheduleRelative(_:dueTime:label:action:)`.
@usableFromInline protocol TimerScheduling: AnyObject {
    func scheduleTimer(after dueTime: RxTimeInterval, label: String, work: @escaping () -> Disposable) -> Disposable
}

extension SchedulerType {
    /// This scheduler as a `TimerScheduling` one, when it is (a virtual-time scheduler).
    @inlinable var timerScheduling: TimerScheduling? { self as? TimerScheduling }
}

// Only for integer ticks (TestScheduler, rxs sessions' clocks): there the witness below is
// compiled for the concrete converter, so queueing the timer runs specialized code.
extension VirtualTimeScheduler: TimerScheduling where Converter == _VirtualTickConverter {
    @usableFromInline func scheduleTimer(after dueTime: RxTimeInterval, label: String,
                                         work: @escaping () -> Disposable) -> Disposable {
        let time = adjustScheduledTime(converter.virtualTime(clock, advancedBy: dueTime))
        return virtualClock.enqueue(time: time, label: label, work: work)
    }
}
