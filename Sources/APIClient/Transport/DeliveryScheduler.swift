import Dispatch

/// How a transport waits: fixture latency, injected faults' delays and timeouts go through
/// this, so the session can run them on its virtual clock (or on a real queue when live).
public struct DeliveryScheduler: Sendable {
    public typealias Schedule = @Sendable (_ delay: Duration, _ work: @escaping @Sendable () -> Void) -> any TransportTask

    private let scheduleWork: Schedule

    /// `schedule` runs `work` once `delay` has passed on its clock; cancelling the returned
    /// task must keep `work` from running.
    public init(_ schedule: @escaping Schedule) {
        scheduleWork = schedule
    }

    public func schedule(after delay: Duration, _ work: @escaping @Sendable () -> Void) -> any TransportTask {
        scheduleWork(delay, work)
    }

    /// `delay` in whole nanoseconds: 0 for a negative delay, `Int.max` for one too long to
    /// count (about 292 years), so no delay a caller passes can overflow.
    public static func nanoseconds(_ delay: Duration) -> Int {
        let (seconds, attoseconds) = delay.components
        guard seconds >= 0 else { return 0 }
        let whole = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        let sum = whole.partialValue.addingReportingOverflow(attoseconds / 1_000_000_000)
        guard !whole.overflow, !sum.overflow else { return .max }
        return Int(clamping: max(0, sum.partialValue))
    }

    /// Real time on a dispatch queue.
    public static func dispatch(on queue: DispatchQueue) -> DeliveryScheduler {
        DeliveryScheduler { delay, work in
            let item = DispatchWorkItem(block: work)
            queue.asyncAfter(deadline: .now() + .nanoseconds(nanoseconds(delay)), execute: item)
            return DispatchWorkCancellation(item: item)
        }
    }
}

/// `DispatchWorkItem.cancel()` is thread-safe; the item is never mutated otherwise.
private final class DispatchWorkCancellation: TransportTask, @unchecked Sendable {
    private let item: DispatchWorkItem

    init(item: DispatchWorkItem) { self.item = item }

    func cancel() { item.cancel() }
}
