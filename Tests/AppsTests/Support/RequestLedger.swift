import RxUI
import APIClient
import RxSwift
import Synchronization

/// Wraps the real fixture transport and writes down, on the virtual clock, when each request
/// was sent, answered or cancelled: the evidence for "exactly one request, 500 ms after the
/// last keystroke" and "a newer name cancels the request in flight".
final class RequestLedger: Transport {
    enum Kind: String, Sendable {
        case sent, answered, cancelled
    }

    struct Entry: Equatable, Sendable, CustomStringConvertible {
        let time: Int
        let kind: Kind
        /// Path and query, as `/users/octocat/repos`.
        let target: String

        var description: String { "\(kind.rawValue) \(target) at \(time)" }
    }

    private let wrapped: any Transport
    private let clock: VirtualTickScheduler
    private let recorded = Guarded<[Entry]>([])

    init(wrapping transport: any Transport, clock: VirtualTickScheduler) {
        wrapped = transport
        self.clock = clock
    }

    var entries: [Entry] { recorded.withLock { $0 } }

    func entries(_ kind: Kind) -> [Entry] { entries.filter { $0.kind == kind } }

    func send(_ request: HTTPRequest,
              completion: @escaping @Sendable (Result<HTTPResponse, APIError>) -> Void) -> any TransportTask {
        let target = request.url.path + (request.url.query.map { "?" + $0 } ?? "")
        record(.sent, target)
        // Answered or cancelled, whichever happens first; a cancel after the answer is no news.
        let outcome = Outcome()
        let task = wrapped.send(request) { [self] result in
            if outcome.settle() { record(.answered, target) }
            completion(result)
        }
        return CancellationRecorder { [self] in
            if outcome.settle() { record(.cancelled, target) }
            task.cancel()
        }
    }

    private func record(_ kind: Kind, _ target: String) {
        let time = clock.clock
        recorded.withLock { $0.append(Entry(time: time, kind: kind, target: target)) }
    }
}

/// Whether a request has been answered or cancelled yet.
private final class Outcome: Sendable {
    private let settled = Guarded(false)

    /// True the first time only.
    func settle() -> Bool {
        settled.withLock { done in
            defer { done = true }
            return !done
        }
    }
}

/// A task whose cancellation is written down before it reaches the wrapped task.
private struct CancellationRecorder: TransportTask {
    let onCancel: @Sendable () -> Void

    func cancel() { onCancel() }
}
