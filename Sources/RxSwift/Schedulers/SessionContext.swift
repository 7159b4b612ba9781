#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The rxs session that code on this thread is running for, if any.
///
/// Code written for iOS reaches for process-wide things: `MainScheduler.instance`, dispatch
/// queues, `print`. Inside a session those must be the session's own — its virtual clock, its
/// transcript — or a script stops being deterministic (and under `rxs test -j N` two sessions
/// would share one main queue that nothing runs). While a session has a context in scope, the
/// main-thread schedulers, the dispatch and operation-queue schedulers and RxSwift's `print` (rxs's)
/// consult it; outside any (a plain program, an XCTest) they are real, exactly as RxSwift's.
///
/// The scope is a task-local, so it belongs to the thread (and the tasks) running the session's
/// step, never to another session.
package final class SessionContext: @unchecked Sendable {
    /// The session's main scheduler: its virtual clock.
    package let scheduler: any SchedulerType
    /// Takes text the code under test printed (complete or partial lines).
    private let write: (String) -> Void
    /// Set by layers above RxSwift that intercept more (RxCocoa's URLSession.rx reads its URL loader here).
    package let extensions: [String: AnyObject]
    /// Where the Swift concurrency jobs of the session's steps wait to run on its thread
    /// (`SessionExecutors`); nil for a context that runs no jobs (RxTest's), whose tasks run
    /// on the platform's executors.
    package let jobs: SessionJobs?
    /// The thread the context was made on, the session's: a `Task` started in a step inherits
    /// the scope but runs elsewhere, and what it prints is no line of the step.
    private let owner = pthread_self()
    /// Main-scheduler work running or queued now, as `MainScheduler`'s own count: work
    /// scheduled while it is 0 runs at once, as on the main thread. Only the session's thread
    /// touches it.
    private var mainWork = 0

    @TaskLocal package static var current: SessionContext?

    package init(scheduler: any SchedulerType, extensions: [String: AnyObject] = [:], jobs: SessionJobs? = nil,
                 write: @escaping (String) -> Void) {
        self.scheduler = scheduler
        self.extensions = extensions
        self.jobs = jobs
        self.write = write
    }

    /// Runs `body` with this context in scope on the current thread.
    package func run<Value, Failure: Error>(_ body: () throws(Failure) -> Value) throws(Failure) -> Value {
        let outcome = Self.$current.withValue(self) { () -> Result<Value, Failure> in
            do throws(Failure) { return .success(try body()) } catch { return .failure(error) }
        }
        return try outcome.get()
    }

    /// Whether this is the session's own thread.
    package var isOnOwnerThread: Bool { pthread_equal(pthread_self(), owner) != 0 }

    /// Text the code under test printed: a line of the step on the session's thread; from
    /// any other, standard output's, as outside any session (rxs captures it, `StrayOutput`),
    /// since the step may be over or half-way and its log is not that thread's to touch.
    package func log(_ text: String) {
        guard pthread_equal(pthread_self(), owner) != 0 else {
            Swift.print(text, terminator: "")
            return
        }
        write(text)
    }

    /// `MainScheduler.schedule` in this session: at once when no other main-scheduler work is
    /// running or queued (RxSwift's shortcut on the main thread), otherwise queued on the
    /// session's clock, running even when disposed first so the count stays true.
    func scheduleOnMain<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if mainWork == 0 {
            mainWork += 1
            defer { mainWork -= 1 }
            return action(state)
        }
        return enqueueOnMain(state, action: action)
    }

    /// `scheduleOnMain`'s queued path, out of line, so the work closure's metadata is looked
    /// up only when work is queued (as in `MainScheduler.enqueue`).
    @inline(never)
    private func enqueueOnMain<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        mainWork += 1
        let disposable = SingleAssignmentDisposable()
        // Weakly: the session's scheduler must not keep its context alive through queued work.
        _ = scheduler.schedule(state) { [weak self] state in
            defer { self?.mainWork -= 1 }
            if !disposable.isDisposed { disposable.setDisposable(action(state)) }
            return Disposables.create()
        }
        return disposable
    }
}
