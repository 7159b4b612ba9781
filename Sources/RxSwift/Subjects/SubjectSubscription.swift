/// A subject's subscription: disposing it removes the observer (again: nothing, ids are
/// never reused). A struct of three words, so it fits an existential's inline buffer and a
/// subscription to a subject allocates nothing for it; copies share the same removal, so
/// disposing any of them is disposing it. Not generic, so making one looks up no metadata.
/// `remove` holds the core strongly: a weak reference would give the core a side table and
/// put every retain and release of it on the slow path.
@usableFromInline struct SubjectSubscription: Disposable, @unchecked Sendable {
    @inlinable init(remove: @escaping (Int) -> Void, id: Int) {
        self.remove = remove
        self.id = id
    }

    @usableFromInline let remove: (Int) -> Void
    @usableFromInline let id: Int

    @inlinable func dispose() {
        remove(id)
    }
}
