import Synchronization

/// The bookkeeping every transport needs for one request: delivers the completion at most
/// once, never after cancellation, and runs cancellation actions (cancel the URLSession task,
/// the scheduled delivery, the wrapped transport's task) exactly once.
public final class TransportCall: TransportTask {
    public typealias Completion = @Sendable (Result<HTTPResponse, APIError>) -> Void

    private struct State {
        var completion: Completion?
        var isCancelled = false
        var cancelActions: [@Sendable () -> Void] = []
    }

    private let state: Guarded<State>

    public init(completion: @escaping Completion) {
        state = Guarded(State(completion: completion))
    }

    public var isCancelled: Bool { state.withLock { $0.isCancelled } }

    /// Delivers `result` unless the call was cancelled or has already finished.
    public func finish(_ result: Result<HTTPResponse, APIError>) {
        let completion = state.withLock { state -> Completion? in
            defer { state.completion = nil; state.cancelActions = [] }
            return state.completion
        }
        completion?(result)
    }

    public func cancel() {
        let actions = state.withLock { state -> [@Sendable () -> Void] in
            guard !state.isCancelled, state.completion != nil else { return [] }
            state.isCancelled = true
            state.completion = nil
            defer { state.cancelActions = [] }
            return state.cancelActions
        }
        actions.forEach { $0() }
    }

    /// Runs `action` on cancellation (at once if already cancelled); dropped once finished.
    public func whenCancelled(_ action: @escaping @Sendable () -> Void) {
        let runNow = state.withLock { state -> Bool in
            if state.isCancelled { return true }
            if state.completion != nil { state.cancelActions.append(action) }
            return false
        }
        if runNow { action() }
    }
}
