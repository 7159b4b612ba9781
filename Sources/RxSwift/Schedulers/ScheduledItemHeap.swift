/// A queued item as the queue sees it: its key and sequence (so integer keys are compared
/// without touching the item), and an unmanaged reference owning one retain of the item (so
/// moving entries moves no reference counts).
@usableFromInline struct ScheduledEntry {
    @usableFromInline let key: Int
    @usableFromInline let sequence: Int
    @usableFromInline let item: Unmanaged<ScheduledItem>

    @inlinable init(_ item: ScheduledItem) {
        key = item.key
        sequence = item.sequence
        self.item = .passRetained(item)
    }

    @inline(__always)
    @inlinable static func runsBeforeByKey(_ lhs: ScheduledEntry, _ rhs: ScheduledEntry) -> Bool {
        lhs.key != rhs.key ? lhs.key < rhs.key : lhs.sequence < rhs.sequence
    }

    @inlinable static func runsBeforeByConverter(_ lhs: ScheduledEntry, _ rhs: ScheduledEntry) -> Bool {
        lhs.item._withUnsafeGuaranteedRef { left in
            rhs.item._withUnsafeGuaranteedRef { right in runsBeforeByConverter(left, right) }
        }
    }

    @inlinable static func runsBeforeByConverter(_ lhs: ScheduledItem, _ rhs: ScheduledItem) -> Bool {
        switch lhs.compareTime(with: rhs) {
        case .lessThan: return true
        case .greaterThan: return false
        case .equal: return lhs.sequence < rhs.sequence
        }
    }
}

/// A binary min-heap of scheduled items with O(log n) insert, pop and removal of any item
/// (items know their index), so a cancelled timer leaves it at once. Earlier times come
/// first; equal times in the order they were scheduled.
@usableFromInline struct ScheduledItemHeap {
    @usableFromInline typealias Entry = ScheduledEntry

    /// Items carry integer keys: compare those instead of asking the converter.
    @usableFromInline let isKeyed: Bool
    @usableFromInline var entries: [Entry] = []

    @inlinable init(isKeyed: Bool) {
        self.isKeyed = isKeyed
    }

    @inlinable var first: ScheduledEntry? { entries.first }
    @inlinable var isEmpty: Bool { entries.isEmpty }

    /// The queued items, in heap order.
    @inlinable var items: [ScheduledItem] { entries.map { $0.item.takeUnretainedValue() } }

    @inlinable mutating func insert(_ item: ScheduledItem) {
        item.heapIndex = entries.count
        entries.append(Entry(item))
        siftUp(entries.count - 1)
    }

    /// Empties the heap, handing back its items (each with the heap's retain).
    @inlinable mutating func removeAll() -> [ScheduledItem] {
        defer { entries = [] }
        return entries.map { entry in
            let item = entry.item.takeRetainedValue()
            item.heapIndex = ScheduledItem.notQueued
            return item
        }
    }

    @inlinable mutating func remove(_ item: ScheduledItem) {
        let index = item.heapIndex
        guard index >= 0, index < entries.count,
              entries[index].item.toOpaque() == Unmanaged.passUnretained(item).toOpaque() else { return }
        let last = entries.count - 1
        if index != last { swapAt(index, last) }
        let removed = entries.removeLast()
        if index < entries.count {
            siftDown(index)
            siftUp(index)
        }
        item.heapIndex = ScheduledItem.notQueued
        removed.item.release()
    }

    @inline(__always)
    @inlinable mutating func swapAt(_ i: Int, _ j: Int) {
        entries.swapAt(i, j)
        setIndex(i)
        setIndex(j)
    }

    @inline(__always)
    @inlinable func setIndex(_ index: Int) {
        entries[index].item._withUnsafeGuaranteedRef { $0.heapIndex = index }
    }

    // Each sift dispatches once on `isKeyed`, so the integer loop holds no opaque call
    // (which would keep the optimizer from hoisting the array's uniqueness checks).
    @inlinable mutating func siftUp(_ start: Int) {
        if isKeyed {
            siftUp(start, by: Entry.runsBeforeByKey)
        } else {
            siftUp(start, by: Entry.runsBeforeByConverter)
        }
    }

    @inlinable mutating func siftDown(_ start: Int) {
        if isKeyed {
            siftDown(start, by: Entry.runsBeforeByKey)
        } else {
            siftDown(start, by: Entry.runsBeforeByConverter)
        }
    }

    /// Moves the entry at `start` up to its place: the entries it passes move down one
    /// level each, and it is written once, at the end.
    @inline(__always)
    @inlinable mutating func siftUp(_ start: Int, by runsBefore: (Entry, Entry) -> Bool) {
        let moving = entries[start]
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard runsBefore(moving, entries[parent]) else { break }
            entries[child] = entries[parent]
            setIndex(child)
            child = parent
        }
        if child != start {
            entries[child] = moving
            setIndex(child)
        }
    }

    @inline(__always)
    @inlinable mutating func siftDown(_ start: Int, by runsBefore: (Entry, Entry) -> Bool) {
        let moving = entries[start]
        let count = entries.count
        var parent = start
        while true {
            let left = 2 * parent + 1
            guard left < count else { break }
            var smallest = left
            let right = left + 1
            if right < count, runsBefore(entries[right], entries[left]) { smallest = right }
            guard runsBefore(entries[smallest], moving) else { break }
            entries[parent] = entries[smallest]
            setIndex(parent)
            parent = smallest
        }
        if parent != start {
            entries[parent] = moving
            setIndex(parent)
        }
    }
}
