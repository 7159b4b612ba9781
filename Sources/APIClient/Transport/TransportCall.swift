import RxSwift

/// The bookkeeping every transport needs for one request: delivers the completion at most
/// once, never after cancellation, and runs cancellation actions (cancel the URLSession task,
/// the scheduled delivery, the wrapped transport's task) exactly once.
///
/// The lock and the state are the call's own (no `Guarded` object), and the first cancel
/// action has a slot of its own (no array): a call is made for every request, and nearly
/// every call has one action.
public final class TransportCall: TransportTask, @unchecked Sendable {
    public typealias Completion = @Sendable (Result<HTTPResponse, APIError>) -> Void

    // Read and written only under `lock` (RxSwift's one-word lock, as `Guarded` takes: no lock
    // object made and freed per request), so not checked for exclusivity at each access.
    private let lock = Lock()
    @exclusivity(unchecked) private var completion: Completion?
    @exclusivity(unchecked) private var cancelled = false
    @exclusivity(unchecked) private var firstCancelAction: (@Sendable () -> Void)?
    @exclusivity(unchecked) private var moreCancelActions: [@Sendable () -> Void] = []

    public init(completion: @escaping Completion) {
        self.completion = completion
    }

    public var isCancelled: Bool { locked { cancelled } }

    /// Delivers `result` unless the call was cancelled or has already finished.
    public func finish(_ result: Result<HTTPResponse, APIError>) {
        let completion = locked { () -> Completion? in
            defer {
                self.completion = nil
                firstCancelAction = nil
                moreCancelActions = []
            }
            return self.completion
        }
        completion?(result)
    }

    public func cancel() {
        let actions = locked { () -> (first: (@Sendable () -> Void)?, more: [@Sendable () -> Void]) in
            guard !cancelled, completion != nil else { return (nil, []) }
            cancelled = true
            completion = nil
            defer {
                firstCancelAction = nil
                moreCancelActions = []
            }
            return (firstCancelAction, moreCancelActions)
        }
        actions.first?()
        actions.more.forEach { $0() }
    }

    /// Runs `action` on cancellation (at once if already cancelled); dropped once finished.
    public func whenCancelled(_ action: @escaping @Sendable () -> Void) {
        let runNow = locked { () -> Bool in
            if cancelled { return true }
            guard completion != nil else { return false }
            if firstCancelAction == nil {
                firstCancelAction = action
            } else {
                moreCancelActions.append(action)
            }
            return false
        }
        if runNow { action() }
    }

    private func locked<Value>(_ body: () -> Value) -> Value {
        lock.withLock(body)
    }
}
