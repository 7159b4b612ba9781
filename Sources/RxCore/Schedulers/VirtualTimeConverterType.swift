/// Converts between a virtual-time scheduler's own time units and real time, as RxSwift's
/// `VirtualTimeConverterType`.
///
/// RxSwift converts to Foundation's `Date` and `TimeInterval`; RxCore has no Foundation, so
/// real time is `RxTime` (nanoseconds) and a real interval is `RxTimeInterval`.
public protocol VirtualTimeConverterType {
    /// A point in virtual time.
    associatedtype VirtualTimeUnit
    /// A span of virtual time.
    associatedtype VirtualTimeIntervalUnit

    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime
    func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> RxTimeInterval
    func convertToVirtualTimeInterval(_ timeInterval: RxTimeInterval) -> VirtualTimeIntervalUnit
    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit
    func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison

    /// The virtual time `interval` after `time`, where `scheduleRelative` puts work. The
    /// default is RxSwift's computation through real time; a converter may compute it in its
    /// own units so that huge times saturate instead of losing range in `RxTime`.
    func virtualTime(_ time: VirtualTimeUnit, advancedBy interval: RxTimeInterval) -> VirtualTimeUnit
}

extension VirtualTimeConverterType {
    @inlinable public func virtualTime(_ time: VirtualTimeUnit, advancedBy interval: RxTimeInterval) -> VirtualTimeUnit {
        convertToVirtualTime(convertFromVirtualTime(time) + interval)
    }
}

/// The order of two virtual times.
public enum VirtualTimeComparison: Sendable {
    /// The left time is earlier.
    case lessThan
    /// Both times are the same.
    case equal
    /// The left time is later.
    case greaterThan
}
