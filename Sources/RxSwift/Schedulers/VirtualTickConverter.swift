#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Virtual time as a whole number of ticks, each `resolution` seconds long: the converter of
/// rxs sessions' clocks (one tick is one millisecond) and of RxTest's `TestScheduler` (which
/// names it `TestSchedulerVirtualTimeConverter`). Underscored because RxSwift declares no such
/// name: RxUI names the sessions' scheduler `VirtualTickScheduler`.
///
/// Conversions are RxTest's (`Date` since 1970, `TimeInterval` seconds) but saturate at the
/// ends of `Int` instead of trapping, so even a clock moved to `Int.max` keeps working.
public struct _VirtualTickConverter: VirtualTimeConverterType, Sendable {
    public typealias VirtualTimeUnit = Int
    public typealias VirtualTimeIntervalUnit = Int

    /// Seconds per tick.
    public let resolution: Double

    @inlinable public init(resolution: Double) {
        self.resolution = resolution
    }

    /// `Date(timeIntervalSince1970: ticks × resolution)`, as RxTest's.
    @inlinable public func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
        Date(timeIntervalSince1970: Double(virtualTime) * resolution)
    }

    /// Rounded as RxTest's: the whole part of `seconds / resolution + 0.5` (saturating).
    @inlinable public func convertToVirtualTime(_ time: RxTime) -> Int {
        Int(saturating: time.timeIntervalSince1970 / resolution + 0.5)
    }

    @inlinable public func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval {
        Double(virtualTimeInterval) * resolution
    }

    /// Rounded as RxTest's: the whole part of `seconds / resolution + 0.5` (saturating).
    @inlinable public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int {
        Int(saturating: timeInterval / resolution + 0.5)
    }

    @inlinable public func offsetVirtualTime(_ time: Int, offset: Int) -> Int {
        time.saturatingAdding(offset)
    }

    @inlinable public func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : lhs == rhs ? .equal : .greaterThan
    }

    /// Whole ticks added to whole ticks, so the result never loses range or precision in a
    /// `Date`; `.never` is tick `Int.max / 2`, far beyond any clock a session reaches yet
    /// still leaving room for arithmetic.
    @inlinable public func virtualTime(_ time: Int, advancedBy interval: RxTimeInterval) -> Int {
        time.saturatingAdding(ticks(interval))
    }

    @inlinable static var never: Int { Int.max / 2 }

    /// The ticks in `interval`, rounded half up as RxSwift's `+ 0.5` is for the times a
    /// scheduler reaches; `.never` is `never`.
    @inlinable func ticks(_ interval: RxTimeInterval) -> Int {
        guard let nanoseconds = interval.nanoseconds else { return Self.never }
        return Int(saturating: (Double(nanoseconds) / 1e9 / resolution + 0.5).rounded(.down))
    }
}

extension VirtualTimeScheduler where Converter == _VirtualTickConverter {
    /// A scheduler of integer ticks, each `resolution` seconds long (one millisecond by default).
    @inlinable public convenience init(initialClock: Int = 0, resolution: Double = 0.001) {
        self.init(initialClock: initialClock, converter: _VirtualTickConverter(resolution: resolution))
    }

    /// Seconds per tick.
    @inlinable public var resolution: Double { converter.resolution }

    /// The number of ticks in an interval, rounded to the nearest tick.
    @inlinable public func ticks(_ interval: RxTimeInterval) -> Int {
        converter.ticks(interval)
    }
}
