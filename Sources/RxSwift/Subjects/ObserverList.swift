/// An observer of a subject and the key that removes it. A struct around the closure: a
/// closure stored directly as an array element is kept at the array's generic abstraction,
/// which costs a thunk (an allocation per subscription, an extra call per event).
@usableFromInline struct ObserverEntry<Element> {
    @inlinable init(id: Int, handler: __owned @escaping (Event<Element>) -> Void) {
        self.id = id
        self.handler = handler
        elementObserver = nil
    }

    /// `subscribe(onNext:)`'s observer, which a subject's `onNext` hands the element directly.
    @inlinable init(id: Int, takingElements observer: NextObserver<Element>) {
        self.id = id
        // A closure capturing only the observer has it as its context: no allocation, and it
        // is what keeps the observer alive while the entry lives.
        handler = { observer.on($0) }
        elementObserver = Unmanaged.passUnretained(observer)
    }

    @usableFromInline let id: Int
    @usableFromInline let handler: (Event<Element>) -> Void
    /// The same observer when it takes elements directly (`subscribe(onNext:)`'s), nil for the
    /// others: a subject's `onNext` calls its `next` with the element borrowed, with no `Event`
    /// and no closure between (a closure calling `next` cost a call and its frame per
    /// observer per element). Unretained: `handler`'s context holds it as long as the entry.
    @usableFromInline let elementObserver: Unmanaged<NextObserver<Element>>?

    @inlinable var takesElements: Bool { elementObserver != nil }
}

/// A subject's observers at one moment, delivered to from outside the lock. Its entries are a
/// `let`, so iterating them through an unretained reference retains nothing.
@usableFromInline final class ObserverSnapshot<Element> {
    @usableFromInline let entries: ContiguousArray<ObserverEntry<Element>>
    /// Whether any of them takes elements directly; if none does, `onNext`'s element moves
    /// into one `Event` for all of them, as `on(.next(…))` would make it.
    @usableFromInline let anyTakesElements: Bool

    @inlinable init(_ entries: ContiguousArray<ObserverEntry<Element>>) {
        self.entries = entries
        anyTakesElements = entries.contains { $0.takesElements }
    }

    @inlinable func dispatch(_ event: Event<Element>) {
        // Indexed: a `for` loop's iterator would hold (retain) the array.
        var index = 0
        while index < entries.count {
            entries[index].handler(event)
            index += 1
        }
    }

    /// `dispatchNext(_:)` as a call of its own, for a PublishSubject's `onNext` and a
    /// BehaviorSubject's of trivial elements: inlined there, the loop made their event path
    /// longer (rxbench b, d, g); only a BehaviorSubject's lending delivery inlines it.
    @inline(never) @inlinable func dispatchNextOutOfLine(_ element: Element) {
        dispatchNext(element)
    }

    /// An element from `onNext`: borrowed by the observers that take elements, wrapped in one
    /// `Event` (made at the first observer that needs it, shared by the rest) for the others.
    /// A plain parameter, borrowed by default: a `borrowing` one cannot be used inside the
    /// closure that reaches each observer unretained. Inlined into a BehaviorSubject's lending
    /// delivery (c1, c2: a call and its frame less per element).
    @inline(__always) @inlinable func dispatchNext(_ element: Element) {
        // Through the buffer: `entries` is a `let`, so it cannot change while it is read, and
        // the array's subscript re-checked the index against the count for every observer.
        entries.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                guard let observer = buffer[index].elementObserver else {
                    dispatchNext(element, from: index)
                    return
                }
                observer._withUnsafeGuaranteedRef { $0.next(element) }
                index += 1
            }
        }
    }

    /// The rest of `dispatchNext`, from its first observer that takes events only.
    @inlinable func dispatchNext(_ element: Element, from start: Int) {
        let event = Event.next(copy element)
        var index = start
        while index < entries.count {
            if let observer = entries[index].elementObserver {
                observer._withUnsafeGuaranteedRef { $0.next(element) }
            } else {
                entries[index].handler(event)
            }
            index += 1
        }
    }
}

/// The observers of a subject, in subscription order, each with the key that removes it.
@usableFromInline struct ObserverList<Element> {
    @inlinable init(entries: ContiguousArray<ObserverEntry<Element>> = []) {
        self.entries = entries
    }

    @usableFromInline var entries: ContiguousArray<ObserverEntry<Element>> = []
    @usableFromInline var nextID = 0

    @inlinable var isEmpty: Bool { entries.isEmpty }
    @inlinable var count: Int { entries.count }

    @inlinable mutating func insert(_ handler: __owned @escaping (Event<Element>) -> Void) -> Int {
        let id = nextID
        nextID += 1
        entries.append(ObserverEntry(id: id, handler: consume handler))
        return id
    }

    @inlinable mutating func insert(takingElements observer: NextObserver<Element>) -> Int {
        let id = nextID
        nextID += 1
        entries.append(ObserverEntry(id: id, takingElements: observer))
        return id
    }

    /// Room for four at the first observer, for a BehaviorSubject (its callers): one often gets
    /// a few (a cell's view model bound to three labels), and growing one at a time reallocated
    /// the list at the second and the third. Removing keeps the room. Not asked on a
    /// PublishSubject's insert, whose subscribe-and-dispose churn (rxbench f1, f2) it slowed.
    @inline(__always) @inlinable mutating func reserveOnFirstInsert() {
        if entries.capacity == 0 { entries.reserveCapacity(4) }
    }

    @inlinable mutating func remove(_ id: Int) {
        // Newest first: a subscription disposed soon after it was made is found at once, and
        // removed without the general `remove(at:)` (whose generic path costs more than the
        // rest of a subscription's disposal).
        var index = entries.count - 1
        if index >= 0 && entries[index].id == id {
            entries.removeLast()
            return
        }
        while index > 0 {
            index -= 1
            if entries[index].id == id {
                entries.remove(at: index)
                return
            }
        }
    }

    @inlinable mutating func removeAll() { entries = [] }

    /// Sends `event` to every observer of this (copied) list.
    @inlinable func dispatch(_ event: Event<Element>) {
        for entry in entries { entry.handler(event) }
    }
}
