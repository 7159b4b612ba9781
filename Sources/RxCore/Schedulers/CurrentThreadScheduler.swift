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

    private init() {}

    /// True when no action of this scheduler is running on this thread.
    public static var isScheduleRequired: Bool {
        pthread_getspecific(queueKey) == nil
    }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if let pointer = pthread_getspecific(Self.queueKey) {
            let queue = Unmanaged<Queue>.fromOpaque(pointer).takeUnretainedValue()
            let disposable = SingleAssignmentDisposable()
            queue.actions.append {
                if !disposable.isDisposed { disposable.setDisposable(action(state)) }
            }
            return disposable
        }
        let queue = Queue()
        let unmanaged = Unmanaged.passRetained(queue)
        pthread_setspecific(Self.queueKey, unmanaged.toOpaque())
        defer {
            pthread_setspecific(Self.queueKey, nil)
            unmanaged.release()
        }
        let disposable = action(state)
        while !queue.actions.isEmpty {
            queue.actions.removeFirst()()
        }
        return disposable
    }
}
