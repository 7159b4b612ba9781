extension ImmediateSchedulerType {
    /// Runs `action` with `state`, and again each time it calls `recurse` with the next state,
    /// as RxSwift's: every run is scheduled on this scheduler (so `CurrentThreadScheduler` runs
    /// the next one after the current returns, never nested), and disposing stops the runs not
    /// yet started (best effort: one already handed to a queue may still start, and finds the
    /// action gone).
    public func scheduleRecursive<State>(_ state: State,
                                         action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void) -> Disposable {
        let recursiveScheduler = RecursiveImmediateScheduler(action: action, scheduler: self)
        recursiveScheduler.schedule(state)
        return Disposables.create(with: recursiveScheduler.dispose)
    }
}

/// The runs of one `scheduleRecursive`: each pending run's disposable is kept in `group`
/// until it starts, so disposing cancels what has not started.
final class RecursiveImmediateScheduler<State>: @unchecked Sendable {
    typealias Action = (_ state: State, _ recurse: (State) -> Void) -> Void

    /// Where one scheduled run is: not yet in `group`, in it under a key, or started.
    private enum RunState {
        case initial
        case added(CompositeDisposable.DisposeKey)
        case done
    }

    private let lock = Lock()
    private let group = CompositeDisposable()
    private var action: Action?
    private let scheduler: ImmediateSchedulerType

    init(action: @escaping Action, scheduler: ImmediateSchedulerType) {
        self.action = action
        self.scheduler = scheduler
    }

    func schedule(_ state: State) {
        var runState = RunState.initial
        let scheduled = scheduler.schedule(state) { state -> Disposable in
            if self.group.isDisposed {
                return Disposables.create()
            }
            let action = self.lock.withLock { () -> Action? in
                if case .added(let key) = runState {
                    self.group.remove(for: key)
                }
                runState = .done
                return self.action
            }
            action?(state, self.schedule)
            return Disposables.create()
        }
        // A scheduler that ran the action inside `schedule` left it done: nothing to keep.
        lock.withLock {
            guard case .initial = runState else { return }
            if let key = group.insert(scheduled) {
                runState = .added(key)
            } else {
                runState = .done
            }
        }
    }

    func dispose() {
        lock.withLock { action = nil }
        group.dispose()
    }
}
