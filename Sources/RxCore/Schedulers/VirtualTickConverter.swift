import Dispatch

/// Virtual time as a whole number of ticks, each `resolution` seconds long: the converter of
/// rxs sessions' clocks (one tick is one millisecond) and of RxTestKit's `TestScheduler`
/// (RxTest's `TestSchedulerVirtualTimeConverter`).
///
/// Every conversion and addition saturates at the ends of `Int`/`Int64` instead of trapping,
/// so even a clock moved to `Int.max` keeps working.
public struct VirtualTickConverter: VirtualTimeConverterType, Sendable {
    public typealias VirtualTimeUnit = Int
    public typealias VirtualTimeIntervalUnit = Int

    /// Seconds per tick.
    public let resolution: Double

    @inlinable public init(resolution: Double) {
        self.resolution = resolution
    }

    @inlinable public func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
        RxTime(nanoseconds: nanoseconds(ticks: virtualTime))
    }

    /// Rounded to the nearest tick.
    @inlinable public func convertToVirtualTime(_ time: RxTime) -> Int {
        ticks(nanoseconds: time.nanoseconds)
    }

    @inlinable public func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> RxTimeInterval {
        .nanoseconds(Int(nanoseconds(ticks: virtualTimeInterval)))
    }

    /// Rounded to the nearest tick; `.never` is `Int.max / 2` ticks.
    @inlinable public func convertToVirtualTimeInterval(_ timeInterval: RxTimeInterval) -> Int {
        guard let nanoseconds = timeInterval.nanoseconds else { return Self.never }
        return ticks(nanoseconds: nanoseconds)
    }

    @inlinable public func offsetVirtualTime(_ time: Int, offset: Int) -> Int {
        time.saturatingAdding(offset)
    }

    @inlinable public func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : lhs == rhs ? .equal : .greaterThan
    }

    /// Whole ticks added to whole ticks, so the result never loses range in `RxTime`;
    /// `.never` is tick `Int.max / 2`, far beyond any clock a session reaches yet still
    /// leaving room for arithmetic.
    @inlinable public func virtualTime(_ time: Int, advancedBy interval: RxTimeInterval) -> Int {
        guard let nanoseconds = interval.nanoseconds else { return Self.never }
        return time.saturatingAdding(ticks(nanoseconds: nanoseconds))
    }

    @inlinable static var never: Int { Int.max / 2 }

    @inlinable func nanoseconds(ticks: Int) -> Int64 {
        Int64(saturating: (Double(ticks) * resolution * 1e9).rounded())
    }

    @inlinable func ticks(nanoseconds: Int64) -> Int {
        Int(saturating: (Double(nanoseconds) / 1e9 / resolution).rounded())
    }
}

/// The virtual-time scheduler of integer ticks that rxs sessions run on.
public typealias VirtualTickScheduler = VirtualTimeScheduler<VirtualTickConverter>

extension VirtualTimeScheduler where Converter == VirtualTickConverter {
    /// A scheduler of integer ticks, each `resolution` seconds long (one millisecond by default).
    @inlinable public convenience init(initialClock: Int = 0, resolution: Double = 0.001) {
        self.init(initialClock: initialClock, converter: VirtualTickConverter(resolution: resolution))
    }

    /// Seconds per tick.
    @inlinable public var resolution: Double { converter.resolution }

    /// The number of ticks in an interval, rounded to the nearest tick.
    @inlinable public func ticks(_ interval: RxTimeInterval) -> Int {
        converter.convertToVirtualTimeInterval(interval)
    }
}
