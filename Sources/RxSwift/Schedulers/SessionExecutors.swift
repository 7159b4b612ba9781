#if compiler(>=6.3)
@_spi(ExperimentalCustomExecutors) @_spi(ExperimentalScheduling) import _Concurrency
#endif

/// rxs's main and default executors, installed for the whole process once the first session
/// starts (`install`): every job Swift concurrency enqueues passes through them.
///
/// A job enqueued on a session's thread while its context is in scope, or belonging to a task
/// first seen there (`SessionTaskOwners`), goes to that session's `SessionJobs`; the session
/// runs it on its thread. Anything else goes to the platform's executors unchanged, so code
/// outside sessions (an XCTest, rxs itself) runs as before. A session's thread is its main
/// thread (as `MainScheduler` already treats it): `MainActor.assumeIsolated` holds there.
///
/// With Swift 6.3's runtime only (experimental SPI; on Apple systems from 26.4); elsewhere
/// nothing is installed, and tasks run on the platform's executors as they did before.
package enum SessionExecutors {
    /// Installs the executors, once; later calls do nothing. Jobs the platform's executors
    /// hold already stay there and run as they would have; only later enqueues come here.
    package static func install() {
        _ = installed
    }

    private static let installed: Bool = {
        #if compiler(>=6.3)
        if #available(macOS 26.4, iOS 26.4, watchOS 26.4, tvOS 26.4, visionOS 26.4, *) {
            _createExecutors(factory: SessionExecutorFactory.self)
            return true
        }
        #endif
        return false
    }()

    /// Whether jobs of sessions run on their threads in this process (the executors are
    /// installed).
    package static var routesTasks: Bool {
        install()
        return installed
    }

    /// Runs a job taken from a session's queue, on this thread.
    static func run(_ queued: SessionJobs.Queued) {
        #if compiler(>=6.3)
        if #available(macOS 26.4, iOS 26.4, watchOS 26.4, tvOS 26.4, visionOS 26.4, *) {
            let job = unsafeBitCast(queued.job, to: UnownedJob.self)
            if queued.onMainActor {
                job.runSynchronously(on: SessionExecutorFactory.main.asUnownedSerialExecutor())
            } else {
                job.runSynchronously(on: SessionExecutorFactory.default.asUnownedTaskExecutor())
            }
        }
        #endif
    }

    /// Hands a job of a session that ended to the platform's executor for it.
    static func enqueueOnPlatform(_ queued: SessionJobs.Queued) {
        #if compiler(>=6.3)
        if #available(macOS 26.4, iOS 26.4, watchOS 26.4, tvOS 26.4, visionOS 26.4, *) {
            let job = ExecutorJob(unsafeBitCast(queued.job, to: UnownedJob.self))
            if queued.onMainActor {
                PlatformExecutorFactory.mainExecutor.enqueue(job)
            } else {
                PlatformExecutorFactory.defaultExecutor.enqueue(job)
            }
        }
        #endif
    }

    /// Whether this thread drives sessions now (`drivingSessions`): their objects are main-actor
    /// isolated, and this thread is their main thread for as long as it drives them.
    @TaskLocal package static var drivesSessions = false

    /// Runs `body` with this thread counted as the main actor's (the executors installed
    /// first): the run-time isolation checks Swift 6 puts at the start of main-actor closures
    /// (one passed to `map` in a controller) then hold while a session is made, run and
    /// dropped here, also between its steps and on `rxs test -j`'s worker threads.
    package static func drivingSessions<Value>(_ body: () -> Value) -> Value {
        install()
        return $drivesSessions.withValue(true, operation: body)
    }

    /// Whether this thread is running a session's step (its context is in scope, on its own
    /// thread, and the session takes jobs): it is then that session's main thread.
    static var sessionOfThisThread: SessionJobs? {
        guard let context = SessionContext.current, let jobs = context.jobs, context.isOnOwnerThread else { return nil }
        return jobs
    }
}
