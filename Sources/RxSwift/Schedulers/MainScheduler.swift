import Dispatch
import Synchronization

extension DispatchQueue {
    private static let mainKey: DispatchSpecificKey<UInt8> = {
        let key = DispatchSpecificKey<UInt8>()
        DispatchQueue.main.setSpecific(key: key, value: 1)
        return key
    }()

    /// True on the main queue, which includes the main thread outside any other queue.
    static var isMain: Bool { DispatchQueue.getSpecific(key: mainKey) != nil }
}

/// The dispatch main queue, as RxSwift's `MainScheduler`: work scheduled on the main thread
/// while no other work of this scheduler is running runs at once; otherwise it is queued on
/// the main queue. For live programs that run that queue (`dispatchMain()`). Inside an rxs
/// session (`SessionContext`) it is the session's main scheduler: the same rule, on the
/// session's thread and virtual clock.
public final class MainScheduler: SerialDispatchQueueScheduler, @unchecked Sendable {
    /// The shared main scheduler.
    public static let instance = MainScheduler()

    /// A scheduler that always queues work on the main queue, even from the main thread.
    public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: DispatchQueue.main)

    private let numberEnqueued = Atomic<Int>(0)

    public init() {
        super.init(serialQueue: DispatchQueue.main)
    }

    /// Stops the program unless called on the main thread.
    public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
        guard DispatchQueue.isMain || SessionContext.current != nil else {
            fatalError(errorMessage ?? "Executing on a background thread. Use `MainScheduler.instance.schedule` to schedule work on the main thread.")
        }
    }

    /// Stops the program unless called on the main thread.
    public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
        ensureExecutingOnScheduler(errorMessage: errorMessage)
    }

    public override func schedule<StateType>(_ state: StateType,
                                             action: @escaping (StateType) -> Disposable) -> Disposable {
        if let session = SessionContext.current { return session.scheduleOnMain(state, action: action) }
        let previous = numberEnqueued.add(1, ordering: .acquiringAndReleasing).oldValue
        if DispatchQueue.isMain, previous == 0 {
            defer { numberEnqueued.subtract(1, ordering: .acquiringAndReleasing) }
            return action(state)
        }
        return enqueue(state, action: action)
    }

    /// `schedule`'s queued path, out of line: inside `schedule`, the metadata of its work tuple
    /// (two tuple types, a function type, `UncheckedSendable`) was looked up on every call,
    /// about 1,500 instructions even when the action ran at once (a `Binder`'s every element).
    @inline(never)
    private func enqueue<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let disposable = SingleAssignmentDisposable()
        let work = UncheckedSendable(value: (state, action, self))
        DispatchQueue.main.async {
            if !disposable.isDisposed { disposable.setDisposable(work.value.1(work.value.0)) }
            work.value.2.numberEnqueued.subtract(1, ordering: .acquiringAndReleasing)
        }
        return disposable
    }
}

/// Schedules on the main thread (in a session: the session's thread), running work at once when
/// already on it, as RxSwift's
/// `ConcurrentMainScheduler` (used by `subscribe(on:)` for UI sources); delayed work goes
/// through `MainScheduler`.
public final class ConcurrentMainScheduler: SchedulerType, @unchecked Sendable {
    private let mainScheduler: MainScheduler

    private init(mainScheduler: MainScheduler) {
        self.mainScheduler = mainScheduler
    }

    /// The shared concurrent main scheduler.
    public static let instance = ConcurrentMainScheduler(mainScheduler: MainScheduler.instance)

    public var now: RxTime { mainScheduler.now }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if DispatchQueue.isMain || SessionContext.current != nil { return action(state) }
        return enqueue(state, action: action)
    }

    /// `schedule`'s queued path, out of line for the reason `MainScheduler.enqueue` is.
    @inline(never)
    private func enqueue<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let disposable = SingleAssignmentDisposable()
        let work = UncheckedSendable(value: (state, action))
        DispatchQueue.main.async {
            if !disposable.isDisposed { disposable.setDisposable(work.value.1(work.value.0)) }
        }
        return disposable
    }

    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval,
                                            action: @escaping (StateType) -> Disposable) -> Disposable {
        mainScheduler.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, label: String,
                                            action: @escaping (StateType) -> Disposable) -> Disposable {
        mainScheduler.scheduleRelative(state, dueTime: dueTime, label: label, action: action)
    }

    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
                                            action: @escaping (StateType) -> StateType) -> Disposable {
        mainScheduler.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
