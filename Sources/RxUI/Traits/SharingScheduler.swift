import RxCore

/// The scheduler Drivers and Signals deliver on, as RxCocoa's `SharingScheduler`.
///
/// RxCocoa uses the process-wide main scheduler; rxs has none. A window sets its session's
/// main scheduler here while it builds screens and delivers user input, so
/// `asDriver(onErrorJustReturn:)` in a ViewModel picks the right clock without a global.
/// The value is scoped to the running code on this thread (a task-local), so two sessions
/// never see each other's. Outside any scope, delivery is immediate on the current thread.
public enum SharingScheduler {
    /// Boxes the scheduler so it can live in a task-local; only read on the thread that set it.
    final class Box: @unchecked Sendable {
        let scheduler: any ImmediateSchedulerType
        init(_ scheduler: any ImmediateSchedulerType) { self.scheduler = scheduler }
    }

    @TaskLocal static var current: Box?

    /// The scheduler in scope now.
    public static func make() -> any ImmediateSchedulerType {
        current?.scheduler ?? CurrentThreadScheduler.instance
    }

    /// Runs `action` with `scheduler` as the sharing scheduler, as RxCocoa's test helper.
    public static func mock<Result>(scheduler: any ImmediateSchedulerType, action: () throws -> Result) rethrows -> Result {
        try $current.withValue(Box(scheduler), operation: action)
    }
}
