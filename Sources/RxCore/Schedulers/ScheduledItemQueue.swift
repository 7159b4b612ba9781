/// Work waiting in a virtual-time scheduler.
final class ScheduledItem: Cancelable, @unchecked Sendable {
    let time: Int
    let sequence: Int
    let label: String?
    var action: (() -> Disposable)?
    /// Position in the heap; -1 when not queued.
    var heapIndex = -1
    weak var owner: VirtualTimeScheduler?
    let inner = SingleAssignmentDisposable()

    init(time: Int, sequence: Int, label: String?, action: @escaping () -> Disposable) {
        self.time = time
        self.sequence = sequence
        self.label = label
        self.action = action
    }

    var isDisposed: Bool { inner.isDisposed }

    func dispose() {
        owner?.remove(self)
        inner.dispose()
    }

    /// Earlier time first; equal times in the order they were scheduled.
    func runsBefore(_ other: ScheduledItem) -> Bool {
        time != other.time ? time < other.time : sequence < other.sequence
    }
}

/// A binary min-heap with O(log n) insert, pop and removal of any item (items know
/// their index), so a cancelled timer leaves the queue at once.
struct ScheduledItemQueue {
    private(set) var items: [ScheduledItem] = []

    var first: ScheduledItem? { items.first }
    var count: Int { items.count }

    mutating func insert(_ item: ScheduledItem) {
        item.heapIndex = items.count
        items.append(item)
        siftUp(items.count - 1)
    }

    mutating func popFirst() -> ScheduledItem? {
        guard let first = items.first else { return nil }
        remove(first)
        return first
    }

    mutating func remove(_ item: ScheduledItem) {
        let index = item.heapIndex
        guard index >= 0, index < items.count, items[index] === item else { return }
        let last = items.count - 1
        if index != last { swapAt(index, last) }
        items.removeLast()
        item.heapIndex = -1
        if index < items.count {
            siftDown(index)
            siftUp(index)
        }
    }

    private mutating func swapAt(_ i: Int, _ j: Int) {
        items.swapAt(i, j)
        items[i].heapIndex = i
        items[j].heapIndex = j
    }

    private mutating func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard items[child].runsBefore(items[parent]) else { return }
            swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            guard left < items.count else { return }
            var smallest = left
            let right = left + 1
            if right < items.count, items[right].runsBefore(items[left]) { smallest = right }
            guard items[smallest].runsBefore(items[parent]) else { return }
            swapAt(parent, smallest)
            parent = smallest
        }
    }
}
