import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A time span, as in RxSwift: `.milliseconds(500)`, `.seconds(2)`.
public typealias RxTimeInterval = DispatchTimeInterval

/// A point in time, as RxSwift's: Foundation's `Date`. The core imports only FoundationEssentials
/// (where `Date` lives on Linux), the smallest part of Foundation that gives schedulers and
/// virtual-time converters RxSwift's exact types; only `decode` and `OperationQueueScheduler`
/// import Foundation, as RxSwift's do.
public typealias RxTime = Date

extension Date {
    /// The date `interval` later, as RxSwift's internal helper: `.never` is `distantFuture`.
    @inlinable func addingDispatchInterval(_ interval: DispatchTimeInterval) -> Date {
        guard let nanoseconds = interval.nanoseconds else { return .distantFuture }
        return addingTimeInterval(Double(nanoseconds) / 1e9)
    }
}

extension DispatchTimeInterval {
    /// What is left of this interval once the time from `earlierDate` to `laterDate` has
    /// passed, never less than zero, as RxSwift's `reduceWithSpanBetween`: the remainder is
    /// counted, and rounded to the nearest whole one, in this interval's own unit, so that
    /// the few nanoseconds a `Date` loses in arithmetic never leave a sliver of time to wait.
    @inlinable func reduced(bySpanBetween earlierDate: Date, and laterDate: Date) -> DispatchTimeInterval {
        let elapsed = laterDate.timeIntervalSince(earlierDate)
        func remainder(_ value: Int, perSecond: Double) -> Int {
            let left = Double(value) - elapsed * perSecond
            return left > 0 ? Int(saturating: left.rounded(.toNearestOrAwayFromZero)) : 0
        }
        switch self {
        case .seconds(let value): return .seconds(remainder(value, perSecond: 1))
        case .milliseconds(let value): return .milliseconds(remainder(value, perSecond: 1e3))
        case .microseconds(let value): return .microseconds(remainder(value, perSecond: 1e6))
        case .nanoseconds(let value): return .nanoseconds(remainder(value, perSecond: 1e9))
        case .never: return .never
        @unknown default: return self
        }
    }

    /// True for an interval of zero (or less): work due after it is due now.
    @inlinable var isNow: Bool { (nanoseconds ?? 1) <= 0 }
}

extension DispatchTimeInterval {
    /// The interval in nanoseconds, saturating at the ends of `Int64`; nil for `.never`.
    @inlinable package var nanoseconds: Int64? {
        switch self {
        case .seconds(let value): return Int64(value).saturatingMultiplied(by: 1_000_000_000)
        case .milliseconds(let value): return Int64(value).saturatingMultiplied(by: 1_000_000)
        case .microseconds(let value): return Int64(value).saturatingMultiplied(by: 1_000)
        case .nanoseconds(let value): return Int64(value)
        case .never: return nil
        @unknown default: return nil
        }
    }
}

extension FixedWidthInteger where Self: SignedInteger {
    /// `self + other`, clamped to the type's range instead of overflowing.
    @inlinable func saturatingAdding(_ other: Self) -> Self {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other > 0 ? .max : .min) : sum
    }

    /// `self - other`, clamped to the type's range instead of overflowing.
    @inlinable func saturatingSubtracting(_ other: Self) -> Self {
        let (difference, overflow) = subtractingReportingOverflow(other)
        return overflow ? (other < 0 ? .max : .min) : difference
    }

    /// `self * other`, clamped to the type's range instead of overflowing.
    @inlinable func saturatingMultiplied(by other: Self) -> Self {
        let (product, overflow) = multipliedReportingOverflow(by: other)
        return overflow ? ((self < 0) == (other < 0) ? .max : .min) : product
    }
}

extension Int64 {
    /// The integer part of `value`, clamped to the type's range (0 for NaN) instead of trapping.
    @inlinable init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= 9_223_372_036_854_775_808.0 {
            self = .max
        } else if value <= -9_223_372_036_854_775_808.0 {
            self = .min
        } else {
            self = Int64(value)
        }
    }
}

extension Int {
    /// The integer part of `value`, clamped to the type's range (0 for NaN) instead of trapping.
    @inlinable init(saturating value: Double) {
        self = Int(clamping: Int64(saturating: value))
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
    @inlinable public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, label: String,
                                            action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: dueTime, action: action)
    }

    /// Periodic work built from repeated relative scheduling.
    @inlinable public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
                                            action: @escaping (StateType) -> StateType) -> Disposable {
        PeriodicTimer(scheduler: self, state: state, period: period, action: action).start(after: startAfter)
    }
}

/// Repeats an action every `period` by rescheduling itself after each run.
@usableFromInline final class PeriodicTimer<Scheduler: SchedulerType, State>: @unchecked Sendable {
    @usableFromInline let scheduler: Scheduler
    @usableFromInline var state: State
    @usableFromInline let period: RxTimeInterval
    @usableFromInline let action: (State) -> State
    @usableFromInline let current = SerialDisposable()

    @inlinable init(scheduler: Scheduler, state: State, period: RxTimeInterval, action: @escaping (State) -> State) {
        self.scheduler = scheduler
        self.state = state
        self.period = period
        self.action = action
    }

    @inlinable func start(after delay: RxTimeInterval) -> Disposable {
        schedule(after: delay)
        return current
    }

    @inlinable func schedule(after delay: RxTimeInterval) {
        current.disposable = scheduler.scheduleRelative((), dueTime: delay, label: "interval") { [self] _ in
            state = action(state)
            if !current.isDisposed { schedule(after: period) }
            return Disposables.create()
        }
    }
}
