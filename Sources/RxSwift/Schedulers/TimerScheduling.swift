/// A scheduler that queues a timer's work without a state parameter: what `debounce` and
/// `observe(on:)` ask for first, falling back to `scheduleRelative` or `schedule` for any other
/// scheduler (`observe(on:)`'s step is a timer due after zero, unlabelled, as `schedule` queues it).
///
/// Through `SchedulerType` (an existential, as RxSwift's operators take), `scheduleRelative`
/// on a virtual-time scheduler runs code unspecialized over both the caller's state type and
/// the converter: generic metadata lookups, a closure box laid out at run time, about 1,150
/// instructions per timer. This method has no generic parameter of its own, and is
/// implemented for one converter only. Same due time, same label, same `adjustScheduledTime`
/// call and same queue as `scheduleRelative(_:dueTime:label:action:)`.
///
/// The work is `fire(target, token)`: a function that captures nothing (made where the
/// caller's types are known, so it has no context to allocate) and the object and value it is
/// applied to, kept by the queued item itself. A closure capturing the two was a second
/// object allocated and freed per timer.
///
/// `package`, not public: rxs's APIClient queues its fixture answers and their delivery to a
/// Single through it; RxSwift's API is unchanged.
@usableFromInline package protocol TimerScheduling: AnyObject, Sendable {
    func scheduleTimer(after dueTime: RxTimeInterval, label: String?, target: AnyObject, token: UInt64,
                       fire: @escaping (AnyObject, UInt64) -> Void) -> Disposable
}

extension ImmediateSchedulerType {
    /// This scheduler as a `TimerScheduling` one, when it is (a virtual-time scheduler of ticks,
    /// the only conformance). Cast to the class, not to the protocol: a class cast walks the
    /// superclass chain, where a protocol cast looks the conformance up in the runtime's cache
    /// (paid by every `observe(on:)` and `debounce` subscription: 0.36k instructions a replayed line).
    @inlinable package var timerScheduling: TimerScheduling? { self as? VirtualTimeScheduler<_VirtualTickConverter> }
}

// Only for integer ticks (TestScheduler, rxs sessions' clocks): there the witness below is
// compiled for the concrete converter, so queueing the timer runs specialized code.
extension VirtualTimeScheduler: TimerScheduling where Converter == _VirtualTickConverter {
    @usableFromInline package func scheduleTimer(after dueTime: RxTimeInterval, label: String?, target: AnyObject,
                                                 token: UInt64, fire: @escaping (AnyObject, UInt64) -> Void) -> Disposable {
        let time = adjustScheduledTime(converter.virtualTime(clock, advancedBy: dueTime))
        return virtualClock.enqueueTimer(time: time, label: label, target: target, token: token, fire: fire)
    }
}

extension VirtualClock {
    /// Queues `fire(target, token)` to run at `time`, as `enqueue(time:label:work:)` queues work.
    @inlinable func enqueueTimer(time: Converter.VirtualTimeUnit, label: String?, target: AnyObject, token: UInt64,
                                 fire: @escaping (AnyObject, UInt64) -> Void) -> ScheduledItem {
        lock.withLock {
            let item = ScheduledTimer(time: time, sequence: nextSequence, label: label, clock: self,
                                      target: target, token: token, fire: fire)
            nextSequence += 1
            queue.insert(item)
            return item
        }
    }
}

/// A timer queued through `TimerScheduling`: runs `fire(target, token)` once, as
/// `ScheduledWork` runs its closure, and lets go of the target as `ScheduledWork` lets go of
/// its closure (when run, dropped or disposed).
@usableFromInline final class ScheduledTimer<Converter: VirtualTimeConverterType>: TimedScheduledItem<Converter>,
    @unchecked Sendable {
    @usableFromInline let token: UInt64
    @usableFromInline let fire: (AnyObject, UInt64) -> Void
    @usableFromInline @exclusivity(unchecked) var target: AnyObject?

    @inlinable init(time: Converter.VirtualTimeUnit, sequence: Int, label: String?, clock: VirtualClock<Converter>,
                    target: AnyObject, token: UInt64, fire: @escaping (AnyObject, UInt64) -> Void) {
        self.token = token
        self.fire = fire
        self.target = target
        super.init(time: time, sequence: sequence, label: label, clock: clock)
    }

    @inlinable override func runWork() -> Disposable? {
        guard let target = target.take() else { return nil }
        fire(target, token)
        return Disposables.create()
    }

    @inlinable override func dropWork() -> Any? {
        target.take()
    }

    @inlinable override func disposeResources() {
        // As `ScheduledWork`'s: the target goes last, outside the lock (it may hold the scheduler).
        let released = target.take()
        super.disposeResources()
        withExtendedLifetime(released) {}
    }
}
