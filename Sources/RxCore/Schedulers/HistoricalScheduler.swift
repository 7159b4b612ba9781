/// Virtual time as real time, as RxSwift's `HistoricalSchedulerTimeConverter`: the virtual
/// time is an `RxTime` (RxSwift's is a `Date`) and a virtual interval an `RxTimeInterval`
/// (RxSwift's is a `TimeInterval`). Additions saturate instead of trapping.
public struct HistoricalSchedulerTimeConverter: VirtualTimeConverterType, Sendable {
    public typealias VirtualTimeUnit = RxTime
    public typealias VirtualTimeIntervalUnit = RxTimeInterval

    @inlinable public init() {}

    @inlinable public func convertFromVirtualTime(_ virtualTime: RxTime) -> RxTime { virtualTime }

    @inlinable public func convertToVirtualTime(_ time: RxTime) -> RxTime { time }

    @inlinable public func convertFromVirtualTimeInterval(_ virtualTimeInterval: RxTimeInterval) -> RxTimeInterval {
        virtualTimeInterval
    }

    @inlinable public func convertToVirtualTimeInterval(_ timeInterval: RxTimeInterval) -> RxTimeInterval { timeInterval }

    @inlinable public func offsetVirtualTime(_ time: RxTime, offset: RxTimeInterval) -> RxTime { time + offset }

    @inlinable public func compareVirtualTime(_ lhs: RxTime, _ rhs: RxTime) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : lhs == rhs ? .equal : .greaterThan
    }
}

/// A virtual-time scheduler whose clock is a point in real time, for replaying recorded
/// events at their original times, as RxSwift's `HistoricalScheduler`.
open class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter>, @unchecked Sendable {
    /// - Parameter initialClock: the starting time (RxSwift's default is 1970; RxTime's origin is 0).
    @inlinable public init(initialClock: RxTime = RxTime(nanoseconds: 0)) {
        super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
    }
}
