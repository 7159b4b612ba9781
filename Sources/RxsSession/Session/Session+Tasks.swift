import RxSwift

/// Swift concurrency in a session: the jobs of `Task {}`, `await` and `@MainActor` hops that
/// code under test started wait in `jobs` (rxs's executors put them there, `SessionExecutors`)
/// and run here, on the session's thread, at fixed points: after a step's event, after each
/// piece of virtual-time work as the clock moves, after a screen opened. So a task's effect
/// shows in the step that started it, the same on every run and side by side.
extension Session {
    /// Runs the waiting jobs, and the work due now they schedule, until neither is left:
    /// answers whether any job ran. When none waits, one atomic load.
    @discardableResult
    @inline(__always) func runTasksAndDueWork() -> Bool {
        jobs.hasJobs ? runWaitingTasks() : false
    }

    /// Runs the work due now, then the jobs waiting and what they make due, until neither is left.
    func runDueWorkAndTasks() {
        scheduler.runDue()
        runTasksAndDueWork()
    }

    /// After an instant of live time: the jobs it set waiting run, then its changes are collected.
    func runTasksAndCollect() {
        runTasksAndDueWork()
        collectChanges()
    }

    @inline(never) private func runWaitingTasks() -> Bool {
        // At most one drain's limit in all: a task that yields forever then lets the step
        // end, and the rest runs at the next point.
        var budget = SessionJobs.drainLimit
        while budget > 0, jobs.hasJobs {
            stateRevision &+= 1
            budget -= jobs.drain(limit: budget)
            scheduler.runDue()
        }
        return budget < SessionJobs.drainLimit
    }
}
