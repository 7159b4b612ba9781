import APIClient
import Dispatch
import Synchronization
import RxsScript
import RxsSession

/// Hands out script indices to worker threads and holds their results until the reporting
/// thread takes them in order.
final class ResultSlots: Sendable {
    private struct State {
        var next = 0
        var results: [ScriptTestResult?]
    }

    private let count: Int
    private let state: Guarded<State>
    private let ready: [DispatchSemaphore]

    init(count: Int) {
        self.count = count
        state = Guarded(State(results: Array(repeating: nil, count: count)))
        ready = (0..<count).map { _ in DispatchSemaphore(value: 0) }
    }

    /// The next script no worker has taken yet, or nil when all are taken.
    func claimNext() -> Int? {
        state.withLock { state in
            guard state.next < count else { return nil }
            defer { state.next += 1 }
            return state.next
        }
    }

    func store(_ result: ScriptTestResult, at index: Int) {
        state.withLock { $0.results[index] = result }
        ready[index].signal()
    }

    /// Blocks until the result at `index` is stored.
    func waitForResult(at index: Int) -> ScriptTestResult {
        ready[index].wait()
        return state.withLock { $0.results[index] } ?? ScriptTestResult(path: "", verdict: .error)
    }
}
