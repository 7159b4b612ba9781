import RxUI
import APIClient
import Foundation
import RxSwift
import Synchronization
import RxsScript

/// Live mode's driver. The session's clock stays a `VirtualTimeScheduler`; this makes its
/// virtual time follow real time: waiting really waits, running each piece of work when real
/// time reaches its due time, and network results coming in on other threads are scheduled at
/// the real time they arrive and wake the waiting session thread. Virtual time never runs
/// ahead of real time, so nothing is ever scheduled in the past.
final class LiveClock: ImmediateSchedulerType, Sendable {
    let scheduler: VirtualTickScheduler
    private let realTime: any RealTimeSource
    /// The real milliseconds at virtual time 0.
    private let origin: Int
    /// The thread that runs the session's work: results handed over on it (fixtures, injected
    /// faults, both on the virtual clock) are zero-delay hops at the current virtual time.
    private let sessionThread: Guarded<Thread>
    /// Set by Ctrl-C in the REPL: the wait or settle under way stops where it got to.
    private let interruption = Guarded(false)

    init(scheduler: VirtualTickScheduler, realTime: any RealTimeSource) {
        self.scheduler = scheduler
        self.realTime = realTime
        origin = realTime.milliseconds - scheduler.clock
        sessionThread = Guarded(Thread.current)
    }

    /// The virtual time real time has reached.
    var now: Int { realTime.milliseconds - origin }

    /// Delivers a network result: from another thread at the real time now, waking the
    /// session; from the session's own thread at the current virtual time.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        guard sessionThread.withLock({ $0 !== Thread.current }) else {
            return scheduler.schedule(state, action: action)
        }
        defer { realTime.wake() }
        return scheduler.scheduleAbsoluteVirtual(state, time: now, label: "network response", action: action)
    }

    /// Wakes the waiting session: something it waits for (a request) has ended.
    func wake() {
        realTime.wake()
    }

    /// Stops the wait or settle under way (from any thread), keeping the session.
    func interrupt() {
        interruption.withLock { $0 = true }
        realTime.wake()
    }

    /// Whether an interrupt came since the last call, clearing it.
    func takeInterruption() -> Bool {
        interruption.withLock { interrupted in
            defer { interrupted = false }
            return interrupted
        }
    }

    private var isInterrupted: Bool { interruption.withLock { $0 } }

    /// Runs everything that became due up to the real time now. The session's work runs on
    /// the calling thread from here on.
    func catchUp(afterEachInstant: () -> Void) {
        sessionThread.withLock { $0 = Thread.current }
        run(upTo: now, afterEachInstant)
    }

    /// Waits in real time until virtual time `target`, running work as it becomes due.
    func advance(to target: Int, afterEachInstant: () -> Void) {
        while true {
            let reached = min(now, target)
            run(upTo: reached, afterEachInstant)
            guard reached < target, !isInterrupted else { return }
            sleep(until: min(scheduler.nextDueTime ?? target, target))
        }
    }

    /// Waits in real time until nothing is scheduled and `isBusy()` is false (requests in
    /// flight), running work as it becomes due. False when `timeout` milliseconds of real
    /// time passed first.
    func settle(timeout: Int, isBusy: () -> Bool, afterEachInstant: () -> Void) -> Bool {
        let deadline = now + max(0, timeout)
        while true {
            let reached = min(now, deadline)
            run(upTo: reached, afterEachInstant)
            // Busy first: a request schedules its result before it stops counting as busy,
            // so once it is seen idle its result is already visible to the scheduler.
            if !isBusy(), scheduler.nextDueTime == nil { return true }
            if isInterrupted { return true }
            guard reached < deadline else { return false }
            sleep(until: min(scheduler.nextDueTime ?? deadline, deadline))
        }
    }

    private func sleep(until virtualTime: Int) {
        realTime.sleep(until: virtualTime + origin)
    }

    /// Runs work due up to `limit` instant by instant, then sets the clock to `limit`.
    private func run(upTo limit: Int, _ afterEachInstant: () -> Void) {
        while let due = scheduler.nextDueTime, due <= limit {
            scheduler.advanceTo(due)
            afterEachInstant()
        }
        let before = scheduler.clock
        scheduler.advanceTo(limit)
        if scheduler.clock != before { afterEachInstant() }
    }
}
