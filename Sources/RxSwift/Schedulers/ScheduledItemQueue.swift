/// Work waiting in a virtual-time scheduler, as the heap sees it. Not generic, so the heap
/// never looks up generic metadata: with integer ticks it orders by `key` alone.
///
/// Its upstream is the disposable the work returned, so disposing the item cancels the work
/// or what the work started. The work itself lives in a generic subclass, which keeps the
/// state and the action without a closure around them (a test with 100,000 pending events
/// holds 100,000 items).
@usableFromInline class ScheduledItem: DisposeBase, Cancelable, @unchecked Sendable {
    /// The due time when the converter's times are plain integers (ticks); else unused.
    @usableFromInline let key: Int
    @usableFromInline let sequence: Int
    @usableFromInline let label: String?
    /// Position in the heap; `inOrder` when queued in the queue's in-order run; `notQueued`.
    @usableFromInline @exclusivity(unchecked) var heapIndex = ScheduledItem.notQueued

    @inlinable static var notQueued: Int { -1 }
    @inlinable static var inOrder: Int { -2 }

    @inlinable init(key: Int, sequence: Int, label: String?) {
        self.key = key
        self.sequence = sequence
        self.label = label
    }

    /// Orders two items by the converter, for times that are not plain integers.
    @inlinable func compareTime(with other: ScheduledItem) -> VirtualTimeComparison { .equal }

    /// Runs the work, once; nil when it already ran or was dropped.
    @inlinable func runWork() -> Disposable? { nil }

    /// Forgets the work and hands it back, so the caller decides when it is released.
    @inlinable func dropWork() -> Any? { nil }
}

/// A scheduled item with its virtual time and its clock.
@usableFromInline class TimedScheduledItem<Converter: VirtualTimeConverterType>: ScheduledItem, @unchecked Sendable {
    @usableFromInline let time: Converter.VirtualTimeUnit
    /// Strong, so the scheduler itself never gets a weak reference (which would put every
    /// retain of it on the slow path); the scheduler breaks the cycle when it goes away.
    @usableFromInline let clock: VirtualClock<Converter>

    @inlinable init(time: Converter.VirtualTimeUnit, sequence: Int, label: String?, clock: VirtualClock<Converter>) {
        self.time = time
        self.clock = clock
        super.init(key: clock.key(time), sequence: sequence, label: label)
    }

    @inlinable override func compareTime(with other: ScheduledItem) -> VirtualTimeComparison {
        clock.converter.compareVirtualTime(time, unsafeDowncast(other, to: TimedScheduledItem<Converter>.self).time)
    }

    @inlinable override func disposeResources() {
        clock.remove(self)
    }
}

/// A scheduled item holding its work: the action applied to its state, in one closure made
/// where the work was scheduled. Through `SchedulerType` the caller's state type is unknown,
/// so an item class generic over it too would have its metadata looked up at every
/// scheduling (and the optional action's at every disposal): that cost more than the closure.
@usableFromInline final class ScheduledWork<Converter: VirtualTimeConverterType>: TimedScheduledItem<Converter>,
    @unchecked Sendable {
    @usableFromInline @exclusivity(unchecked) var work: (() -> Disposable)?

    /// Required, so the clock makes items through the metatype it keeps (no metadata lookup).
    @inlinable required init(time: Converter.VirtualTimeUnit, sequence: Int, label: String?, clock: VirtualClock<Converter>,
                  work: @escaping () -> Disposable) {
        self.work = work
        super.init(time: time, sequence: sequence, label: label, clock: clock)
    }

    @inlinable override func runWork() -> Disposable? {
        guard let work else { return nil }
        self.work = nil
        return work()
    }

    @inlinable override func dropWork() -> Any? {
        defer { work = nil }
        return work
    }

    @inlinable override func disposeResources() {
        // Released last, outside the lock and after the work is dropped: letting the closure
        // go may release the scheduler itself, whose deinit touches every pending item.
        let released = work.take()
        super.disposeResources()
        withExtendedLifetime(released) {}
    }
}

/// The clock and the queue of a virtual-time scheduler, under one lock.
///
/// The state is kept in stored properties of this class rather than in a struct nested in
/// it: such a struct is generic too, and unspecialized code would look up its metadata on
/// every access.
@usableFromInline final class VirtualClock<Converter: VirtualTimeConverterType>: @unchecked Sendable {
    @usableFromInline let converter: Converter
    /// True when times are integer ticks, compared as plain integers without generic calls.
    @usableFromInline let isKeyed: Bool
    @usableFromInline let lock = Lock()
    @usableFromInline @exclusivity(unchecked) var queue: ScheduledItemQueue
    /// The clock's time, for converters whose times are not integer ticks.
    @usableFromInline @exclusivity(unchecked) var now: Converter.VirtualTimeUnit
    /// The clock's time as an integer, for integer ticks (then `now` is unused): code reached
    /// through `SchedulerType` or a subclass runs unspecialized, and there reading or writing
    /// a `VirtualTimeUnit` looks up the converter's associated type at every step.
    @usableFromInline @exclusivity(unchecked) var nowKey = 0
    @usableFromInline @exclusivity(unchecked) var nextSequence = 0
    @usableFromInline @exclusivity(unchecked) var running = false
    /// Looked up once: code reached through `SchedulerType` runs unspecialized, where naming
    /// `ScheduledWork<Converter>` would look its metadata up at every scheduling.
    @usableFromInline let workType = ScheduledWork<Converter>.self

    @inlinable init(now: Converter.VirtualTimeUnit, converter: Converter) {
        self.converter = converter
        isKeyed = Converter.self == _VirtualTickConverter.self
        queue = ScheduledItemQueue(isKeyed: isKeyed)
        self.now = now
        if isKeyed { nowKey = unsafeBitCast(now, to: Int.self) }
    }

    @inlinable var clock: Converter.VirtualTimeUnit {
        // Integer ticks read as an `Int` under the lock: unspecialized (from `SchedulerType`),
        // a generic result from inside the lock's closure looked up the time's type and copied
        // it through its value witness at every read.
        if isKeyed { return unsafeBitCast(lock.withLock { nowKey }, to: Converter.VirtualTimeUnit.self) }
        return lock.withLock { now }
    }

    @inlinable var isRunning: Bool {
        get { lock.withLock { running } }
        set { lock.withLock { running = newValue } }
    }

    /// Marks the clock running; returns whether it already was.
    @inlinable func startRunning() -> Bool {
        lock.withLock {
            defer { running = true }
            return running
        }
    }

    /// Marks the clock stopped unless it was running before (`wasRunning`) and nobody stopped it.
    @inlinable func endRun(wasRunning: Bool) {
        lock.withLock { running = wasRunning && running }
    }

    /// Queues `work` to run at `time`.
    @inlinable func enqueue(time: Converter.VirtualTimeUnit, label: String?, work: @escaping () -> Disposable) -> ScheduledItem {
        lock.withLock {
            let item = workType.init(time: time, sequence: nextSequence, label: label, clock: self, work: work)
            nextSequence += 1
            queue.insert(item)
            return item
        }
    }

    @inlinable func remove(_ item: ScheduledItem) {
        lock.withLock { queue.remove(item) }
    }

    /// Empties the queue, handing back what was in it.
    @inlinable func removeAll() -> [ScheduledItem] {
        lock.withLock { queue.removeAll() }
    }

    /// The earliest item, if any.
    @inlinable var first: ScheduledItem? { lock.withLock { queue.first() } }

    /// Every queued item, earliest first.
    @inlinable var sortedItems: [ScheduledItem] {
        lock.withLock { queue.items.sorted(by: queue.runsBefore) }
    }

    /// Moves the clock to `time` unless it is already later.
    @inlinable func advance(to time: Converter.VirtualTimeUnit) {
        lock.withLock {
            if isKeyed {
                nowKey = max(nowKey, key(time))
            } else {
                now = later(now, time)
            }
        }
    }

    /// Moves the clock forward by `interval` unless that would move it back.
    @inlinable func sleep(_ interval: Converter.VirtualTimeIntervalUnit) {
        lock.withLock {
            if isKeyed {
                let current = unsafeBitCast(nowKey, to: Converter.VirtualTimeUnit.self)
                nowKey = max(nowKey, key(converter.offsetVirtualTime(current, offset: interval)))
            } else {
                now = later(now, converter.offsetVirtualTime(now, offset: interval))
            }
        }
    }

    /// Takes the earliest item due by `limit` (any when nil) while running, moving the clock
    /// to its time. With integer ticks this touches no generic metadata.
    @inlinable func takeNext(dueBy limit: Converter.VirtualTimeUnit?) -> ScheduledItem? {
        if isKeyed { return takeNext(dueByKey: limit.map(key) ?? Int.max) }
        return lock.withLock { () -> ScheduledItem? in
            guard running, let first = queue.first() else { return nil }
            let time = unsafeDowncast(first, to: TimedScheduledItem<Converter>.self).time
            if let limit, converter.compareVirtualTime(time, limit) == .greaterThan { return nil }
            queue.remove(first)
            now = later(now, time)
            return first
        }
    }

    /// `takeNext(dueBy:)` for integer ticks, the limit given as a key (`Int.max`: any). It
    /// names no generic type, so unspecialized it still looks nothing up per item.
    @inlinable func takeNext(dueByKey limitKey: Int) -> ScheduledItem? {
        lock.withLock { () -> ScheduledItem? in
            guard running, let first = queue.first(), first.key <= limitKey else { return nil }
            queue.remove(first)
            if first.key > nowKey { nowKey = first.key }
            return first
        }
    }

    /// The integer key of a tick time; 0 for other converters.
    @inlinable func key(_ time: Converter.VirtualTimeUnit) -> Int {
        isKeyed ? unsafeBitCast(time, to: Int.self) : 0
    }

    /// The later of two times.
    @inlinable func later(_ lhs: Converter.VirtualTimeUnit, _ rhs: Converter.VirtualTimeUnit) -> Converter.VirtualTimeUnit {
        let isEarlier: Bool
        if isKeyed {
            isEarlier = key(lhs) < key(rhs)
        } else {
            isEarlier = converter.compareVirtualTime(lhs, rhs) == .lessThan
        }
        return isEarlier ? rhs : lhs
    }
}

/// Work waiting in a virtual-time scheduler, earliest first; equal times in the order they
/// were scheduled.
///
/// Work mostly arrives in time order (a test's recorded events, a timer later than all else):
/// an item due no earlier than the last of `inOrder` is appended there, in O(1), and leaves
/// from its front in O(1). Only an item due before that goes to the heap, which so stays
/// small (a debounce timer among 100,000 recorded events costs O(1), not O(log n)). An item
/// cancelled while in `inOrder` is only marked; its entry is dropped when it reaches the front.
@usableFromInline struct ScheduledItemQueue {
    /// Items carry integer keys: compare those instead of asking the converter.
    @usableFromInline let isKeyed: Bool
    @usableFromInline var inOrder: [ScheduledEntry] = []
    @usableFromInline var inOrderHead = 0
    @usableFromInline var heap: ScheduledItemHeap

    @inlinable init(isKeyed: Bool) {
        self.isKeyed = isKeyed
        heap = ScheduledItemHeap(isKeyed: isKeyed)
    }

    /// Whether `lhs` runs before `rhs`.
    @inlinable func runsBefore(_ lhs: ScheduledItem, _ rhs: ScheduledItem) -> Bool {
        isKeyed ? (lhs.key != rhs.key ? lhs.key < rhs.key : lhs.sequence < rhs.sequence)
                : ScheduledEntry.runsBeforeByConverter(lhs, rhs)
    }

    @inline(__always)
    @inlinable func runsBefore(_ lhs: ScheduledEntry, _ rhs: ScheduledEntry) -> Bool {
        isKeyed ? ScheduledEntry.runsBeforeByKey(lhs, rhs) : ScheduledEntry.runsBeforeByConverter(lhs, rhs)
    }

    @inlinable mutating func insert(_ item: ScheduledItem) {
        let entry = ScheduledEntry(item)
        if inOrderHead == inOrder.count || !runsBefore(entry, inOrder[inOrder.count - 1]) {
            item.heapIndex = ScheduledItem.inOrder
            inOrder.append(entry)
        } else {
            entry.item.release()
            heap.insert(item)
        }
    }

    /// The earliest item, if any (dropping cancelled entries at the front of `inOrder`).
    @inlinable mutating func first() -> ScheduledItem? {
        dropCancelled()
        guard inOrderHead < inOrder.count else { return heap.first?.item.takeUnretainedValue() }
        let front = inOrder[inOrderHead]
        if let top = heap.first, runsBefore(top, front) { return top.item.takeUnretainedValue() }
        return front.item.takeUnretainedValue()
    }

    /// Removes `item`; it is the earliest when called from `takeNext`.
    @inlinable mutating func remove(_ item: ScheduledItem) {
        if item.heapIndex >= 0 {
            heap.remove(item)
        } else if item.heapIndex == ScheduledItem.inOrder {
            item.heapIndex = ScheduledItem.notQueued
            dropCancelled()
        }
    }

    /// The queued items, in no particular order.
    @inlinable var items: [ScheduledItem] {
        inOrder[inOrderHead...].compactMap { entry in
            let item = entry.item.takeUnretainedValue()
            return item.heapIndex == ScheduledItem.inOrder ? item : nil
        } + heap.items
    }

    /// Empties the queue, handing back its items.
    @inlinable mutating func removeAll() -> [ScheduledItem] {
        var taken: [ScheduledItem] = []
        for entry in inOrder[inOrderHead...] {
            let item = entry.item.takeRetainedValue()
            if item.heapIndex == ScheduledItem.inOrder {
                item.heapIndex = ScheduledItem.notQueued
                taken.append(item)
            }
        }
        inOrder = []
        inOrderHead = 0
        return taken + heap.removeAll()
    }

    @inlinable mutating func dropCancelled() {
        while inOrderHead < inOrder.count {
            let front = inOrder[inOrderHead].item
            guard front._withUnsafeGuaranteedRef({ $0.heapIndex }) != ScheduledItem.inOrder else { break }
            inOrderHead += 1
            front.release()
        }
        if inOrderHead == inOrder.count {
            // Emptied keeping the buffer, one entry at a time from the end (plain values: each
            // was appended once, so this is O(1) an entry), where `removeAll(keepingCapacity:)`
            // replaced the whole range through the general path at each emptying.
            while !inOrder.isEmpty { inOrder.removeLast() }
            inOrderHead = 0
        } else if inOrderHead >= 1024 && inOrderHead * 2 >= inOrder.count {
            inOrder.removeFirst(inOrderHead)
            inOrderHead = 0
        }
    }
}
