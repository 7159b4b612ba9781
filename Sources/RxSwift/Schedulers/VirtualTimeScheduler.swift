import Dispatch

/// A scheduler whose clock only moves when told to, as RxSwift's `VirtualTimeScheduler`:
/// the base of RxTest's `TestScheduler`, of `HistoricalScheduler` and of the clock rxs
/// sessions run on (`VirtualTickScheduler`, integer ticks of one millisecond).
///
/// Work due at the same time runs in the order it was scheduled; each piece of work may carry
/// a label ("debounce"), so what is still waiting can be shown (`pendingWork`). Scheduling
/// from other threads is safe; running happens on the caller's thread.
///
/// Unlike RxSwift, the clock never moves backwards (`advanceTo` a past time only runs what
/// is due), and calls RxSwift rejects with a fatal error (`sleep` into the past, `advanceTo`
/// while running) are ignored or run nested instead.
open class VirtualTimeScheduler<Converter: VirtualTimeConverterType>: SchedulerType, CustomDebugStringConvertible,
    @unchecked Sendable {
    public typealias VirtualTime = Converter.VirtualTimeUnit
    public typealias VirtualTimeInterval = Converter.VirtualTimeIntervalUnit

    /// A description of work still waiting, for messages such as "debounce due in 500 ms".
    public struct PendingWork: CustomStringConvertible {
        public let time: VirtualTime
        public let label: String?

        @inlinable public init(time: VirtualTime, label: String?) {
            self.time = time
            self.label = label
        }

        @inlinable public var description: String { "\(label ?? "work") at \(time)" }
    }

    @usableFromInline let converter: Converter
    @usableFromInline let virtualClock: VirtualClock<Converter>

    @inlinable public init(initialClock: VirtualTime, converter: Converter) {
        self.converter = converter
        virtualClock = VirtualClock(now: initialClock, converter: converter)
    }

    deinit {
        // Pending items hold the clock strongly; dropping them breaks that cycle.
        for item in virtualClock.removeAll() { _ = item.dropWork() }
    }

    // The members below are `final` (RxSwift's are `public`, not `open`, so no subclass
    // outside the module could override them anyway): a call on a concrete scheduler, such as
    // the session's reads of its clock, is then direct and specialised, not a vtable call of
    // the unspecialised generic body.

    /// The scheduler's absolute virtual time.
    @inlinable public final var clock: VirtualTime { virtualClock.clock }

    /// The clock in real-time units.
    @inlinable public final var now: RxTime { converter.convertFromVirtualTime(clock) }

    /// True while `start()` or `advanceTo(_:)` is running and `stop()` has not been called.
    @inlinable public final var isRunning: Bool { virtualClock.isRunning }

    /// Same as `isRunning`.
    @inlinable public final var isEnabled: Bool { isRunning }

    /// Lets subclasses move work scheduled with `schedule`/`scheduleRelative` (RxTest's
    /// simulated processing delay); absolute and virtual-relative scheduling is not adjusted.
    open func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        time
    }

    // MARK: Scheduling

    @inlinable public final func schedule<StateType>(_ state: StateType,
                                                    action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .nanoseconds(0), label: nil, action: action)
    }

    @inlinable public final func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval,
                                            action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: dueTime, label: nil, action: action)
    }

    @inlinable public final func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, label: String,
                                            action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: dueTime, label: Optional(label), action: action)
    }

    @inlinable func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, label: String?,
                                             action: @escaping (StateType) -> Disposable) -> Disposable {
        let time = adjustScheduledTime(converter.virtualTime(clock, advancedBy: dueTime))
        return scheduleAbsoluteVirtual(state, time: time, label: label, action: action)
    }

    /// Schedules work `dueTime` virtual units from now.
    @discardableResult
    @inlinable public final func scheduleRelativeVirtual<StateType>(_ state: StateType, dueTime: VirtualTimeInterval,
                                                   action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelativeVirtual(state, dueTime: dueTime, label: nil, action: action)
    }

    /// Schedules work `dueTime` virtual units from now, naming it in `pendingWork`.
    @discardableResult
    @inlinable public final func scheduleRelativeVirtual<StateType>(_ state: StateType, dueTime: VirtualTimeInterval,
                                                         label: String?,
                                                         action: @escaping (StateType) -> Disposable) -> Disposable {
        let time = converter.offsetVirtualTime(clock, offset: dueTime)
        return scheduleAbsoluteVirtual(state, time: time, label: label, action: action)
    }

    /// Schedules work at an absolute virtual time. Work due in the past runs at the next run,
    /// before work due now, without moving the clock back.
    @discardableResult
    @inlinable public final func scheduleAbsoluteVirtual<StateType>(_ state: StateType, time: VirtualTime,
                                                   action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleAbsoluteVirtual(state, time: time, label: nil, action: action)
    }

    /// Schedules work at an absolute virtual time, naming it in `pendingWork`.
    @discardableResult
    @inlinable public final func scheduleAbsoluteVirtual<StateType>(_ state: StateType, time: VirtualTime,
                                                         label: String?,
                                                         action: @escaping (StateType) -> Disposable) -> Disposable {
        virtualClock.enqueue(time: time, label: label) { action(state) }
    }

    /// Schedules `fire(target, token)` at an absolute virtual time, as
    /// `scheduleAbsoluteVirtual(_:time:action:)` schedules an action, with no closure made for
    /// it (`fire` captures nothing): RxTest's recorded events, one item each.
    @discardableResult
    @inlinable package final func scheduleAbsoluteVirtual(at time: VirtualTime, target: AnyObject, token: UInt64,
                                                    fire: @escaping (AnyObject, UInt64) -> Void) -> Disposable {
        virtualClock.enqueueTimer(time: time, label: nil, target: target, token: token, fire: fire)
    }

    // MARK: Running

    /// The time of the earliest pending work, if any.
    @inlinable public final var nextDueTime: VirtualTime? {
        guard let first = virtualClock.first else { return nil }
        // With integer ticks the key is the time: unspecialized (as the session asks between
        // steps), reading the item's generic time looked up its class's metadata every time.
        if virtualClock.isKeyed { return unsafeBitCast(first.key, to: VirtualTime.self) }
        return timed(first).time
    }

    /// Work still waiting, earliest first.
    @inlinable public final var pendingWork: [PendingWork] {
        virtualClock.sortedItems.map { PendingWork(time: timed($0).time, label: $0.label) }
    }

    /// Runs all work in time order until none is left or `stop()` is called. Does nothing
    /// when already running.
    @inlinable public final func start() {
        guard !virtualClock.startRunning() else { return }
        if virtualClock.isKeyed {
            while let item = virtualClock.takeNext(dueByKey: Int.max) { run(item) }
        } else {
            runAllByConverter()
        }
        virtualClock.isRunning = false
    }

    /// Stops `start()` or `advanceTo(_:)` after the work running now.
    @inlinable public final func stop() {
        virtualClock.isRunning = false
    }

    /// Runs all work due up to and including `virtualTime`, then sets the clock to it.
    /// A time in the past only runs what is due now, and leaves the clock where it is.
    @inlinable public final func advanceTo(_ virtualTime: VirtualTime) {
        let wasRunning = virtualClock.startRunning()
        let limit = virtualClock.later(virtualTime, clock)
        // With integer ticks the loop compares keys: nothing generic is looked up per item.
        if virtualClock.isKeyed {
            let limitKey = virtualClock.key(limit)
            while let item = virtualClock.takeNext(dueByKey: limitKey) { run(item) }
        } else {
            runByConverter(dueBy: limit)
        }
        virtualClock.advance(to: limit)
        // Nested in `start()`, keep that run going unless `stop()` was called.
        virtualClock.endRun(wasRunning: wasRunning)
    }

    /// Runs everything due at the current time, including work that work due now schedules now.
    @inlinable public final func runDue() {
        advanceTo(clock)
    }

    /// Moves the clock forward without running anything; an interval into the past is ignored.
    @inlinable public final func sleep(_ virtualInterval: VirtualTimeInterval) {
        virtualClock.sleep(virtualInterval)
    }

    @inlinable public final var debugDescription: String {
        let pending = pendingWork
        return "VirtualTimeScheduler at \(clock), \(pending.count) pending: "
            + pending.map(\.description).joined(separator: ", ")
    }

    @inlinable func timed(_ item: ScheduledItem) -> TimedScheduledItem<Converter> {
        unsafeDowncast(item, to: TimedScheduledItem<Converter>.self)
    }

    /// Runs the work due by `limit` for times that are not integer ticks. Not inlined, and
    /// the limit not optional: unspecialized, the caller would otherwise look up the metadata
    /// of an `Optional` time on every call, also when its clock counts ticks.
    @inlinable @inline(never) func runByConverter(dueBy limit: VirtualTime) {
        while let item = virtualClock.takeNext(dueBy: limit) { run(item) }
    }

    /// Runs all work, for times that are not integer ticks (see `runByConverter(dueBy:)`).
    @inlinable @inline(never) func runAllByConverter() {
        while let item = virtualClock.takeNext(dueBy: nil) { run(item) }
    }

    @inlinable func run(_ item: ScheduledItem) {
        guard !item.isDisposed, let disposable = item.runWork() else { return }
        item.setUpstream(disposable)
    }
}

extension VirtualTimeScheduler.PendingWork: Equatable where Converter.VirtualTimeUnit: Equatable {}

extension VirtualTimeScheduler.PendingWork: Sendable where Converter.VirtualTimeUnit: Sendable {}
