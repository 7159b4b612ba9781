import RxSwift
import Synchronization

/// The subscription of `subscribeProxyDataSource`: what RxCocoa's chain
/// `catch { bindingError; .empty() }.concat(Observable.never()).take(until: deallocated)
/// .subscribe { … }` does, in one object. The chain made a sink per operator, a `never`, the
/// concat's iterator and lock, and a closure for the returned disposable, for every table a
/// screen binds, and freed them all again when the screen went.
///
/// The events are the chain's: the source's elements reach `binding`; the source's error is
/// reported (`bindingError`) and its completion ignored, the binding living on; the object's
/// deallocation ends it, `binding` getting `.completed` (or `deallocated`'s error) and the data
/// source being unregistered, then the subscriptions disposed. As `take(until:)`, `deallocated`
/// is subscribed before the source.
@usableFromInline
final class ProxyDataSourceBinding<Proxy: DelegateProxyType, Element>: Disposable, @unchecked Sendable {
    /// Let go of on disposal, as the chain's disposable let go of its subscription: the
    /// binding closure holds the data source.
    @exclusivity(unchecked) private var proxy: Proxy?
    @exclusivity(unchecked) private var binding: ((Proxy, Event<Element>) -> Void)?
    private let unregister: Disposable
    private let sourceSubscription = SingleAssignmentDisposable()
    private let deallocationSubscription = SingleAssignmentDisposable()
    /// Set once the binding ended (the object went, or it was disposed): nothing reaches
    /// `binding` after.
    private let ended = Atomic<Bool>(false)

    @usableFromInline init(proxy: Proxy, unregister: Disposable, binding: @escaping (Proxy, Event<Element>) -> Void) {
        self.proxy = proxy
        self.unregister = unregister
        self.binding = binding
    }

    /// Subscribes `deallocated`, then `source`, inside one trampoline as RxSwift's `subscribe`
    /// of the chain did.
    @usableFromInline func start(source: Observable<Element>, deallocated: Observable<Void>) {
        CurrentThreadScheduler.trampoline {
            deallocationSubscription.setDisposable(deallocated.run { [self] in onDeallocation($0) })
            sourceSubscription.setDisposable(source.run { [self] in onSource($0) })
        }
    }

    private func onSource(_ event: Event<Element>) {
        // The source's subscription is disposed at its error or completion: what it sends after
        // (breaking the grammar) is dropped, as the chain's operators drop it (and `map`, which
        // `rx.items` puts before a source of another sequence than an array).
        guard !ended.load(ordering: .acquiring), !sourceSubscription.isDisposed else { return }
        switch event {
        case .next:
            send(event)
        case .error(let error):
            // `catch` reported it and went on with `empty`, then `concat` with `never`.
            bindingError(error)
            sourceSubscription.dispose()
        case .completed:
            sourceSubscription.dispose()
        }
    }

    private func onDeallocation(_ event: Event<Void>) {
        switch event {
        case .next: end(with: .completed)
        case .error(let error): end(with: .error(error))
        case .completed: deallocationSubscription.dispose()
        }
    }

    /// `take(until:)`'s terminal event, as the chain's subscriber handled it.
    private func end(with event: Event<Element>) {
        guard !ended.exchange(true, ordering: .acquiringAndReleasing) else { return }
        send(event)
        if case .completed = event { unregister.dispose() }
        sourceSubscription.dispose()
        deallocationSubscription.dispose()
    }

    private func send(_ event: Event<Element>) {
        if let binding, let proxy { binding(proxy, event) }
    }

    @usableFromInline func dispose() {
        ended.store(true, ordering: .releasing)
        sourceSubscription.dispose()
        deallocationSubscription.dispose()
        unregister.dispose()
        proxy = nil
        binding = nil
    }
}
