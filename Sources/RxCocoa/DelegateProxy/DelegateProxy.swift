import Foundation
import RxSwift

/// Stands between an object and its delegate (or data source), as RxCocoa's `DelegateProxy`:
/// the object calls the proxy, the proxy reports the call (`sentMessage` before it forwards,
/// `methodInvoked` after) and forwards it to the delegate the app set (`setForwardToDelegate`,
/// or `rx.setDelegate`). Subclasses implement the delegate protocol, each method through
/// `_forward`; UIKit's are `RxTableViewDelegateProxy`, `RxScrollViewDelegateProxy`, ….
///
/// The observables complete when the proxy goes, which is when its object is deallocated.
open class DelegateProxy<P: AnyObject, D>: NSObject {
    public typealias ParentObject = P
    public typealias Delegate = D

    /// The object, read as a weak reference is without giving it a side table (every retain of
    /// an object a weak reference reached takes the runtime's slow path).
    private let parent: TryRetainedReference<ParentObject>
    /// Unchecked exclusivity: read at each delegate call and reload (`_reaches`), and no access
    /// calls out while it lasts.
    /// Read as a weak reference is, without giving the delegate a side table.
    @inlinable final var weakForward: AnyObject? {
        get { TryRetainedReference.object(at: forwardReference?.handle) }
        set { forwardReference = newValue.map(TryRetainedReference.init) }
    }
    @usableFromInline @exclusivity(unchecked) var forwardReference: TryRetainedReference<AnyObject>?
    /// The delegate kept strongly (`retainDelegate`), as the delegate type. A closure, as
    /// reading an optional of the generic type looked its type up at run time on every call.
    @usableFromInline @exclusivity(unchecked) var retainedForward: (() -> Delegate)?
    /// The subjects of the messages someone observes, with their method names: a proxy has a
    /// few, and comparing names in a short list is cheaper than hashing one on every call.
    /// Unchecked exclusivity: read on every delegate call, and no access calls out while it lasts.
    @exclusivity(unchecked) private var sent: [(name: String, subject: PublishSubject<Any>)] = []
    @exclusivity(unchecked) private var invoked: [(name: String, subject: PublishSubject<Any>)] = []

    /// As RxCocoa's: `Proxy` is the concrete proxy class, which registers itself.
    public init<Proxy: DelegateProxyType>(parentObject: ParentObject, delegateProxy: Proxy.Type)
    where Proxy: DelegateProxy<ParentObject, Delegate>, Proxy.ParentObject == ParentObject, Proxy.Delegate == Delegate {
        parent = TryRetainedReference(parentObject)
        super.init()
    }

    deinit {
        for entry in sent { entry.subject.onCompleted() }
        for entry in invoked { entry.subject.onCompleted() }
    }

    /// The arguments of every call of `message`, sent before the call is forwarded.
    open func sentMessage<Arguments>(_ message: _DelegateMessage<Delegate, Arguments>) -> Observable<Arguments> {
        Self.arguments(subject(message.name, in: &sent))
    }

    /// The arguments of every call of `message`, sent after the forward delegate handled it.
    open func methodInvoked<Arguments>(_ message: _DelegateMessage<Delegate, Arguments>) -> Observable<Arguments> {
        _methodInvoked(message)
    }

    /// `methodInvoked` as `DelegateProxy` implements it, inlinable for callers that know the
    /// proxy's class keeps it (UIKit's `rx` for its own proxies): called through the open
    /// method, one unspecialised body serves every argument type and looks the `compactMap`'s
    /// producer and sink types up at run time, at the call and at each subscription.
    @inlinable package final func _methodInvoked<Arguments>(_ message: _DelegateMessage<Delegate, Arguments>)
        -> Observable<Arguments> {
        Self.arguments(_invokedSubject(named: message.name))
    }

    /// The subject of `methodInvoked(named)`, made when first asked for.
    @usableFromInline package final func _invokedSubject(named name: String) -> PublishSubject<Any> {
        subject(name, in: &invoked)
    }

    @inlinable static func arguments<Arguments>(_ subject: PublishSubject<Any>) -> Observable<Arguments> {
        // Each message has one argument type: the cast never drops an element.
        subject.compactMap { $0 as? Arguments }
    }

    private func subject(_ name: String, in subjects: inout [(name: String, subject: PublishSubject<Any>)]) -> PublishSubject<Any> {
        if let subject = Self.subject(name, in: subjects) { return subject }
        let subject = PublishSubject<Any>()
        subjects.append((name, subject))
        return subject
    }

    private static func subject(_ name: String, in subjects: [(name: String, subject: PublishSubject<Any>)]) -> PublishSubject<Any>? {
        // Names of other messages mostly differ in length: comparing the lengths first (a
        // native string's is stored) spares comparing their bytes.
        let length = name.utf8.count
        for entry in subjects where entry.name.utf8.count == length && entry.name == name { return entry.subject }
        return nil
    }

    /// Reports a call of `message` around `forward` (which calls the forward delegate): what
    /// every delegate method of a proxy does. Nothing is built for a message nobody observes.
    package func _forward<Arguments>(_ message: _DelegateMessage<Delegate, Arguments>,
                                     _ arguments: @autoclosure () -> Arguments, forward: (Delegate) -> Void) {
        if isUnheard { return }
        if !sent.isEmpty { Self.subject(message.name, in: sent)?.onNext(arguments()) }
        // The stored delegate, not the overridable `forwardToDelegate()`, as RxCocoa forwards
        // to its own forward delegate: reading it here needs no `Optional<Delegate>` type,
        // which unspecialised code would look up at run time on every call.
        if let retainedForward {
            forward(retainedForward())
        } else if let weakForward {
            // A `case` pattern casts into a `Delegate` directly; `as? Delegate` would make an
            // `Optional<Delegate>`, whose type unspecialised code looks up on every call.
            switch weakForward {
            case let delegate as Delegate: forward(delegate)
            default: break
            }
        }
        if !invoked.isEmpty { Self.subject(message.name, in: invoked)?.onNext(arguments()) }
    }

    /// True when a call would reach no one: nothing observes a message and there is no
    /// delegate to forward to. A table's proxy is told of every row it shows; most tell no one.
    package var isUnheard: Bool {
        sent.isEmpty && invoked.isEmpty && retainedForward == nil && weakForward == nil
    }

    /// Whether a call of `message` might reach anyone: a delegate to forward to, or a subject
    /// of it made by `sentMessage` or `methodInvoked`. True whenever RxCocoa's `responds(to:)`
    /// would be (which UIKit asks before calling an optional method), and also for a forward
    /// delegate or subject that would ignore the call: a table asks this per message at each
    /// reload, rather than calling the proxy for every row to no one.
    package final func _reaches<Arguments>(_ message: _DelegateMessage<Delegate, Arguments>) -> Bool {
        retainedForward != nil || weakForward != nil
            || Self.subject(message.name, in: sent) != nil || Self.subject(message.name, in: invoked) != nil
    }

    /// The delegate calls are forwarded to, if any. Asked on every delegate call: the one kept
    /// strongly was cast once when set, and no cast is tried when there is none.
    open func forwardToDelegate() -> Delegate? {
        if let retainedForward { return retainedForward() }
        guard let weakForward else { return nil }
        return weakForward as? Delegate
    }

    /// The delegate calls are forwarded to, as an object: RxCocoa's `_forwardToDelegate` (its
    /// Objective-C base's property), which proxies written for RxCocoa cast to their delegate
    /// type (`(_forwardToDelegate as? MyViewDelegate)?.myView(…)`).
    public var _forwardToDelegate: AnyObject? { weakForward }

    /// Sets the delegate calls are forwarded to, kept strongly when `retainDelegate` (a data
    /// source `rx.items` made, which nothing else keeps) and weakly otherwise.
    open func setForwardToDelegate(_ delegate: Delegate?, retainDelegate: Bool) {
        // A `switch`, not `Optional.map`: this body is unspecialised, and each `map` was a call
        // of its generic body that looked `Optional<Delegate>` up at run time (two a call, four
        // calls a table's install).
        switch delegate {
        case let delegate?:
            weakForward = delegate as AnyObject
            retainedForward = retainDelegate ? { delegate } : nil
        case nil:
            weakForward = nil
            retainedForward = nil
        }
    }

    /// What `setForwardToDelegate` does, for a subclass whose delegate type is known and
    /// whose delegate is `object`: inlined there, so the switch on the optional delegate looks
    /// no `Optional<Delegate>` up at run time and the delegate is not bridged to an object
    /// (UIKit's table and collection proxies call this from their overrides, not `super`).
    @inlinable package final func _setForwardToDelegate(_ delegate: Delegate?, as object: AnyObject?,
                                                        retainDelegate: Bool) {
        switch delegate {
        case let delegate?:
            weakForward = object
            retainedForward = retainDelegate ? { delegate } : nil
        case nil:
            weakForward = nil
            retainedForward = nil
        }
    }

    /// The object whose delegate this proxy is.
    package var parentObject: ParentObject? { parent.object }
}
