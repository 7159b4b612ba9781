import Foundation

/// Runs each action as an operation on an `OperationQueue`, with the given priority;
/// disposing before the operation starts skips the action. Inside an rxs session the action
/// goes to the session's clock instead (see `SessionContext`), so it replays deterministically.
public class OperationQueueScheduler: ImmediateSchedulerType, @unchecked Sendable {
    public let operationQueue: OperationQueue
    public let queuePriority: Operation.QueuePriority

    public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
        self.operationQueue = operationQueue
        self.queuePriority = queuePriority
    }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if let session = SessionContext.current { return session.scheduler.schedule(state, action: action) }
        let cancel = SingleAssignmentDisposable()
        // The operation is the only user of the state and action once queued.
        let work = UncheckedWork(state: state, action: action)
        let operation = BlockOperation {
            if cancel.isDisposed { return }
            cancel.setDisposable(work.action(work.state))
        }
        operation.queuePriority = queuePriority
        operationQueue.addOperation(operation)
        return cancel
    }
}

private struct UncheckedWork<State>: @unchecked Sendable {
    let state: State
    let action: (State) -> Disposable
}
