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

    /// Real time on a dispatch queue.
    public static func dispatch(on queue: DispatchQueue) -> DeliveryScheduler {
        DeliveryScheduler { delay, work in
            let item = DispatchWorkItem(block: work)
            let (seconds, attoseconds) = delay.components
            let nanoseconds = max(0, seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
            queue.asyncAfter(deadline: .now() + .nanoseconds(Int(clamping: nanoseconds)), execute: item)
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
