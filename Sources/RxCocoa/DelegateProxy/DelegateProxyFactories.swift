import Foundation

/// The proxy classes registered per delegate protocol and kind of object, as RxCocoa's
/// `DelegateProxyFactory`: filled once per proxy type, from its `registerKnownImplementations`,
/// the first time one is needed. Process-wide as RxCocoa's, and read-only once filled: it
/// holds classes and constructors, never an object of a session.
@usableFromInline final class DelegateProxyFactories: @unchecked Sendable {
    @usableFromInline static let shared = DelegateProxyFactories()

    private struct Factory {
        /// Whether a type is the registered parent type or a subclass of it.
        let accepts: (Any.Type) -> Bool
        let parent: Any.Type
        let make: (AnyObject) -> AnyObject?
    }

    private let lock = NSRecursiveLock()
    /// Per proxy slot (`DelegateProxyType.identifier`). This and the next are read and set only
    /// under `lock`, so not checked for exclusivity at run time.
    @exclusivity(unchecked) private var factories: [UnsafeRawPointer: [Factory]] = [:]
    /// The factory found for a slot and a class (nil: none accepts it), until the next
    /// registration: every new table makes its proxies, and finding the nearest factory
    /// tried the class against every registered parent type, twice over. A list searched by
    /// its two pointers: a program has a few slots and classes, and hashing the key (and the
    /// slot again for `registerKnownImplementationsOnce`) was most of a proxy's making.
    @exclusivity(unchecked) private var nearestByClass: [Nearest] = []

    private struct Nearest {
        let slot: UnsafeRawPointer
        let objectClass: ObjectIdentifier
        let factory: Factory?
    }

    @usableFromInline func register<Proxy: DelegateProxyType, Parent>(for proxyType: Proxy.Type,
                                                                       parent: Parent.Type,
                                                                       make: @escaping (AnyObject) -> AnyObject?) {
        lock.lock()
        defer { lock.unlock() }
        // As RxCocoa's shared factory, made (with the known implementations) before the first
        // registration: an app's own registered first must not leave UIKit's classes without.
        registerKnownImplementationsOnce(of: proxyType)
        var list = factories[Proxy.identifier] ?? []
        list.removeAll { $0.parent == parent }
        list.append(Factory(accepts: { $0 is Parent.Type }, parent: parent, make: make))
        factories[Proxy.identifier] = list
        nearestByClass = []
    }

    /// A proxy from the factory of `object`'s own class, or else of its nearest superclass.
    func make<Proxy: DelegateProxyType>(_ proxyType: Proxy.Type, for object: AnyObject) -> AnyObject? {
        lock.lock()
        defer { lock.unlock() }
        let slot = Proxy.identifier
        let objectClass = ObjectIdentifier(type(of: object))
        // A slot with a remembered factory was used before: its known implementations are in.
        if let index = nearestByClass.firstIndex(where: { $0.slot == slot && $0.objectClass == objectClass }) {
            return nearestByClass[index].factory?.make(object)
        }
        registerKnownImplementationsOnce(of: proxyType)
        let candidates = (factories[slot] ?? []).filter { $0.accepts(type(of: object)) }
        // The nearest: a subtype of every other candidate.
        let nearest = candidates.first { candidate in candidates.allSatisfy { $0.accepts(candidate.parent) } }
        nearestByClass.append(Nearest(slot: slot, objectClass: objectClass, factory: nearest))
        return nearest?.make(object)
    }

    /// The first time a slot is used, its proxy type's `registerKnownImplementations` (which
    /// registers through `register`, re-entering the lock). Called with `lock` held.
    private func registerKnownImplementationsOnce<Proxy: DelegateProxyType>(of proxyType: Proxy.Type) {
        guard factories[Proxy.identifier] == nil else { return }
        factories[Proxy.identifier] = []
        Proxy.registerKnownImplementations()
    }
}
