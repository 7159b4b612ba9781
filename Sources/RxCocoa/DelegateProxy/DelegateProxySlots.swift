/// The delegate proxies an object keeps, one per slot (`DelegateProxyType.identifier`), as
/// `DelegateProxyStoring` objects hold them. An object has one or two (a table: its data
/// source's and its delegate's), so the first two are kept inline: no allocation and no
/// hashing, where a dictionary allocated (and grew) its storage for every table a screen made.
@usableFromInline package struct DelegateProxySlots {
    @usableFromInline var first: Slot?
    @usableFromInline var second: Slot?
    /// Slots past the second, in the order they were first stored.
    @usableFromInline var more: [Slot] = []

    @usableFromInline struct Slot {
        @usableFromInline let key: UnsafeRawPointer
        @usableFromInline var proxy: AnyObject
    }

    package init() {}

    /// The proxy kept for `key`; setting nil forgets it.
    @usableFromInline package subscript(key: UnsafeRawPointer) -> AnyObject? {
        // Inlinable: a call copied the whole struct out of its object (its two slots and the
        // array, retained and released) for every look-up of a proxy.
        @inlinable get {
            if first?.key == key { return first?.proxy }
            if second?.key == key { return second?.proxy }
            return proxy(amongMore: key)
        }
        set {
            if first?.key == key {
                first = newValue.map { Slot(key: key, proxy: $0) }
            } else if second?.key == key {
                second = newValue.map { Slot(key: key, proxy: $0) }
            } else if let index = more.firstIndex(where: { $0.key == key }) {
                if let newValue { more[index].proxy = newValue } else { more.remove(at: index) }
            } else if let newValue {
                let slot = Slot(key: key, proxy: newValue)
                if first == nil { first = slot } else if second == nil { second = slot } else { more.append(slot) }
            }
        }
    }

    /// The proxy of `key` among the slots past the second.
    @usableFromInline func proxy(amongMore key: UnsafeRawPointer) -> AnyObject? {
        more.first { $0.key == key }?.proxy
    }
}
