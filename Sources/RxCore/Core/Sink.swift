import Synchronization

/// Owns one upstream subscription and releases it exactly once.
///
/// The upstream disposable may arrive after a synchronous terminal event has already
/// disposed us, so both orders are handled with one atomic state word (as RxSwift's
/// SinkDisposer does).
open class SubscriptionBase: Disposable, @unchecked Sendable {
    private let state = Atomic<Int>(0)
    private var upstream: Disposable?

    private static var disposedBit: Int { 1 }
    private static var upstreamBit: Int { 2 }

    public init() {}

    public final var isDisposed: Bool {
        state.load(ordering: .relaxed) & Self.disposedBit != 0
    }

    /// Stores the subscription to the source; disposes it at once if we are already disposed.
    /// The disposable is consumed (moved in, not copied: no retain and release around it).
    public final func setUpstream(_ disposable: consuming Disposable) {
        upstream = disposable
        let previous = state.bitwiseOr(Self.upstreamBit, ordering: .acquiringAndReleasing).oldValue
        if previous & Self.disposedBit != 0 {
            upstream.take()?.dispose()
        }
    }

    public func dispose() {
        let previous = state.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
        guard previous & Self.disposedBit == 0 else { return }
        if previous & Self.upstreamBit != 0 {
            upstream.take()?.dispose()
        }
        disposeResources()
    }

    /// Called once, after the upstream was disposed: release operator-specific resources here.
    open func disposeResources() {}
}

/// The subscription of an operator: forwards events downstream until disposed, and
/// disposes itself after forwarding a terminal event.
open class Sink<Output>: SubscriptionBase, @unchecked Sendable {
    public final let observer: (Event<Output>) -> Void

    public init(observer: @escaping (Event<Output>) -> Void) {
        self.observer = observer
    }

    @inline(__always)
    public final func forward(_ event: Event<Output>) {
        if !isDisposed { observer(event) }
    }

    @inline(__always)
    public final func forwardNext(_ element: Output) {
        if !isDisposed { observer(.next(element)) }
    }

    public final func forwardCompleted() {
        guard !isDisposed else { return }
        observer(.completed)
        dispose()
    }

    public final func forwardError(_ error: Swift.Error) {
        guard !isDisposed else { return }
        observer(.error(error))
        dispose()
    }

    /// Forwards any event, disposing after a terminal one.
    public final func forwardEvent(_ event: Event<Output>) {
        switch event {
        case .next(let element): forwardNext(element)
        case .error(let error): forwardError(error)
        case .completed: forwardCompleted()
        }
    }
}
