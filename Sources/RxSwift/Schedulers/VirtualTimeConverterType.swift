#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Converts between a virtual-time scheduler's own time units and real time, with RxSwift
/// 6.10's requirements exactly: real time is `RxTime` (`Date`) and a real interval is
/// Foundation's `TimeInterval` (seconds), so a converter written for RxSwift conforms as it is.
public protocol VirtualTimeConverterType {
    /// A point in virtual time.
    associatedtype VirtualTimeUnit
    /// A span of virtual time.
    associatedtype VirtualTimeIntervalUnit

    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime
    func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit
    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit
    func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison

    /// The virtual time `interval` after `time`, where `scheduleRelative` puts work (not an
    /// RxSwift requirement; it has a default). The default is RxSwift's computation through
    /// real time; a converter may compute it in its own units, exactly and saturating.
    func virtualTime(_ time: VirtualTimeUnit, advancedBy interval: RxTimeInterval) -> VirtualTimeUnit
}

extension VirtualTimeConverterType {
    @inlinable public func virtualTime(_ time: VirtualTimeUnit, advancedBy interval: RxTimeInterval) -> VirtualTimeUnit {
        convertToVirtualTime(convertFromVirtualTime(time).addingDispatchInterval(interval))
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
