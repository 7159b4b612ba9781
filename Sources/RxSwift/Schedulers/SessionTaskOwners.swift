import Synchronization

/// Which session each task started in a session belongs to, by task id, so a job of that
/// task enqueued from another thread (a continuation resumed by a network callback, a sleep
/// ending on the platform's timer) still runs on the session's thread.
///
/// By id, not on the job: the executor's private words of a task are cleared between its
/// jobs (Swift 6.3), so a mark put there is gone by the next enqueue. Ids are 64-bit and
/// never reused. A session forgets its tasks when it ends (`SessionJobs.close`), so the table
/// holds the tasks of live sessions only; nothing in it is visible to a script.
package final class SessionTaskOwners: @unchecked Sendable {
    package static let shared = SessionTaskOwners()

    private struct Owner {
        weak var jobs: SessionJobs?
    }

    private let lock = Lock()
    /// Guarded by `lock`.
    private var owners: [UInt64: Owner] = [:]
    /// The number of entries, readable without the lock: outside sessions (no entries) an
    /// enqueue costs one atomic load here.
    private let count = Atomic<Int>(0)

    private init() {}

    /// Notes task `id` as `jobs`' unless a live session owns it already (another session's
    /// step resuming it must not take it over); the session the task belongs to.
    func claim(_ id: UInt64, for jobs: SessionJobs) -> SessionJobs {
        lock.withLock {
            if let owner = owners[id]?.jobs { return owner }
            if owners.updateValue(Owner(jobs: jobs), forKey: id) == nil { count.add(1, ordering: .releasing) }
            return jobs
        }
    }

    func forget(_ ids: Set<UInt64>) {
        guard !ids.isEmpty else { return }
        lock.withLock {
            for id in ids where owners.removeValue(forKey: id) != nil { count.subtract(1, ordering: .releasing) }
        }
    }

    /// Whether any task is owned: when none is, a job's id need not be read.
    var isEmpty: Bool { count.load(ordering: .acquiring) == 0 }

    /// The session the task `id` belongs to, if it is still running.
    func jobs(ofTask id: UInt64) -> SessionJobs? {
        lock.withLock { owners[id]?.jobs }
    }
}
