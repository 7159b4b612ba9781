import Dispatch

/// A time span, as in RxSwift: `.milliseconds(500)`, `.seconds(2)`.
public typealias RxTimeInterval = DispatchTimeInterval

/// A point in a scheduler's time, in nanoseconds from that scheduler's origin.
/// (RxSwift uses Foundation's `Date`; RxCore stays free of Foundation.)
public struct RxTime: Comparable, Hashable, Sendable, CustomStringConvertible {
    public var nanoseconds: Int64

    public init(nanoseconds: Int64) {
        self.nanoseconds = nanoseconds
    }

    public static func < (lhs: RxTime, rhs: RxTime) -> Bool { lhs.nanoseconds < rhs.nanoseconds }

    public static func + (time: RxTime, interval: RxTimeInterval) -> RxTime {
        RxTime(nanoseconds: time.nanoseconds &+ (interval.nanoseconds ?? Int64.max / 2))
    }

    /// The interval from `earlier` to this time.
    public func interval(since earlier: RxTime) -> RxTimeInterval {
        .nanoseconds(Int(nanoseconds - earlier.nanoseconds))
    }

    public var description: String { "\(Double(nanoseconds) / 1e6)ms" }
}

extension DispatchTimeInterval {
    /// The interval in nanoseconds; nil for `.never`.
    public var nanoseconds: Int64? {
        switch self {
        case .seconds(let value): return Int64(value) * 1_000_000_000
        case .milliseconds(let value): return Int64(value) * 1_000_000
        case .microseconds(let value): return Int64(value) * 1_000
        case .nanoseconds(let value): return Int64(value)
        case .never: return nil
        @unknown default: return nil
        }
    }
}

/// Runs work now (possibly later on another thread or queue).
public protocol ImmediateSchedulerType {
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable
}

/// Runs work now or after a delay, and tells the time.
public protocol SchedulerType: ImmediateSchedulerType {
    var now: RxTime { get }

    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval,
                                     action: @escaping (StateType) -> Disposable) -> Disposable

    /// Like `scheduleRelative`, naming the operator that waits (shown by virtual-time
    /// schedulers when work is still pending).
    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, label: String,
                                     action: @escaping (StateType) -> Disposable) -> Disposable

    func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
                                     action: @escaping (StateType) -> StateType) -> Disposable
}

extension SchedulerType {
    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, label: String,
                                            action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Periodic work built from repeated relative scheduling.
    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
                                            action: @escaping (StateType) -> StateType) -> Disposable {
        PeriodicTimer(scheduler: self, state: state, period: period, action: action).start(after: startAfter)
    }
}

/// Repeats an action every `period` by rescheduling itself after each run.
private final class PeriodicTimer<Scheduler: SchedulerType, State>: @unchecked Sendable {
    private let scheduler: Scheduler
    private var state: State
    private let period: RxTimeInterval
    private let action: (State) -> State
    private let current = SerialDisposable()

    init(scheduler: Scheduler, state: State, period: RxTimeInterval, action: @escaping (State) -> State) {
        self.scheduler = scheduler
        self.state = state
        self.period = period
        self.action = action
    }

    func start(after delay: RxTimeInterval) -> Disposable {
        schedule(after: delay)
        return current
    }

    private func schedule(after delay: RxTimeInterval) {
        current.disposable = scheduler.scheduleRelative((), dueTime: delay, label: "interval") { [self] _ in
            state = action(state)
            if !current.isDisposed { schedule(after: period) }
            return Disposables.create()
        }
    }
}
