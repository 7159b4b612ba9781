/// The latest elements of a ReplaySubject, oldest first, in a ring that never shifts.
@usableFromInline struct ReplayBuffer<Element> {
    @usableFromInline var storage: [Element] = []
    @usableFromInline var head = 0

    @inlinable mutating func append(_ element: Element, limit: Int) {
        guard limit > 0 else { return }
        if storage.count < limit {
            storage.append(element)
        } else {
            storage[head] = element
            head = head + 1 == storage.count ? 0 : head + 1
        }
    }

    @inlinable func forEach(_ body: (Element) -> Void) {
        for index in head..<storage.count { body(storage[index]) }
        for index in 0..<head { body(storage[index]) }
    }

    @inlinable mutating func removeAll() {
        storage = []
        head = 0
    }
}
