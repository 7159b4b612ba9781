import Foundation
import RxSwift

/// An object that keeps its delegate proxies itself, as RxCocoa keeps them in associated
/// objects: they live as long as it does, so their observables complete when it goes.
/// UIKit's views with delegates do.
package protocol DelegateProxyStoring: AnyObject {
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

    @usableFromInline static func proxy(for object: AnyObject, key: UnsafeRawPointer) -> AnyObject? {
        if let storing = object as? DelegateProxyStoring { return storing.delegateProxies[key] }
        table.lock.lock()
        defer { table.lock.unlock() }
        guard let entry = table.entries[ObjectIdentifier(object)], entry.object === object else { return nil }
        return entry.proxies[key]
    }

    @usableFromInline static func store(_ proxy: AnyObject, for object: AnyObject, key: UnsafeRawPointer) {
        if let storing = object as? DelegateProxyStoring {
            storing.delegateProxies[key] = proxy
            return
        }
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
        if isNew, let reporting = object as? DeallocationReporting {
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
