#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Virtual time as real time, as RxSwift's `HistoricalSchedulerTimeConverter`: a virtual time
/// is a `Date` and a virtual interval a `TimeInterval` in seconds.
public struct HistoricalSchedulerTimeConverter: VirtualTimeConverterType, Sendable {
    public typealias VirtualTimeUnit = RxTime
    public typealias VirtualTimeIntervalUnit = TimeInterval

    @inlinable public init() {}

    @inlinable public func convertFromVirtualTime(_ virtualTime: RxTime) -> RxTime { virtualTime }

    @inlinable public func convertToVirtualTime(_ time: RxTime) -> RxTime { time }

    @inlinable public func convertFromVirtualTimeInterval(_ virtualTimeInterval: TimeInterval) -> TimeInterval {
        virtualTimeInterval
    }

    @inlinable public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> TimeInterval { timeInterval }

    @inlinable public func offsetVirtualTime(_ time: RxTime, offset: TimeInterval) -> RxTime {
        time.addingTimeInterval(offset)
    }

    @inlinable public func compareVirtualTime(_ lhs: RxTime, _ rhs: RxTime) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : lhs == rhs ? .equal : .greaterThan
    }
}

/// A virtual-time scheduler whose clock is a point in real time, for replaying recorded
/// events at their original times, as RxSwift's `HistoricalScheduler`.
open class HistoricalScheduler: VirtualTimeScheduler<HistoricalSchedulerTimeConverter>, @unchecked Sendable {
    /// - Parameter initialClock: the starting time (1970-01-01, as RxSwift's, by default).
    @inlinable public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
        super.init(initialClock: initialClock, converter: HistoricalSchedulerTimeConverter())
    }
}
