/// Work waiting in a virtual-time scheduler. Its upstream is the disposable the work
/// returned, so disposing the item cancels the work or what the work started. The work
/// itself lives in the generic subclass, which keeps the state and the action without a
/// closure around them (a test with 100,000 pending events holds 100,000 items).
class ScheduledItem: SubscriptionBase, Cancelable, @unchecked Sendable {
    let time: Int
    let sequence: Int
    let label: String?
    /// Position in the heap; -1 when not queued.
    var heapIndex = -1
    /// Strong, so the scheduler itself never gets a weak reference (which would put every
    /// retain of it on the slow path); the scheduler breaks the cycle when it goes away.
    let clock: VirtualClock

    init(time: Int, sequence: Int, label: String?, clock: VirtualClock) {
        self.time = time
        self.sequence = sequence
        self.label = label
        self.clock = clock
    }

    /// Runs the work, once; nil when it already ran or was dropped.
    func runWork() -> Disposable? { nil }

    /// Forgets the work and hands it back, so the caller decides when it is released.
    func dropWork() -> Any? { nil }

    override func disposeResources() {
        // Released last, outside the lock and after the work is dropped: letting the closure
        // go may release the scheduler itself, whose deinit touches every pending item.
        let released = dropWork()
        clock.withState { $0.queue.remove(self) }
        _ = released
    }

    /// Earlier time first; equal times in the order they were scheduled.
    func runsBefore(_ other: ScheduledItem) -> Bool {
        time != other.time ? time < other.time : sequence < other.sequence
    }
}

/// A scheduled item holding its state and action.
final class ScheduledAction<State>: ScheduledItem, @unchecked Sendable {
    private let state: State
    private var action: ((State) -> Disposable)?

    init(time: Int, sequence: Int, label: String?, clock: VirtualClock, state: State,
         action: @escaping (State) -> Disposable) {
        self.state = state
        self.action = action
        super.init(time: time, sequence: sequence, label: label, clock: clock)
    }

    override func runWork() -> Disposable? {
        guard let action else { return nil }
        self.action = nil
        return action(state)
    }

    override func dropWork() -> Any? {
        defer { action = nil }
        return action
    }
}

/// The clock and the queue of a virtual-time scheduler, under one lock.
final class VirtualClock: @unchecked Sendable {
    struct State {
        var queue = ScheduledItemQueue()
        var now: Int
        var nextSequence = 0
        var isRunning = false
    }

    private let lock = Lock()
    private var state: State

    init(now: Int) {
        state = State(now: now)
    }

    func withState<Result>(_ body: (inout State) -> Result) -> Result {
        lock.withLock { body(&state) }
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

    mutating func removeAll() -> [ScheduledItem] {
        defer { items = [] }
        items.forEach { $0.heapIndex = -1 }
        return items
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
