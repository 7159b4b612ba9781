import Foundation
import RxSwift

/// What a delegate proxy class declares, as RxCocoa's `DelegateProxyType`: how to read and set
/// its object's delegate, and the proxy classes for each kind of object
/// (`registerKnownImplementations`). `proxy(for:)` installs the proxy as the object's delegate,
/// keeping the delegate that was there as its forward delegate.
public protocol DelegateProxyType: AnyObject {
    associatedtype ParentObject: AnyObject
    associatedtype Delegate

    /// Registers the proxy class of each kind of object: `register { RxTableViewDelegateProxy(tableView: $0) }`.
    static func registerKnownImplementations()

    /// The slot of the object the proxy is kept in: one per delegate protocol.
    static var identifier: UnsafeRawPointer { get }

    static func currentDelegate(for object: ParentObject) -> Delegate?
    static func setCurrentDelegate(_ delegate: Delegate?, to object: ParentObject)

    func forwardToDelegate() -> Delegate?
    func setForwardToDelegate(_ forwardToDelegate: Delegate?, retainDelegate: Bool)
}

extension DelegateProxyType {
    /// One per delegate protocol, as RxCocoa's: a table's delegate proxy and a scroll view's
    /// share the slot of `UIScrollViewDelegate`.
    public static var identifier: UnsafeRawPointer {
        unsafeBitCast(ObjectIdentifier(Delegate.self), to: UnsafeRawPointer.self)
    }

    /// Makes `make` the proxy of objects of type `Parent` (and of its subclasses that have none
    /// of their own). Inlinable, so the factory's cast is specialised where a proxy class
    /// registers: unspecialised, `object as? Parent` looked `Optional<Parent>` up at run time
    /// and cast through `swift_dynamicCast`, for every proxy made.
    @inlinable public static func register<Parent>(make: @escaping (Parent) -> Self) {
        DelegateProxyFactories.shared.register(for: Self.self, parent: Parent.self) { object in
            if let parent = object as? Parent { return make(parent) }
            return nil
        }
    }

    /// A new proxy for `object`, from the factory registered for its class or the nearest
    /// superclass. A class with none is a programming error, as in RxCocoa.
    public static func createProxy(for object: AnyObject) -> Self {
        if let proxy = DelegateProxyFactories.shared.make(Self.self, for: object) as? Self { return proxy }
        preconditionFailure("""
            \(Self.self) has no proxy registered for \(type(of: object)): register one in \
            \(Self.self).registerKnownImplementations() (`register { MyProxy(parentObject: $0) }`)
            """)
    }

    /// The proxy of `object`, installed as its delegate when it is not already; the delegate it
    /// had becomes the proxy's forward delegate (held weakly). Inlinable, with the two below, so
    /// that UIKit's `rx` extensions specialise it for their proxy class: unspecialised, reading
    /// the delegate looked up `Optional<Delegate>` and bridged it to an object, and `proxy as?
    /// Delegate` searched the proxy's class chain for the conformance, about 2.5k instructions a
    /// call.
    @inlinable public static func proxy(for object: ParentObject) -> Self {
        installed(DelegateProxyStorage.proxy(for: object, key: identifier) { createProxy(for: object) }, on: object)
    }

    /// `proxy`, installed as `object`'s delegate unless it is already, the delegate it had
    /// becoming its forward delegate: `proxy(for:)` once the proxy is found or made.
    @inlinable static func installed(_ proxy: Self, on object: ParentObject) -> Self {
        let current = currentDelegate(for: object)
        if !isProxy(current, proxy) {
            proxy.setForwardToDelegate(current, retainDelegate: false)
            setCurrentDelegate(proxy as? Delegate, to: object)
        }
        return proxy
    }

    /// Sets `forwardDelegate` as the forward delegate of `object`'s proxy until the returned
    /// disposable is disposed; the object is told its delegate anew so it asks it again (a
    /// table reloads from a new data source), as RxCocoa does.
    @inlinable public static func installForwardDelegate(_ forwardDelegate: Delegate, retainDelegate: Bool,
                                                         onProxyForObject object: ParentObject) -> Disposable {
        installForwardDelegate(forwardDelegate, retainDelegate: retainDelegate, on: proxy(for: object), of: object)
    }

    /// `installForwardDelegate(_:retainDelegate:onProxyForObject:)` with `object`'s proxy, which
    /// the caller has just installed (`proxy(for:)`): a binding asked for it twice. `asObject`
    /// makes a delegate the object it is, to find the one set here when it is taken away.
    @inlinable static func installForwardDelegate(_ forwardDelegate: Delegate, retainDelegate: Bool,
                                                  on proxy: Self, of object: ParentObject,
                                                  asObject: @escaping (Delegate) -> AnyObject = { $0 as AnyObject })
        -> Disposable {
        // Both read as weak references are, without giving their objects side tables.
        let forwardReference = TryRetainedReference(asObject(forwardDelegate))
        let objectReference = TryRetainedReference(object)
        proxy.setForwardToDelegate(forwardDelegate, retainDelegate: retainDelegate)
        reinstall(proxy, on: object)
        return Disposables.create {
            // Only the delegate set here is taken away: another may have replaced it since.
            var forward: AnyObject?
            if let delegate = proxy.forwardToDelegate() { forward = asObject(delegate) }
            guard forward === forwardReference.object else { return }
            proxy.setForwardToDelegate(nil, retainDelegate: retainDelegate)
            if let object = objectReference.object { reinstall(proxy, on: object) }
        }
    }

    /// Whether `delegate` is `proxy` itself. Cast to the proxy's class, not the delegate made an
    /// object with `as AnyObject`: the delegate's type is generic here, and even specialised for
    /// a delegate protocol of classes `as AnyObject` stays a call of
    /// `_bridgeAnythingToObjectiveC` (about 450 instructions), where the cast from a class
    /// existential to a class is `swift_dynamicCastClass` (about 20). A delegate that is not
    /// of the proxy's class is not the proxy.
    @inlinable static func isProxy(_ delegate: Delegate?, _ proxy: Self) -> Bool {
        guard let delegate, let installed = delegate as? Self else { return false }
        return installed === proxy
    }

    /// The proxy is set again as the delegate it was read as: casting it to `Delegate` anew
    /// looked its conformance up (`swift_conformsToProtocol`) on every install and removal.
    @inlinable static func reinstall(_ proxy: Self, on object: ParentObject) {
        let current = currentDelegate(for: object)
        guard isProxy(current, proxy) else { return }
        setCurrentDelegate(nil, to: object)
        setCurrentDelegate(current, to: object)
    }
}

/// A proxy class that is a `Delegate` itself and whose delegates are objects, as each of
/// UIKit's proxies: it says so where its class is written, so that installing it needs no
/// run-time cast (`proxy as? Delegate` looked the conformance up, `swift_conformsToProtocol`,
/// about 500 instructions; `delegate as AnyObject` went through `_bridgeAnythingToObjectiveC`).
@usableFromInline package protocol DelegateProxyOfKnownDelegate: DelegateProxyType {
    /// This proxy as its delegate type (it is one).
    var asDelegate: Delegate { get }
    /// A delegate as the object it is.
    static func delegateObject(_ delegate: Delegate) -> AnyObject
}

// UIKit's objects with delegates keep their proxies and report their deallocation, and their
// classes say so: for them (chosen where UIKit's `rx` extensions name the object's and the
// proxy's classes) the same proxy is found, kept and installed as above without casting the
// object to `DelegateProxyStoring` or `DeallocationReporting`, or the proxy to `Delegate`, at
// run time, though the classes conform where they are written.
extension DelegateProxyOfKnownDelegate where ParentObject: DelegateProxyStoring {
    /// `proxy(for:)` for an object that keeps its proxies: the same proxy, kept in the same
    /// slot, installed as the delegate unless it is already.
    @inlinable package static func proxy(for object: ParentObject) -> Self {
        let proxy = DelegateProxyStorage.proxy(keptBy: object, key: identifier) { createProxy(for: object) }
        let current = currentDelegate(for: object)
        if !isProxy(current, proxy) {
            proxy.setForwardToDelegate(current, retainDelegate: false)
            setCurrentDelegate(proxy.asDelegate, to: object)
        }
        return proxy
    }

    /// `installForwardDelegate(_:retainDelegate:onProxyForObject:)` with the proxy found above.
    @inlinable package static func installForwardDelegate(_ forwardDelegate: Delegate, retainDelegate: Bool,
                                                          onProxyForObject object: ParentObject) -> Disposable {
        installForwardDelegate(forwardDelegate, retainDelegate: retainDelegate, on: proxy(for: object), of: object)
    }

    /// `installForwardDelegate(_:retainDelegate:on:of:)`, the delegates compared as the objects
    /// they are without bridging.
    @inlinable static func installForwardDelegate(_ forwardDelegate: Delegate, retainDelegate: Bool,
                                                  on proxy: Self, of object: ParentObject) -> Disposable {
        installForwardDelegate(forwardDelegate, retainDelegate: retainDelegate, on: proxy, of: object,
                               asObject: delegateObject)
    }
}

extension DelegateProxyOfKnownDelegate where ParentObject: DelegateProxyStoring & DeallocationReporting {
    /// `installDataSource(_:retain:on:)` for an object that keeps its proxies and reports its
    /// deallocation: the same proxy, forward delegate and deallocation.
    @inlinable static func installDataSource(_ dataSource: Delegate, retain: Bool, on object: ParentObject)
        -> (Self, Disposable, Observable<Void>) {
        let proxy = proxy(for: object)
        let unregister = installForwardDelegate(dataSource, retainDelegate: retain, on: proxy, of: object)
        return (proxy, unregister, object.deallocation)
    }
}

extension ObservableType {
    /// `subscribeProxyDataSource` for an object that keeps its proxies and reports its
    /// deallocation (a table, a collection, a picker), installed without a cast of the object.
    @inlinable @inline(__always) package func subscribeProxyDataSource<Proxy: DelegateProxyOfKnownDelegate>(
        ofObject object: Proxy.ParentObject, dataSource: Proxy.Delegate, retainDataSource: Bool,
        binding: @escaping (Proxy, Event<Element>) -> Void
    ) -> Disposable where Proxy.ParentObject: DelegateProxyStoring & DeallocationReporting {
        let (proxy, unregister, deallocated) = Proxy.installDataSource(dataSource, retain: retainDataSource, on: object)
        let subscription = ProxyDataSourceBinding(proxy: proxy, unregister: unregister, binding: binding)
        subscription.start(source: asObservable(), deallocated: deallocated)
        return subscription
    }

    /// Binds the sequence to `dataSource` through `object`'s data-source proxy, as RxCocoa's
    /// `rx.items(dataSource:)` does: the proxy keeps the data source until the binding is
    /// disposed or the object goes, even after the sequence completed; an error ends the binding.
    /// Inlined into UIKit's `rx.items`, where the proxy class is known, so that the install
    /// below is specialised for it: unspecialised, reading and setting the delegate looked up
    /// and bridged `Optional<Delegate>` and cast the proxy to `Delegate` by a search of its
    /// class chain.
    @inlinable @inline(__always) package func subscribeProxyDataSource<Proxy: DelegateProxyType>(
        ofObject object: Proxy.ParentObject, dataSource: Proxy.Delegate, retainDataSource: Bool,
        binding: @escaping (Proxy, Event<Element>) -> Void
    ) -> Disposable {
        let (proxy, unregister, deallocated) = Proxy.installDataSource(dataSource, retain: retainDataSource, on: object)
        let subscription = ProxyDataSourceBinding(proxy: proxy, unregister: unregister, binding: binding)
        subscription.start(source: asObservable(), deallocated: deallocated)
        return subscription
    }
}

extension DelegateProxyType {
    /// `subscribeProxyDataSource`'s install, generic over the proxy class only (so specialised
    /// for it wherever the class is known): `object`'s proxy with `dataSource` as its forward
    /// delegate, the disposable that unregisters it, and the object's deallocation.
    @inlinable static func installDataSource(_ dataSource: Delegate, retain: Bool, on object: ParentObject)
        -> (Self, Disposable, Observable<Void>) {
        let proxy = proxy(for: object)
        let unregister = installForwardDelegate(dataSource, retainDelegate: retain, on: proxy, of: object)
        return (proxy, unregister, deallocation(of: object))
    }
}

/// The object's deallocation, or `never` for an object that does not report it. Inlinable
/// and generic over the object's type: where its class is known (a table in `rx.items`) the
/// cast is a look-up of the conformance alone, not `swift_dynamicCast` in a call of its own.
@inlinable func deallocation<Object: AnyObject>(of object: Object) -> Observable<Void> {
    if let reporting = object as? DeallocationReporting { return reporting.deallocation }
    return .never()
}

/// A binding that failed: RxCocoa reports it and stops the binding (its release builds print).
func bindingError(_ error: Swift.Error) {
    RxSwift.print("Binding error: \(error)")
}
