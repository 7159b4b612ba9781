/// A scheduler whose clock only moves when told to: the clock rxs sessions and tests run on.
///
/// Time is an integer number of ticks; `resolution` is the length of one tick in seconds
/// (0.001: one tick is one millisecond). Work due at the same tick runs in the order it was
/// scheduled. Scheduling from other threads is safe; running happens on the caller's thread.
open class VirtualTimeScheduler: SchedulerType, @unchecked Sendable {
    /// A description of work still waiting, for messages such as "debounce due in 500 ms".
    public struct PendingWork: Equatable, Sendable, CustomStringConvertible {
        public let time: Int
        public let label: String?

        public init(time: Int, label: String?) {
            self.time = time
            self.label = label
        }

        public var description: String { "\(label ?? "work") at \(time)" }
    }

    private let virtualClock: VirtualClock
    /// Seconds per tick.
    public let resolution: Double

    public init(initialClock: Int = 0, resolution: Double = 0.001) {
        virtualClock = VirtualClock(now: initialClock)
        self.resolution = resolution
    }

    deinit {
        // Pending items hold the clock strongly; dropping them breaks that cycle.
        for item in virtualClock.withState({ $0.queue.removeAll() }) { _ = item.dropWork() }
    }

    private func withState<Result>(_ body: (inout VirtualClock.State) -> Result) -> Result {
        virtualClock.withState(body)
    }

    /// The current virtual time in ticks.
    public var clock: Int { withState { $0.now } }

    public var now: RxTime {
        RxTime(nanoseconds: Int64((Double(clock) * resolution * 1e9).rounded()))
    }

    /// True while `start()` is running and `stop()` has not been called.
    public var isRunning: Bool { withState { $0.isRunning } }

    /// The number of ticks in an interval, rounded to the nearest tick.
    public func ticks(_ interval: RxTimeInterval) -> Int {
        guard let nanoseconds = interval.nanoseconds else { return Int.max / 2 }
        return Int((Double(nanoseconds) / 1e9 / resolution).rounded())
    }

    /// Lets subclasses delay work due now (RxTest's simulated processing delay).
    open func adjustScheduledTime(_ time: Int, clock: Int) -> Int {
        max(time, clock)
    }

    // MARK: Scheduling

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelativeVirtual(state, dueTime: 0, label: nil, action: action)
    }

    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval,
                                            action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelativeVirtual(state, dueTime: ticks(dueTime), label: nil, action: action)
    }

    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, label: String,
                                            action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelativeVirtual(state, dueTime: ticks(dueTime), label: label, action: action)
    }

    /// Schedules work `dueTime` ticks from now.
    public func scheduleRelativeVirtual<StateType>(_ state: StateType, dueTime: Int, label: String?,
                                                   action: @escaping (StateType) -> Disposable) -> Disposable {
        let now = clock
        let due = dueTime >= Int.max / 4 ? Int.max / 2 : now + max(0, dueTime)
        return scheduleAbsoluteVirtual(state, time: due, label: label, action: action)
    }

    /// Schedules work at an absolute tick (never earlier than the current clock).
    @discardableResult
    public func scheduleAbsoluteVirtual<StateType>(_ state: StateType, time: Int, label: String? = nil,
                                                   action: @escaping (StateType) -> Disposable) -> Disposable {
        let clock = virtualClock
        return withState { schedulerState -> ScheduledItem in
            let due = adjustScheduledTime(time, clock: schedulerState.now)
            let item = ScheduledAction(time: due, sequence: schedulerState.nextSequence, label: label, clock: clock,
                                       state: state, action: action)
            schedulerState.nextSequence += 1
            schedulerState.queue.insert(item)
            return item
        }
    }

    // MARK: Running

    /// The tick of the earliest pending work, if any.
    public var nextDueTime: Int? { withState { $0.queue.first?.time } }

    /// Work still waiting, earliest first.
    public var pendingWork: [PendingWork] {
        withState { state in
            state.queue.items.sorted { $0.runsBefore($1) }.map { PendingWork(time: $0.time, label: $0.label) }
        }
    }

    /// Runs all work in time order until none is left or `stop()` is called.
    public func start() {
        withState { $0.isRunning = true }
        while let item = takeNext(dueBy: nil) {
            run(item)
        }
        withState { $0.isRunning = false }
    }

    public func stop() {
        withState { $0.isRunning = false }
    }

    /// Runs all work due up to and including `time`, then sets the clock to `time`.
    /// A time in the past only runs what is due now.
    public func advanceTo(_ time: Int) {
        let target = max(time, clock)
        while let item = takeNext(dueBy: target) {
            run(item)
        }
        withState { $0.now = max($0.now, target) }
    }

    /// Runs everything due at the current tick, including work that work due now schedules now.
    public func runDue() {
        advanceTo(clock)
    }

    /// Moves the clock forward without running anything.
    public func sleep(_ ticks: Int) {
        withState { $0.now += max(0, ticks) }
    }

    private func takeNext(dueBy limit: Int?) -> ScheduledItem? {
        withState { state -> ScheduledItem? in
            if limit == nil, !state.isRunning { return nil }
            guard let first = state.queue.first else { return nil }
            if let limit, first.time > limit { return nil }
            state.queue.remove(first)
            state.now = max(state.now, first.time)
            return first
        }
    }

    private func run(_ item: ScheduledItem) {
        guard !item.isDisposed, let disposable = item.runWork() else { return }
        item.setUpstream(disposable)
    }
}
