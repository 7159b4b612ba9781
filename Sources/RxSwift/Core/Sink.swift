import Synchronization

/// Owns one upstream subscription and releases it exactly once; RxSwift's `DisposeBase`, the
/// base of its disposables and sinks (public, not open, as there).
///
/// The upstream disposable may arrive after a synchronous terminal event has already
/// disposed us, so both orders are handled with one atomic state word (as RxSwift's
/// SinkDisposer does).
public class DisposeBase: Disposable, @unchecked Sendable {
    @usableFromInline let disposalState = Atomic<Int>(0)
    /// Not optional: destroying an optional existential goes through the runtime's generic
    /// enum witnesses (~60 instructions per subscription); an empty `NopDisposable` costs nothing.
    @usableFromInline @exclusivity(unchecked) final var upstreamDisposable: Disposable = NopDisposable()

    @inlinable static var disposedBit: Int { 1 }
    @inlinable static var upstreamBit: Int { 2 }
    /// Set by `Sink.stop(with:)`: the terminal event went out, the disposal is still to come.
    @inlinable static var stoppedBit: Int { 4 }

    @inlinable public init() {}

    @inlinable public final var isDisposed: Bool {
        disposalState.load(ordering: .relaxed) & Self.disposedBit != 0
    }

    /// Disposed, or a terminal event was forwarded: nothing more goes downstream.
    @inlinable final var hasStopped: Bool {
        disposalState.load(ordering: .relaxed) & (Self.disposedBit | Self.stoppedBit) != 0
    }

    /// Stores the subscription to the source; disposes it at once if we are already disposed.
    /// The disposable is consumed and the call inlined, so it moves in without being copied
    /// (no retain and release around it).
    @inline(__always)
    @inlinable package final func setUpstream(_ disposable: consuming Disposable) {
        // Already disposed (a source that completed during its subscription): no need to keep it.
        if disposalState.load(ordering: .acquiring) & Self.disposedBit != 0 {
            disposable.dispose()
            return
        }
        upstreamDisposable = disposable
        let previous = disposalState.bitwiseOr(Self.upstreamBit, ordering: .acquiringAndReleasing).oldValue
        if previous & Self.disposedBit != 0 {
            takeUpstream().dispose()
        }
    }

    /// The upstream subscription, leaving nothing in its place.
    @inline(__always)
    @inlinable func takeUpstream() -> Disposable {
        // Moved out and the slot refilled in place: `swap` copied the two existentials through
        // a temporary (three outlined copies of five words each, on every disposal).
        withUnsafeMutablePointer(to: &upstreamDisposable) { slot in
            let taken = slot.move()
            slot.initialize(to: NopDisposable())
            return taken
        }
    }

    @inlinable public func dispose() {
        // Disposing again changes nothing: a plain load spares the atomic read-modify-write.
        guard disposalState.load(ordering: .acquiring) & Self.disposedBit == 0 else { return }
        let previous = disposalState.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
        guard previous & Self.disposedBit == 0 else { return }
        if previous & Self.upstreamBit != 0 {
            takeUpstream().dispose()
        }
        disposeResources()
    }

    /// Stops and disposes with one atomic operation, for an observer at the end of a chain
    /// whose completion runs no closure between the two (`subscribe(onNext:)`'s). Once stopped
    /// (an error's handler running) it changes nothing, as RxSwift's observer ignores a second
    /// terminal event: the disposal stays with the call that stopped it. Otherwise the disposal
    /// is this call's unless already disposed, as in `dispose()`.
    @inline(__always)
    @inlinable final func completeAndDispose() {
        var previous = disposalState.load(ordering: .relaxed)
        while true {
            guard previous & Self.stoppedBit == 0 else { return }
            let (exchanged, original) = disposalState.compareExchange(
                expected: previous, desired: previous | Self.stoppedBit | Self.disposedBit,
                ordering: .acquiringAndReleasing)
            if exchanged { break }
            previous = original
        }
        guard previous & Self.disposedBit == 0 else { return }
        if previous & Self.upstreamBit != 0 {
            takeUpstream().dispose()
        }
        disposeResources()
    }

    /// Sets the stop bit; true for the one call that set it.
    @inline(__always)
    @inlinable final func stop() -> Bool {
        disposalState.bitwiseOr(Self.stoppedBit, ordering: .acquiringAndReleasing).oldValue & Self.stoppedBit == 0
    }

    /// Called once, after the upstream was disposed: release operator-specific resources here.
    @usableFromInline package func disposeResources() {}
}

/// The subscription of an operator: forwards events downstream until disposed, and
/// disposes itself after forwarding a terminal event.
@usableFromInline package class Sink<Output>: DisposeBase, @unchecked Sendable {
    @usableFromInline package final let observer: (Event<Output>) -> Void

    @inlinable package init(observer: @escaping (Event<Output>) -> Void) {
        self.observer = observer
    }

    @inline(__always)
    @inlinable package final func forward(_ event: Event<Output>) {
        if !hasStopped { observer(event) }
    }

    @inline(__always)
    @inlinable package final func forwardNext(_ element: Output) {
        if !hasStopped { observer(.next(element)) }
    }

    @inlinable package final func forwardCompleted() {
        guard !hasStopped else { return }
        observer(.completed)
        dispose()
    }

    @inlinable package final func forwardError(_ error: Swift.Error) {
        guard !hasStopped else { return }
        observer(.error(error))
        dispose()
    }

    /// Sends a terminal event once and stops forwarding, but leaves the disposal to the caller,
    /// which must call `dispose()` when this returns true. A sink that forwards holding its lock
    /// disposes its sources only after releasing it, so a source whose disposal waits for
    /// another thread cannot deadlock against that thread's next event (RxSwift #2703, #2711).
    @inlinable final func stop(with event: Event<Output>) -> Bool {
        guard !hasStopped else { return false }
        let previous = disposalState.bitwiseOr(Self.stoppedBit, ordering: .acquiringAndReleasing).oldValue
        guard previous & (Self.disposedBit | Self.stoppedBit) == 0 else { return false }
        observer(event)
        return true
    }

    /// Forwards any event, disposing after a terminal one.
    @inlinable package final func forwardEvent(_ event: Event<Output>) {
        switch event {
        case .next(let element): forwardNext(element)
        case .error(let error): forwardError(error)
        case .completed: forwardCompleted()
        }
    }
}
