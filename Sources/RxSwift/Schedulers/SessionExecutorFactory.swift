#if compiler(>=6.3)
@_spi(ExperimentalCustomExecutors) @_spi(ExperimentalScheduling) import _Concurrency

/// The executor pair `SessionExecutors.install` hands the runtime.
@available(macOS 26.4, iOS 26.4, watchOS 26.4, tvOS 26.4, visionOS 26.4, *)
struct SessionExecutorFactory: ExecutorFactory {
    static let main = SessionMainExecutor()
    static let `default` = SessionDefaultExecutor()
    static var mainExecutor: any MainExecutor { main }
    static var defaultExecutor: any TaskExecutor { `default` }
}

/// Where a job goes: its session's queue, or nowhere of rxs's (nil: the platform's).
@available(macOS 26.4, iOS 26.4, watchOS 26.4, tvOS 26.4, visionOS 26.4, *)
enum SessionJobRouting {
    /// The session a job belongs to: its task's, when a live session noted the task; else the
    /// one whose step runs on this thread (which then notes the task as its own).
    static func owner(of job: borrowing ExecutorJob) -> SessionJobs? {
        if let jobs = SessionExecutors.sessionOfThisThread {
            guard job.kind == .task, let id = taskID(of: job) else { return jobs }
            return jobs.own(task: id)
        }
        guard !SessionTaskOwners.shared.isEmpty, job.kind == .task, let id = taskID(of: job) else { return nil }
        return SessionTaskOwners.shared.jobs(ofTask: id)
    }

    /// The id of a task's job, from its description ("ExecutorJob(id: 12)"): the runtime
    /// offers it no other way.
    static func taskID(of job: borrowing ExecutorJob) -> UInt64? {
        let text = job.description
        guard let colon = text.lastIndex(of: ":") else { return nil }
        return UInt64(text[text.index(after: colon)...].filter { $0.isASCII && $0.isNumber })
    }

    /// Queues `job` for its session, or hands it to `platform`.
    static func enqueue(_ job: consuming ExecutorJob, onMainActor: Bool, platform: any Executor) {
        if let jobs = owner(of: job) {
            let unowned = UnownedJob(job)
            if jobs.append(.init(job: unsafeBitCast(unowned, to: UnsafeMutableRawPointer.self), onMainActor: onMainActor)) { return }
            platform.enqueue(ExecutorJob(unowned))
            return
        }
        platform.enqueue(job)
    }

    /// Queues `job` for its session once `delay` of the session's virtual time passed (a
    /// `Task.sleep` in a step), or hands it to `platform` to run after real time.
    static func enqueue<C: Clock>(_ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C,
                                  onMainActor: Bool, platform: any Executor) {
        if let context = SessionContext.current, let jobs = context.jobs, context.isOnOwnerThread,
           let duration = delay as? Duration {
            let queued = SessionJobs.Queued(job: unsafeBitCast(UnownedJob(job), to: UnsafeMutableRawPointer.self),
                                            onMainActor: onMainActor)
            context.scheduleSleep(after: duration) { if !jobs.append(queued) { SessionExecutors.enqueueOnPlatform(queued) } }
            return
        }
        if let scheduling = platform as? any SchedulingExecutor {
            scheduling.enqueue(job, after: delay, tolerance: tolerance, clock: clock)
        } else {
            platform.enqueue(job)
        }
    }
}

/// The main executor: the session's thread for a session's jobs, the platform's main
/// executor for the rest.
@available(macOS 26.4, iOS 26.4, watchOS 26.4, tvOS 26.4, visionOS 26.4, *)
final class SessionMainExecutor: MainExecutor, SchedulingExecutor, @unchecked Sendable {
    private let platform = PlatformExecutorFactory.mainExecutor

    func enqueue(_ job: consuming ExecutorJob) {
        SessionJobRouting.enqueue(job, onMainActor: true, platform: platform)
    }

    func enqueue<C: Clock>(_ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C) {
        SessionJobRouting.enqueue(job, after: delay, tolerance: tolerance, clock: clock, onMainActor: true, platform: platform)
    }

    func run() throws { try platform.run() }
    func stop() { platform.stop() }

    /// A session's thread, in a step, is its main thread; elsewhere the platform decides.
    func isIsolatingCurrentContext() -> Bool? {
        SessionExecutors.drivesSessions || SessionExecutors.sessionOfThisThread != nil ? true : platform.isIsolatingCurrentContext()
    }

    func checkIsolated() {
        if !SessionExecutors.drivesSessions, SessionExecutors.sessionOfThisThread == nil { platform.checkIsolated() }
    }
}

/// The default (global) executor: the session's thread for a session's jobs, the platform's
/// thread pool for the rest.
@available(macOS 26.4, iOS 26.4, watchOS 26.4, tvOS 26.4, visionOS 26.4, *)
final class SessionDefaultExecutor: TaskExecutor, SchedulingExecutor, @unchecked Sendable {
    private let platform = PlatformExecutorFactory.defaultExecutor

    func enqueue(_ job: consuming ExecutorJob) {
        SessionJobRouting.enqueue(job, onMainActor: false, platform: platform)
    }

    func enqueue<C: Clock>(_ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C) {
        SessionJobRouting.enqueue(job, after: delay, tolerance: tolerance, clock: clock, onMainActor: false, platform: platform)
    }
}
#endif
