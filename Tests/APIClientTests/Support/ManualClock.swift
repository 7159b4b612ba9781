import APIClient
import Foundation

/// A hand-driven clock for transports' `DeliveryScheduler` in layer-1 tests: work runs only
/// when the test advances time, in due-time order.
final class ManualClock: @unchecked Sendable {
    private struct Item {
        var id: Int
        var due: Duration
        var work: @Sendable () -> Void
    }

    private let lock = NSLock()
    private var items: [Item] = []
    private var nextID = 0
    private(set) var now: Duration = .zero

    var scheduler: DeliveryScheduler {
        DeliveryScheduler { [self] delay, work in
            let id = lock.withLock { () -> Int in
                nextID += 1
                items.append(Item(id: nextID, due: now + delay, work: work))
                return nextID
            }
            return ClockCancellation { [self] in lock.withLock { items.removeAll { $0.id == id } } }
        }
    }

    var pendingCount: Int { lock.withLock { items.count } }

    /// Runs everything due up to `now + duration`, moving the clock to each item's time.
    func advance(by duration: Duration) {
        let target = lock.withLock { now + duration }
        while let item = takeNext(dueBy: target) {
            item.work()
        }
        lock.withLock { now = target }
    }

    private func takeNext(dueBy target: Duration) -> Item? {
        lock.withLock {
            guard let index = items.indices.filter({ items[$0].due <= target })
                .min(by: { (items[$0].due, items[$0].id) < (items[$1].due, items[$1].id) })
            else { return nil }
            now = items[index].due
            return items.remove(at: index)
        }
    }
}

private struct ClockCancellation: TransportTask {
    let action: @Sendable () -> Void
    func cancel() { action() }
}
