import RxSwift

extension DeliveryScheduler {
    /// Waits on an RxSwift scheduler: on a session's `VirtualTimeScheduler` a fixture answer
    /// arrives exactly `latency` after the request, on the virtual clock. `label` names the
    /// wait in the scheduler's list of pending work.
    public init(_ scheduler: some SchedulerType & Sendable, label: String = "network response") {
        self.init { delay, work in
            // `work` is the state, so the action captures nothing (no closure context a wait).
            let disposable = scheduler.scheduleRelative(work, dueTime: .nanoseconds(DeliveryScheduler.nanoseconds(delay)),
                                                        label: label) { work in
                work()
                return Disposables.create()
            }
            return DisposableTask(disposable: disposable)
        }
    }
}

/// A scheduled item's disposable as a transport task (RxSwift's disposables are thread-safe).
private final class DisposableTask: TransportTask, @unchecked Sendable {
    private let disposable: Disposable

    init(disposable: Disposable) { self.disposable = disposable }

    func cancel() { disposable.dispose() }
}
