import RxSwift

/// The scheduler Drivers and Signals deliver and time on, as RxCocoa's `SharingScheduler`.
///
/// RxCocoa uses the process-wide main scheduler; rxs has none. A window sets its session's
/// main scheduler here while it builds screens and delivers user input, so
/// `asDriver(onErrorJustReturn:)` in a ViewModel picks the right clock without a global.
/// The value is scoped to the running code on this thread (a task-local), so two sessions
/// never see each other's. Outside any scope, delivery is immediate on the current thread
/// and timed work goes to `MainScheduler`.
public enum SharingScheduler {
    /// Boxes the scheduler so it can live in a task-local; only read on the thread that set it.
    package final class Box: @unchecked Sendable {
        let makeScheduler: () -> SchedulerType
        package init(_ makeScheduler: @escaping () -> SchedulerType) { self.makeScheduler = makeScheduler }
    }

    @TaskLocal static var current: Box?

    /// Makes the scheduler in scope now; a closure, as RxCocoa's `make`.
    public static var make: () -> SchedulerType {
        current?.makeScheduler ?? { UnscopedSharingScheduler() }
    }

    /// Runs `action` with `scheduler` as the sharing scheduler, as RxCocoa's test helper
    /// (RxCocoa's `action` returns Void; a result here is passed back and may be ignored).
    @discardableResult
    public static func mock<Result>(scheduler: SchedulerType, action: () throws -> Result) rethrows -> Result {
        try mock(makeScheduler: { scheduler }, action: action)
    }

    /// Runs `action` with the schedulers `makeScheduler` makes as the sharing scheduler.
    @discardableResult
    public static func mock<Result>(makeScheduler: @escaping () -> SchedulerType,
                                    action: () throws -> Result) rethrows -> Result {
        try $current.withValue(Box(makeScheduler), operation: action)
    }

    /// Runs `action` with the schedulers `scope` makes as the sharing scheduler. For a caller
    /// that enters the same scope step after step (a window): nothing is made per call, and a
    /// call nested in that scope runs `action` at once, the same box being in scope already.
    package static func withScope<Result>(_ scope: Box, action: () throws -> Result) rethrows -> Result {
        if current === scope { return try action() }
        return try $current.withValue(scope, operation: action)
    }
}

/// Outside a session: immediate work runs on the current thread, as before any scope
/// existed; timed work (throttle, interval) needs a clock and uses `MainScheduler`.
private struct UnscopedSharingScheduler: SchedulerType {
    var now: RxTime { MainScheduler.instance.now }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        CurrentThreadScheduler.instance.schedule(state, action: action)
    }

    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval,
                                     action: @escaping (StateType) -> Disposable) -> Disposable {
        MainScheduler.instance.scheduleRelative(state, dueTime: dueTime, action: action)
    }
}
