/// Moves one `HTTPRequest` to a server (real, recorded or simulated) and back. Callback based
/// so it does not depend on the reactive core; `APIClient` wraps it in `Single`.
public protocol Transport: Sendable {
    /// Starts `request`. `completion` gets the response whatever its status, or a transport
    /// failure (offline, timeout, cannot connect, …). It is called at most once, and not at
    /// all when the returned task is cancelled first.
    func send(_ request: HTTPRequest,
              completion: @escaping @Sendable (Result<HTTPResponse, APIError>) -> Void) -> any TransportTask
}

/// An in-flight request that can be cancelled (closing its connection, or dropping its
/// scheduled delivery).
public protocol TransportTask: Sendable {
    func cancel()
}
