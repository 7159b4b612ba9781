import Synchronization

/// Wraps a transport and keeps the requests sent through it that have been neither answered
/// nor cancelled, so a live session's `settle` can wait for them and name them when it gives up.
public final class InFlightTrackingTransport: Transport {
    private let wrapped: any Transport
    private let redactor: SecretRedactor
    private let state = Guarded(State())

    private struct State {
        var nextID = 0
        /// The requests by id, oldest first; described (and redacted) only when asked, so a
        /// request cancelled unseen costs nothing in proportion to its URL.
        var requests: [(id: Int, request: HTTPRequest)] = []
        var whenRequestEnds: (@Sendable () -> Void)?
    }

    public init(wrapping transport: any Transport, redactor: SecretRedactor) {
        wrapped = transport
        self.redactor = redactor
    }

    /// `GET https://api.github.com/users/octocat/repos` for each request in flight, oldest
    /// first, secrets redacted.
    public var requests: [String] {
        state.withLock { $0.requests.map(\.request) }.map { "\($0.method.rawValue) \(redactor.redact($0.url.absoluteString))" }
    }

    public var isIdle: Bool { state.withLock { $0.requests.isEmpty } }

    /// Runs `action` (on the transport's thread) each time a request ends, after its
    /// completion has run: a waiter woken by it sees what the completion set in motion.
    public func whenRequestEnds(_ action: @escaping @Sendable () -> Void) {
        state.withLock { $0.whenRequestEnds = action }
    }

    public func send(_ request: HTTPRequest,
                     completion: @escaping @Sendable (Result<HTTPResponse, APIError>) -> Void) -> any TransportTask {
        let id = state.withLock { state -> Int in
            defer { state.nextID += 1 }
            state.requests.append((state.nextID, request))
            return state.nextID
        }
        // TransportCall runs exactly one of the two: the completion, or the cancel actions.
        let call = TransportCall { [self] result in
            completion(result)
            end(id)
        }
        call.whenCancelled { [self] in end(id) }
        let inner = wrapped.send(request) { result in call.finish(result) }
        call.whenCancelled { inner.cancel() }
        return call
    }

    private func end(_ id: Int) {
        let action = state.withLock { state -> (@Sendable () -> Void)? in
            state.requests.removeAll { $0.id == id }
            return state.whenRequestEnds
        }
        action?()
    }
}
