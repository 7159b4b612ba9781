import Dispatch

/// Carries non-Sendable work onto a dispatch queue; the scheduler's contract is what keeps
/// it safe (RxSwift's closures are not `@Sendable` either).
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
}

/// Shared implementation of the dispatch-queue schedulers.
struct DispatchQueueConfiguration: Sendable {
    let queue: DispatchQueue

    var now: RxTime { RxTime(nanoseconds: Int64(DispatchTime.now().uptimeNanoseconds)) }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let disposable = SingleAssignmentDisposable()
        let work = UncheckedSendable(value: (state, action))
        queue.async {
            if !disposable.isDisposed { disposable.setDisposable(work.value.1(work.value.0)) }
        }
        return disposable
    }

    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval,
                                     action: @escaping (StateType) -> Disposable) -> Disposable {
        let disposable = SingleAssignmentDisposable()
        let work = UncheckedSendable(value: (state, action))
        let item = DispatchWorkItem {
            if !disposable.isDisposed { disposable.setDisposable(work.value.1(work.value.0)) }
        }
        guard dueTime != .never else { return disposable }
        queue.asyncAfter(deadline: .now() + dueTime, execute: item)
        return Disposables.create(disposable, Disposables.create { item.cancel() })
    }
}

/// Runs work serially on a dispatch queue, for live use.
public class SerialDispatchQueueScheduler: SchedulerType, @unchecked Sendable {
    let configuration: DispatchQueueConfiguration

    public init(serialQueue: DispatchQueue) {
        configuration = DispatchQueueConfiguration(queue: serialQueue)
    }

    public convenience init(internalSerialQueueName: String, qos: DispatchQoS = .default) {
        self.init(serialQueue: DispatchQueue(label: internalSerialQueueName, qos: qos))
    }

    public convenience init(qos: DispatchQoS, internalSerialQueueName: String = "rx.global_dispatch_queue.serial") {
        self.init(serialQueue: DispatchQueue(label: internalSerialQueueName, qos: qos))
    }

    public var now: RxTime { configuration.now }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.schedule(state, action: action)
    }

    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval,
                                            action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }
}

/// Runs work concurrently on a dispatch queue, for live background work.
public final class ConcurrentDispatchQueueScheduler: SchedulerType, @unchecked Sendable {
    let configuration: DispatchQueueConfiguration

    public init(queue: DispatchQueue) {
        configuration = DispatchQueueConfiguration(queue: queue)
    }

    public convenience init(qos: DispatchQoS) {
        self.init(queue: DispatchQueue.global(qos: qos.qosClass))
    }

    public var now: RxTime { configuration.now }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.schedule(state, action: action)
    }

    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval,
                                            action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }
}

/// The dispatch main queue, for live programs that run it (`dispatchMain()`).
/// rxs sessions never use it: their main scheduler is injected.
public final class MainScheduler: SerialDispatchQueueScheduler, @unchecked Sendable {
    public static let instance = MainScheduler()

    private init() {
        super.init(serialQueue: DispatchQueue.main)
    }
}
