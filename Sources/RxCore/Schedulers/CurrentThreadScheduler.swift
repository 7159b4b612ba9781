#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work on the current thread; work scheduled while another action of this
/// scheduler is running on the same thread is queued and run after it (a trampoline).
public final class CurrentThreadScheduler: ImmediateSchedulerType, Sendable {
    public static let instance = CurrentThreadScheduler()

    private final class Queue {
        var actions: [() -> Void] = []
    }

    private static let queueKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Marks a running trampoline that has queued nothing yet, so the common case of a
    /// subscription that schedules nothing allocates nothing.
    private static var activeWithoutQueue: UnsafeMutableRawPointer? { UnsafeMutableRawPointer(bitPattern: 1) }

    private init() {}

    /// True when no action of this scheduler is running on this thread.
    public static var isScheduleRequired: Bool {
        pthread_getspecific(queueKey) == nil
    }

    /// Runs a top-level subscription with the trampoline in place, as RxSwift does: sources
    /// that emit synchronously (range, from, of) then start only after the whole chain is
    /// wired, so an operator such as `take` can stop even an endless source.
    static func trampoline(_ subscribe: () -> Disposable) -> Disposable {
        guard isScheduleRequired else { return subscribe() }
        return runTrampoline(subscribe)
    }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        guard let current = pthread_getspecific(Self.queueKey) else {
            return Self.runTrampoline { action(state) }
        }
        let queue: Queue
        if current == Self.activeWithoutQueue {
            queue = Queue()
            pthread_setspecific(Self.queueKey, Unmanaged.passRetained(queue).toOpaque())
        } else {
            queue = Unmanaged<Queue>.fromOpaque(current).takeUnretainedValue()
        }
        let disposable = SingleAssignmentDisposable()
        queue.actions.append {
            if !disposable.isDisposed { disposable.setDisposable(action(state)) }
        }
        return disposable
    }

    /// Runs `body` as the trampoline's first action, then everything it queued.
    private static func runTrampoline(_ body: () -> Disposable) -> Disposable {
        pthread_setspecific(queueKey, activeWithoutQueue)
        let disposable = body()
        while let current = pthread_getspecific(queueKey), current != activeWithoutQueue {
            let queue = Unmanaged<Queue>.fromOpaque(current).takeUnretainedValue()
            guard !queue.actions.isEmpty else {
                pthread_setspecific(queueKey, activeWithoutQueue)
                Unmanaged<Queue>.fromOpaque(current).release()
                break
            }
            queue.actions.removeFirst()()
        }
        pthread_setspecific(queueKey, nil)
        return disposable
    }
}
