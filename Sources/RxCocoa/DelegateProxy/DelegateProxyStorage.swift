import Foundation

/// An object that keeps its delegate proxies itself, as RxCocoa keeps them in associated
/// objects: they live as long as it does, so their observables complete when it goes.
/// UIKit's views with delegates do.
package protocol DelegateProxyStoring: AnyObject {
    var delegateProxies: [UnsafeRawPointer: AnyObject] { get set }
}

/// Where `DelegateProxyType.proxy(for:)` keeps the proxy of an object: in the object when it
/// keeps them, else in a table of objects held weakly (a proxy for a class of the app's own),
/// whose entries go once their object has.
enum DelegateProxyStorage {
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

    static func proxy(for object: AnyObject, key: UnsafeRawPointer) -> AnyObject? {
        if let storing = object as? DelegateProxyStoring { return storing.delegateProxies[key] }
        table.lock.lock()
        defer { table.lock.unlock() }
        guard let entry = table.entries[ObjectIdentifier(object)], entry.object === object else { return nil }
        return entry.proxies[key]
    }

    static func store(_ proxy: AnyObject, for object: AnyObject, key: UnsafeRawPointer) {
        if let storing = object as? DelegateProxyStoring {
            storing.delegateProxies[key] = proxy
            return
        }
        table.lock.lock()
        defer { table.lock.unlock() }
        table.entries = table.entries.filter { $0.value.object != nil }
        let id = ObjectIdentifier(object)
        if table.entries[id]?.object !== object { table.entries[id] = Entry(object: object) }
        table.entries[id]?.proxies[key] = proxy
    }
}
