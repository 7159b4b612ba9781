import RxCore

extension SharingScheduler {
    /// Runs `action` with the scheduler `makeScheduler` makes as the sharing scheduler, as
    /// RxCocoa's `mock(makeScheduler:action:)`. The factory is called once, on entry: the
    /// scope holds one scheduler (RxCocoa calls it at each `make()`; the factories tests pass
    /// return the same scheduler each time).
    public static func mock<Result>(makeScheduler: @escaping () -> any ImmediateSchedulerType,
                                    action: () throws -> Result) rethrows -> Result {
        try mock(scheduler: makeScheduler(), action: action)
    }
}
