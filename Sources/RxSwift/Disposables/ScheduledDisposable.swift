import Synchronization

/// Disposes a disposable on a scheduler, as RxSwift's `ScheduledDisposable`: `dispose()`
/// schedules the disposal, which happens once.
public final class ScheduledDisposable: Cancelable, @unchecked Sendable {
    public let scheduler: ImmediateSchedulerType
    @usableFromInline let disposed = Atomic<Bool>(false)
    @usableFromInline @exclusivity(unchecked) var disposable: Disposable?

    @inlinable public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
        self.scheduler = scheduler
        self.disposable = disposable
    }

    /// True once the disposal ran on the scheduler.
    @inlinable public var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    @inlinable public func dispose() {
        _ = scheduler.schedule(self) { scheduled in
            scheduled.disposeInner()
            return Disposables.create()
        }
    }

    @inlinable func disposeInner() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let disposable = self.disposable
        self.disposable = nil
        disposable?.dispose()
    }
}
