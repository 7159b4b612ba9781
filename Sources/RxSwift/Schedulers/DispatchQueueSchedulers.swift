import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Carries non-Sendable work onto a dispatch queue; the scheduler's contract is what keeps
/// it safe (RxSwift's closures are not `@Sendable` either).
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
}

/// Shared implementation of the dispatch-queue schedulers: work runs asynchronously on the
/// queue; delayed and periodic work on dispatch timers that may fire up to `leeway` late.
/// Inside an rxs session (`SessionContext`) the work goes to the session's clock instead, on
/// the session's thread, so a ViewModel that hops to a background queue and back replays the
/// same every time.
struct DispatchQueueConfiguration: Sendable {
    let queue: DispatchQueue
    let leeway: DispatchTimeInterval

    var now: RxTime {
        if let session = SessionContext.current { return session.scheduler.now }
        // The wall clock, as RxSwift's dispatch schedulers tell it; timers run on dispatch time.
        return Date()
    }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if let session = SessionContext.current { return session.scheduler.schedule(state, action: action) }
        let disposable = SingleAssignmentDisposable()
        let work = UncheckedSendable(value: (state, action))
        queue.async {
            if !disposable.isDisposed { disposable.setDisposable(work.value.1(work.value.0)) }
        }
        return disposable
    }

    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, label: String? = nil,
                                     action: @escaping (StateType) -> Disposable) -> Disposable {
        if let session = SessionContext.current {
            guard let label else { return session.scheduler.scheduleRelative(state, dueTime: dueTime, action: action) }
            return session.scheduler.scheduleRelative(state, dueTime: dueTime, label: label, action: action)
        }
        let disposable = SingleAssignmentDisposable()
        guard let nanoseconds = dueTime.nanoseconds else { return disposable }
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + .nanoseconds(Int(clamping: max(0, nanoseconds))), leeway: leeway)
        let work = UncheckedSendable(value: (state, action))
        timer.setEventHandler {
            timer.cancel()
            if !disposable.isDisposed { disposable.setDisposable(work.value.1(work.value.0)) }
        }
        timer.resume()
        return Disposables.create(disposable, Disposables.create { timer.cancel() })
    }

    func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
                                     action: @escaping (StateType) -> StateType) -> Disposable {
        if let session = SessionContext.current {
            return session.scheduler.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
        }
        guard let start = startAfter.nanoseconds else { return Disposables.create() }
        // A dispatch source never overlaps its own handler, even on a concurrent queue, but
        // ThreadSanitizer only knows that of a serial queue: a serial queue in front of `queue`
        // says the same thing in a way it understands.
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "rx.periodic", target: queue))
        timer.schedule(deadline: .now() + .nanoseconds(Int(clamping: max(0, start))), repeating: period, leeway: leeway)
        let cancel = Disposables.create { timer.cancel() }
        // Only the timer's serial handler touches the state.
        let current = UncheckedSendable(value: PeriodicState(state: state, action: action))
        timer.setEventHandler {
            guard !cancel.isDisposed else { return }
            current.value.fire()
        }
        timer.resume()
        return cancel
    }
}

/// The state a periodic timer carries from one firing to the next.
private final class PeriodicState<State> {
    private var state: State
    private let action: (State) -> State

    init(state: State, action: @escaping (State) -> State) {
        self.state = state
        self.action = action
    }

    func fire() {
        state = action(state)
    }
}

/// Runs work serially on a dispatch queue, for live use, as RxSwift's.
public class SerialDispatchQueueScheduler: SchedulerType, @unchecked Sendable {
    let configuration: DispatchQueueConfiguration

    /// Runs work on `serialQueue`, which must be serial.
    public init(serialQueue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: serialQueue, leeway: leeway)
    }

    /// Runs work on a new serial queue named `internalSerialQueueName`.
    public convenience init(internalSerialQueueName: String,
                            serialQueueConfiguration: ((DispatchQueue) -> Void)? = nil,
                            leeway: DispatchTimeInterval = .nanoseconds(0)) {
        let queue = DispatchQueue(label: internalSerialQueueName, attributes: [])
        serialQueueConfiguration?(queue)
        self.init(serialQueue: queue, leeway: leeway)
    }

    /// Runs work on a new serial queue that targets `queue`.
    public convenience init(queue: DispatchQueue, internalSerialQueueName: String,
                            leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(serialQueue: DispatchQueue(label: internalSerialQueueName, attributes: [], target: queue),
                  leeway: leeway)
    }

    /// Runs work on a new serial queue that targets the global queue of `qos`.
    public convenience init(qos: DispatchQoS, internalSerialQueueName: String = "rx.global_dispatch_queue.serial",
                            leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(queue: DispatchQueue.global(qos: qos.qosClass), internalSerialQueueName: internalSerialQueueName,
                  leeway: leeway)
    }

    public var now: RxTime { configuration.now }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.schedule(state, action: action)
    }

    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval,
                                            action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, label: String,
                                            action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, label: label, action: action)
    }

    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
                                            action: @escaping (StateType) -> StateType) -> Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}

/// Runs work concurrently on a dispatch queue, for live background work, as RxSwift's.
public class ConcurrentDispatchQueueScheduler: SchedulerType, @unchecked Sendable {
    let configuration: DispatchQueueConfiguration

    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway)
    }

    /// Runs work on the global queue of `qos`.
    public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(queue: DispatchQueue.global(qos: qos.qosClass), leeway: leeway)
    }

    public var now: RxTime { configuration.now }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.schedule(state, action: action)
    }

    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval,
                                            action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, label: String,
                                            action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, label: label, action: action)
    }

    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
                                            action: @escaping (StateType) -> StateType) -> Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
