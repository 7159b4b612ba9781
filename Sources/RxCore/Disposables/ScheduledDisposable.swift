import Synchronization

/// Disposes a disposable on a scheduler, as RxSwift's `ScheduledDisposable`: `dispose()`
/// schedules the disposal, which happens once.
public final class ScheduledDisposable: Cancelable, @unchecked Sendable {
    public let scheduler: ImmediateSchedulerType
    private let disposed = Atomic<Bool>(false)
    private var disposable: Disposable?

    public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
        self.scheduler = scheduler
        self.disposable = disposable
    }

    /// True once the disposal ran on the scheduler.
    public var isDisposed: Bool { disposed.load(ordering: .acquiring) }

    public func dispose() {
        _ = scheduler.schedule(self) { scheduled in
            scheduled.disposeInner()
            return Disposables.create()
        }
    }

    private func disposeInner() {
        guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let disposable = self.disposable
        self.disposable = nil
        disposable?.dispose()
    }
}
