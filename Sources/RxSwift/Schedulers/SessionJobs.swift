import Synchronization

/// The Swift concurrency jobs of one rxs session: the `Task {}` bodies, `await` resumptions and
/// `@MainActor` hops of code that runs in its steps, waiting to run on the session's thread.
///
/// rxs's executors (`SessionExecutors`) put here every job enqueued on the session's thread
/// while its context is in scope, and every later job of a task first seen there (from any
/// thread: a continuation resumed by a callback). The session runs them (`drain`) at points
/// of its own, FIFO, on its thread: after a step's event and after each piece of virtual-time
/// work, so what a task does shows in the step that started it, the same on every run.
///
/// The jobs are kept as raw pointers: `UnownedJob` and running it need newer systems than
/// `SessionContext` (which holds this) may assume; only `SessionExecutors` converts.
package final class SessionJobs: @unchecked Sendable {
    /// A job and whether it was enqueued on the main actor (it then runs isolated to it).
    package struct Queued: @unchecked Sendable {
        package let job: UnsafeMutableRawPointer
        package let onMainActor: Bool
    }

    /// Most jobs one `drain` runs: a task that yields in a loop would otherwise keep the
    /// step from ending. What is left runs at the next drain.
    package static let drainLimit = 10_000

    private let lock = Lock()
    /// Guarded by `lock`: jobs from `head` on wait; the front is cut when all ran.
    private var queued: [Queued] = []
    private var head = 0
    /// The number waiting, readable without the lock: checked where a session may drain, on
    /// every line, so an empty queue costs one atomic load.
    @usableFromInline let waiting = Atomic<Int>(0)
    /// Guarded by `lock`: the ids of the tasks seen here, for `SessionTaskOwners` to forget.
    private var taskIDs: Set<UInt64> = []
    /// Guarded by `lock`: set by `close`; jobs enqueued after it go to the platform.
    private var closed = false

    package init() {}

    /// Whether jobs are waiting. Inlined into the session's checks.
    @inlinable package var hasJobs: Bool { waiting.load(ordering: .acquiring) != 0 }

    /// Adds a job, unless the session ended (it then answers false and the caller runs the job
    /// elsewhere). Any thread.
    package func append(_ job: Queued) -> Bool {
        lock.withLock {
            guard !closed else { return false }
            queued.append(job)
            waiting.add(1, ordering: .releasing)
            return true
        }
    }

    /// Notes a task of this session, so its later jobs come here from any thread.
    /// The session the task belongs to: another live session's if it started there, else this
    /// one's (noted, unless this session ended).
    package func own(task id: UInt64) -> SessionJobs {
        let isNew = lock.withLock { closed ? false : !taskIDs.contains(id) }
        guard isNew else { return self }
        let owner = SessionTaskOwners.shared.claim(id, for: self)
        if owner === self { lock.withLock { _ = taskIDs.insert(id) } }
        return owner
    }

    /// The next job, if any, taken off the queue.
    private func next() -> Queued? {
        lock.withLock {
            guard head < queued.count else { return nil }
            let job = queued[head]
            head += 1
            if head == queued.count {
                queued.removeAll(keepingCapacity: queued.count <= 64)
                head = 0
            }
            waiting.subtract(1, ordering: .releasing)
            return job
        }
    }

    /// Runs waiting jobs on this thread, oldest first, including the ones they enqueue, until
    /// none is left or `limit` ran. Answers how many ran. Call it on the session's thread.
    @discardableResult
    package func drain(limit: Int = SessionJobs.drainLimit) -> Int {
        var ran = 0
        while ran < limit, let job = next() {
            SessionExecutors.run(job)
            ran += 1
        }
        return ran
    }

    /// The session ends: what is waiting runs now (a task left half-way would keep what it
    /// captured forever), up to `drainLimit`; then its tasks are forgotten, and their later
    /// jobs run on the platform's executors as outside any session.
    package func close() {
        drain()
        let ids = lock.withLock {
            closed = true
            defer { taskIDs = [] }
            return taskIDs
        }
        SessionTaskOwners.shared.forget(ids)
        // A job a task enqueued after the last drain (a yielding loop past the limit) goes
        // where it would outside a session.
        while let job = next() { SessionExecutors.enqueueOnPlatform(job) }
    }
}
