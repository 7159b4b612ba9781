import APIClient
import Foundation

/// When a run the editor started must end early: a newer run replaced it (the document
/// changed or was saved again, or closed), or it has run for the server's time limit since
/// it began. The session asks `reason` before each line and as its clock moves
/// (`SessionOptions.stopReason`).
final class LSPStop: Sendable {
    private struct State {
        var cancelled = false
        /// Set when the run begins (`begin`); until then only cancelling stops it.
        var deadline: UInt64?
    }

    private let state = Guarded(State())
    private let limit: Double

    init(seconds limit: Double) {
        self.limit = limit
    }

    /// The run starts now: its time is counted from here.
    func begin() {
        let deadline = DispatchTime.now().uptimeNanoseconds &+ UInt64(max(0, limit) * 1e9)
        state.withLock { $0.deadline = deadline }
    }

    func cancel() {
        state.withLock { $0.cancelled = true }
    }

    var isCancelled: Bool { state.withLock { $0.cancelled } }

    /// Why to stop now, or nil to go on.
    var reason: String? {
        let (cancelled, deadline) = state.withLock { ($0.cancelled, $0.deadline) }
        if cancelled { return Self.replaced }
        guard let deadline, DispatchTime.now().uptimeNanoseconds >= deadline else { return nil }
        return Self.timeLimitMessage(limit)
    }

    static let replaced = "stopped: a newer run of this document replaced this one"

    /// The message of a run that reached the limit, on the line it reached.
    static func timeLimitMessage(_ limit: Double) -> String {
        "stopped after \(LSPSettings.spelled(limit)) s, the time rxs lsp gives a run (--time-limit); rxs test runs it to its end"
    }
}
