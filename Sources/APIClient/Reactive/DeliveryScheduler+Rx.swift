import RxSwift

extension DeliveryScheduler {
    /// Waits on an RxSwift scheduler: on a session's `VirtualTimeScheduler` a fixture answer
    /// arrives exactly `latency` after the request, on the virtual clock. `label` names the
    /// wait in the scheduler's list of pending work.
    public init(_ scheduler: some SchedulerType & Sendable, label: String = "network response") {
        if let timers = scheduler.timerScheduling {
            // A virtual-time scheduler of ticks queues the wait as a timer: the item keeps the
            // work's holder and runs a function that captures nothing, where `scheduleRelative`
            // through the generic scheduler ran unspecialised code (about 1.1k instructions a
            // wait). Same due time, label, `adjustScheduledTime` call and queue.
            self.init { delay, work in
                let disposable = timers.scheduleTimer(after: .nanoseconds(DeliveryScheduler.nanoseconds(delay)), label: label,
                                                      target: PendingWork(work), token: 0, fire: PendingWork.fire)
                return DisposableTask(disposable: disposable)
            }
            return
        }
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

/// A timer's work: the queued item holds it until it runs, is dropped or is disposed, as the
/// general path's item holds its closure.
private final class PendingWork {
    private let work: @Sendable () -> Void

    init(_ work: @escaping @Sendable () -> Void) { self.work = work }

    static func fire(_ target: AnyObject, _: UInt64) {
        (target as? PendingWork)?.work()
    }
}

/// A scheduled item's disposable as a transport task (RxSwift's disposables are thread-safe).
private final class DisposableTask: TransportTask, @unchecked Sendable {
    private let disposable: Disposable

    init(disposable: Disposable) { self.disposable = disposable }

    func cancel() { disposable.dispose() }
}
