/// Work waiting in a virtual-time scheduler, as the heap sees it. Not generic, so the heap
/// never looks up generic metadata: with integer ticks it orders by `key` alone.
///
/// Its upstream is the disposable the work returned, so disposing the item cancels the work
/// or what the work started. The work itself lives in a generic subclass, which keeps the
/// state and the action without a closure around them (a test with 100,000 pending events
/// holds 100,000 items).
class ScheduledItem: SubscriptionBase, Cancelable, @unchecked Sendable {
    /// The due time when the converter's times are plain integers (ticks); else unused.
    let key: Int
    let sequence: Int
    let label: String?
    /// Position in the heap; -1 when not queued.
    var heapIndex = -1

    init(key: Int, sequence: Int, label: String?) {
        self.key = key
        self.sequence = sequence
        self.label = label
    }

    /// Orders two items by the converter, for times that are not plain integers.
    func compareTime(with other: ScheduledItem) -> VirtualTimeComparison { .equal }

    /// Runs the work, once; nil when it already ran or was dropped.
    func runWork() -> Disposable? { nil }

    /// Forgets the work and hands it back, so the caller decides when it is released.
    func dropWork() -> Any? { nil }
}

/// A scheduled item with its virtual time and its clock.
class TimedScheduledItem<Converter: VirtualTimeConverterType>: ScheduledItem, @unchecked Sendable {
    let time: Converter.VirtualTimeUnit
    /// Strong, so the scheduler itself never gets a weak reference (which would put every
    /// retain of it on the slow path); the scheduler breaks the cycle when it goes away.
    let clock: VirtualClock<Converter>

    init(time: Converter.VirtualTimeUnit, sequence: Int, label: String?, clock: VirtualClock<Converter>) {
        self.time = time
        self.clock = clock
        super.init(key: clock.key(time), sequence: sequence, label: label)
    }

    override func compareTime(with other: ScheduledItem) -> VirtualTimeComparison {
        clock.converter.compareVirtualTime(time, unsafeDowncast(other, to: TimedScheduledItem<Converter>.self).time)
    }

    override func disposeResources() {
        // Released last, outside the lock and after the work is dropped: letting the closure
        // go may release the scheduler itself, whose deinit touches every pending item.
        let released = dropWork()
        clock.remove(self)
        _ = released
    }
}

/// A scheduled item holding its state and action.
final class ScheduledAction<Converter: VirtualTimeConverterType, State>: TimedScheduledItem<Converter>,
    @unchecked Sendable {
    private let state: State
    private var action: ((State) -> Disposable)?

    init(time: Converter.VirtualTimeUnit, sequence: Int, label: String?, clock: VirtualClock<Converter>,
         state: State, action: @escaping (State) -> Disposable) {
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
///
/// The state is kept in stored properties of this class rather than in a struct nested in
/// it: such a struct is generic too, and unspecialized code would look up its metadata on
/// every access.
final class VirtualClock<Converter: VirtualTimeConverterType>: @unchecked Sendable {
    let converter: Converter
    /// True when times are integer ticks, compared as plain integers without generic calls.
    let isKeyed: Bool
    private let lock = Lock()
    private var queue: ScheduledItemQueue
    private var now: Converter.VirtualTimeUnit
    private var nextSequence = 0
    private var running = false

    init(now: Converter.VirtualTimeUnit, converter: Converter) {
        self.converter = converter
        isKeyed = Converter.self == VirtualTickConverter.self
        queue = ScheduledItemQueue(isKeyed: isKeyed)
        self.now = now
    }

    var clock: Converter.VirtualTimeUnit { lock.withLock { now } }

    var isRunning: Bool {
        get { lock.withLock { running } }
        set { lock.withLock { running = newValue } }
    }

    /// Marks the clock running; returns whether it already was.
    func startRunning() -> Bool {
        lock.withLock {
            defer { running = true }
            return running
        }
    }

    /// Marks the clock stopped unless it was running before (`wasRunning`) and nobody stopped it.
    func endRun(wasRunning: Bool) {
        lock.withLock { running = wasRunning && running }
    }

    /// Queues the item `makeItem` builds from its sequence number.
    func enqueue(_ makeItem: (Int) -> ScheduledItem) -> ScheduledItem {
        lock.withLock {
            let item = makeItem(nextSequence)
            nextSequence += 1
            queue.insert(item)
            return item
        }
    }

    func remove(_ item: ScheduledItem) {
        lock.withLock { queue.remove(item) }
    }

    /// Empties the queue, handing back what was in it.
    func removeAll() -> [ScheduledItem] {
        lock.withLock { queue.removeAll() }
    }

    /// The earliest item, if any.
    var first: ScheduledItem? { lock.withLock { queue.first } }

    /// Every queued item, earliest first.
    var sortedItems: [ScheduledItem] {
        lock.withLock { queue.items.sorted(by: queue.runsBefore) }
    }

    /// Moves the clock to `time` unless it is already later.
    func advance(to time: Converter.VirtualTimeUnit) {
        lock.withLock { now = later(now, time) }
    }

    /// Moves the clock forward by `interval` unless that would move it back.
    func sleep(_ interval: Converter.VirtualTimeIntervalUnit) {
        lock.withLock { now = later(now, converter.offsetVirtualTime(now, offset: interval)) }
    }

    /// Takes the earliest item due by `limit` (any when nil) while running, moving the clock
    /// to its time. With integer ticks this touches no generic metadata.
    func takeNext(dueBy limit: Converter.VirtualTimeUnit?) -> ScheduledItem? {
        let limitKey = isKeyed ? limit.map(key) : nil
        return lock.withLock { () -> ScheduledItem? in
            guard running, let first = queue.first else { return nil }
            if isKeyed {
                if let limitKey, first.key > limitKey { return nil }
                queue.remove(first)
                if first.key > key(now) { now = unsafeBitCast(first.key, to: Converter.VirtualTimeUnit.self) }
            } else {
                let time = unsafeDowncast(first, to: TimedScheduledItem<Converter>.self).time
                if let limit, converter.compareVirtualTime(time, limit) == .greaterThan { return nil }
                queue.remove(first)
                now = later(now, time)
            }
            return first
        }
    }

    /// The integer key of a tick time; 0 for other converters.
    func key(_ time: Converter.VirtualTimeUnit) -> Int {
        isKeyed ? unsafeBitCast(time, to: Int.self) : 0
    }

    /// The later of two times.
    func later(_ lhs: Converter.VirtualTimeUnit, _ rhs: Converter.VirtualTimeUnit) -> Converter.VirtualTimeUnit {
        let isEarlier: Bool
        if isKeyed {
            isEarlier = key(lhs) < key(rhs)
        } else {
            isEarlier = converter.compareVirtualTime(lhs, rhs) == .lessThan
        }
        return isEarlier ? rhs : lhs
    }
}

/// A binary min-heap with O(log n) insert, pop and removal of any item (items know
/// their index), so a cancelled timer leaves the queue at once. Earlier times come first;
/// equal times in the order they were scheduled.
struct ScheduledItemQueue {
    /// Items carry integer keys: compare those instead of asking the converter.
    let isKeyed: Bool
    private(set) var items: [ScheduledItem] = []

    init(isKeyed: Bool) {
        self.isKeyed = isKeyed
    }

    var first: ScheduledItem? { items.first }
    var count: Int { items.count }

    /// Whether `lhs` runs before `rhs`.
    func runsBefore(_ lhs: ScheduledItem, _ rhs: ScheduledItem) -> Bool {
        isKeyed ? Self.runsBeforeByKey(lhs, rhs) : Self.runsBeforeByConverter(lhs, rhs)
    }

    @inline(__always)
    private static func runsBeforeByKey(_ lhs: ScheduledItem, _ rhs: ScheduledItem) -> Bool {
        lhs.key != rhs.key ? lhs.key < rhs.key : lhs.sequence < rhs.sequence
    }

    private static func runsBeforeByConverter(_ lhs: ScheduledItem, _ rhs: ScheduledItem) -> Bool {
        switch lhs.compareTime(with: rhs) {
        case .lessThan: return true
        case .greaterThan: return false
        case .equal: return lhs.sequence < rhs.sequence
        }
    }

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

    // Each sift dispatches once on `isKeyed`, so the integer loop holds no opaque call
    // (which would keep the optimizer from hoisting the array's uniqueness checks).
    private mutating func siftUp(_ start: Int) {
        if isKeyed {
            siftUp(start, by: Self.runsBeforeByKey)
        } else {
            siftUp(start, by: Self.runsBeforeByConverter)
        }
    }

    private mutating func siftDown(_ start: Int) {
        if isKeyed {
            siftDown(start, by: Self.runsBeforeByKey)
        } else {
            siftDown(start, by: Self.runsBeforeByConverter)
        }
    }

    @inline(__always)
    private mutating func siftUp(_ start: Int, by runsBefore: (ScheduledItem, ScheduledItem) -> Bool) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard runsBefore(items[child], items[parent]) else { return }
            swapAt(child, parent)
            child = parent
        }
    }

    @inline(__always)
    private mutating func siftDown(_ start: Int, by runsBefore: (ScheduledItem, ScheduledItem) -> Bool) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            guard left < items.count else { return }
            var smallest = left
            let right = left + 1
            if right < items.count, runsBefore(items[right], items[left]) { smallest = right }
            guard runsBefore(items[smallest], items[parent]) else { return }
            swapAt(parent, smallest)
            parent = smallest
        }
    }
}
