import Synchronization

/// Wraps a transport and keeps the requests sent through it that have been neither answered
/// nor cancelled, so a live session's `settle` can wait for them and name them when it gives up.
public final class InFlightTrackingTransport: Transport {
    private let wrapped: any Transport
    private let redactor: SecretRedactor
    private let state = Guarded(State())

    private struct State {
        var nextID = 0
        /// The requests by id (ids grow with each request, so their order is the sending
        /// order): adding and removing one is O(1) however many are in flight, where a list
        /// searched on removal made a burst of N requests cost O(N²). Described (and redacted)
        /// only when asked, so a request cancelled unseen costs nothing in proportion to its URL.
        var requests: [Int: HTTPRequest] = [:]
        var whenRequestEnds: (@Sendable () -> Void)?
    }

    public init(wrapping transport: any Transport, redactor: SecretRedactor) {
        wrapped = transport
        self.redactor = redactor
    }

    /// `GET https://api.github.com/users/octocat/repos` for each request in flight, oldest
    /// first, secrets redacted.
    public var requests: [String] { oldest(Int.max).oldest }

    /// How many requests are in flight, and the `limit` oldest of `requests` (read together):
    /// a summary names a few, whatever the count.
    public func oldest(_ limit: Int) -> (count: Int, oldest: [String]) {
        let (count, requests) = state.withLock { state in
            (state.requests.count, state.requests.sorted { $0.key < $1.key }.prefix(limit).map(\.value))
        }
        return (count, requests.map { "\($0.method.rawValue) \(redactor.redact($0.url.absoluteString))" })
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
            state.requests[state.nextID] = request
            return state.nextID
        }
        // TransportCall runs exactly one of the two: the completion, or the cancel actions.
        let call = TransportCall { [self] result in
            completion(result)
            end(id)
        }
        let inner = wrapped.send(request) { result in call.finish(result) }
        // One action, registered once the inner task exists: nothing can cancel the call
        // before it is returned, so this is the order two actions ran in, with one closure.
        call.whenCancelled { [self] in
            end(id)
            inner.cancel()
        }
        return call
    }

    private func end(_ id: Int) {
        let action = state.withLock { state -> (@Sendable () -> Void)? in
            state.requests[id] = nil
            return state.whenRequestEnds
        }
        action?()
    }
}
