import Foundation
import RxSwift

/// An object that keeps its delegate proxies itself, as RxCocoa keeps them in associated
/// objects: they live as long as it does, so their observables complete when it goes.
/// UIKit's views with delegates do.
/// `@usableFromInline`: `DelegateProxyStorage`'s inlinable front casts to it where the
/// object's class is known (see `proxy(for:key:)`).
@usableFromInline package protocol DelegateProxyStoring: AnyObject {
    var delegateProxies: DelegateProxySlots { get set }
}

/// Where `DelegateProxyType.proxy(for:)` keeps the proxy of an object: in the object when it
/// keeps them, else in a table of objects held weakly (a proxy for a class of the app's own),
/// whose entries go when their object reports its deallocation (a view's proxies then
/// complete, as in the object) or else once it is gone.
@usableFromInline enum DelegateProxyStorage {
    private final class Entry {
        weak var object: AnyObject?
        var proxies: [UnsafeRawPointer: AnyObject] = [:]

        init(object: AnyObject) {
            self.object = object
        }
    }

    private final class Table: @unchecked Sendable {
        let lock = NSLock()
        var entries: [ObjectIdentifier: Entry] = [:]
    }

    private static let table = Table()

    /// Inlinable and generic over the object's type, as `proxy(for:key:orMake:)` below: inlined into
    /// `DelegateProxyType.proxy(for:)`, specialised in UIKit's `rx` extensions, the cast from
    /// the object's known class is one look-up of the conformance (`swift_conformsToProtocol`);
    /// from `AnyObject` it went through `swift_dynamicCast` in a call of its own, about twice
    /// the instructions.
    @inlinable static func proxy<Object: AnyObject>(for object: Object, key: UnsafeRawPointer) -> AnyObject? {
        if let storing = object as? DelegateProxyStoring { return storing.delegateProxies[key] }
        return tableProxy(for: object, key: key)
    }

    /// The proxy of class `Proxy` kept for `object`, or else the one `make` makes, kept from
    /// then on: `DelegateProxyType.proxy(for:)`'s look-up and keeping with one cast of the
    /// object, where a look-up and a separate store cast it once each (about 550 instructions
    /// a cast, for each of a new table's two proxies).
    @inlinable static func proxy<Object: AnyObject, Proxy: AnyObject>(
        for object: Object, key: UnsafeRawPointer, orMake make: () -> Proxy
    ) -> Proxy {
        if let storing = object as? DelegateProxyStoring {
            if let installed = storing.delegateProxies[key] as? Proxy { return installed }
            let proxy = make()
            storing.delegateProxies[key] = proxy
            return proxy
        }
        if let installed = tableProxy(for: object, key: key) as? Proxy { return installed }
        let proxy = make()
        storeInTable(proxy, for: object, key: key)
        return proxy
    }

    /// `proxy(for:key:orMake:)` for an object whose class keeps its proxies: no cast.
    @inlinable static func proxy<Object: DelegateProxyStoring, Proxy: AnyObject>(
        keptBy object: Object, key: UnsafeRawPointer, orMake make: () -> Proxy
    ) -> Proxy {
        if let installed = object.delegateProxies[key] as? Proxy { return installed }
        let proxy = make()
        object.delegateProxies[key] = proxy
        return proxy
    }

    /// The proxy of an object that does not keep its own, from the table.
    @usableFromInline static func tableProxy(for object: AnyObject, key: UnsafeRawPointer) -> AnyObject? {
        table.lock.lock()
        defer { table.lock.unlock() }
        guard let entry = table.entries[ObjectIdentifier(object)], entry.object === object else { return nil }
        return entry.proxies[key]
    }

    /// Keeps the proxy of an object that does not keep its own in the table.
    @usableFromInline static func storeInTable(_ proxy: AnyObject, for object: AnyObject, key: UnsafeRawPointer) {
        let id = ObjectIdentifier(object)
        table.lock.lock()
        let gone = table.entries.filter { $0.value.object == nil }
        table.entries = table.entries.filter { $0.value.object != nil }
        let isNew = table.entries[id]?.object !== object
        if isNew { table.entries[id] = Entry(object: object) }
        table.entries[id]?.proxies[key] = proxy
        table.lock.unlock()
        // The proxies of objects gone are released outside the lock: their deinit may ask for others.
        withExtendedLifetime(gone) {}
        if isNew, let reporting = object as? any DeallocationReporting {
            _ = reporting.deallocation.subscribe(onNext: { forget(id) })
        }
    }

    /// Drops the entry of an object being deallocated, releasing its proxies outside the lock.
    private static func forget(_ id: ObjectIdentifier) {
        table.lock.lock()
        let entry = table.entries.removeValue(forKey: id)
        table.lock.unlock()
        withExtendedLifetime(entry) {}
    }
}
