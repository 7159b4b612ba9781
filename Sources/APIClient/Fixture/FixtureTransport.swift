import Foundation
import Synchronization

/// Offline transport: answers from cassette files after a virtual latency. Requests no
/// cassette matches get the service's real 404 and are remembered (`unmatchedRequests`).
public final class FixtureTransport: Transport {
    public static let defaultLatency: Duration = .milliseconds(200)

    private let library: CassetteLibrary
    private let scheduler: DeliveryScheduler
    private let redactor: SecretRedactor
    /// Whose 404 an unmatched request gets (the request's service decides).
    private let environment: APIEnvironment
    private let state: Guarded<State>

    private struct State {
        var latency: Duration
        /// The newest `unmatchedKept` (up to twice that, trimmed by halves: O(1) per request),
        /// redacted only when read: a search screen sends one per key or so.
        var unmatched: [(method: HTTPMethod, url: URL)] = []
        var unmatchedCount = 0
    }

    /// Unmatched requests remembered at most: a session typing into a search screen whose
    /// requests no cassette answers must not grow its memory (or `net log`) per key.
    public static let unmatchedKept = 200

    /// - Parameters:
    ///   - directories: extra cassette folders (`--fixtures DIR`), searched before the defaults.
    ///   - includeDefaultFixtures: also use the cassettes the services ship with
    ///     (`ServiceDescription.cassettes`, compiled into the program).
    ///   - scheduler: where the latency is waited (the session's virtual clock).
    ///   - redactor: scrubs secrets from the remembered unmatched URLs.
    ///   - environment: the services, whose own 404 an unmatched request gets.
    public init(directories: [URL] = [], includeDefaultFixtures: Bool = true, latency: Duration = defaultLatency,
                scheduler: DeliveryScheduler, redactor: SecretRedactor = SecretRedactor(),
                environment: APIEnvironment = APIEnvironment()) {
        library = CassetteLibrary(directories: directories,
                                  compiled: includeDefaultFixtures ? environment.services.compactMap(\.cassettes) : [])
        self.scheduler = scheduler
        self.redactor = redactor
        self.environment = environment
        state = Guarded(State(latency: latency))
    }

    /// How long a fixture response takes (default 200 ms), settable per session.
    public var latency: Duration {
        get { state.withLock { $0.latency } }
        set { state.withLock { $0.latency = newValue } }
    }

    /// The newest requests no cassette matched (at most `unmatchedKept`), oldest first, with
    /// secrets redacted.
    public var unmatchedRequests: [UnmatchedRequest] {
        state.withLock { Array($0.unmatched.suffix(Self.unmatchedKept)) }.map {
            UnmatchedRequest(method: $0.method, url: redactor.redact($0.url.absoluteString))
        }
    }

    /// How many requests no cassette matched in all, including those no longer remembered.
    public var unmatchedCount: Int { state.withLock { $0.unmatchedCount } }

    /// Cassette files that could not be used (`path: reason`); empty when all are fine.
    public var problems: [String] { library.problems }

    /// Every usable cassette, in search order (reads the files on first use).
    public var cassetteFiles: [String] { library.entries.map(\.file) }

    public func send(_ request: HTTPRequest,
                     completion: @escaping @Sendable (Result<HTTPResponse, APIError>) -> Void) -> any TransportTask {
        let response = respond(to: request)
        // The scheduled delivery is the call: it runs at most once and not once cancelled
        // (`DeliveryScheduler`'s contract), which is all a `TransportCall` would add, for its
        // lock, state and cancel action (six allocations a request).
        return scheduler.schedule(after: latency) { completion(.success(response)) }
    }

    /// The response for `request`, without the latency.
    public func respond(to request: HTTPRequest) -> HTTPResponse {
        if let response = library.response(for: request.method, url: request.url.absoluteString) {
            return response
        }
        state.withLock { state in
            state.unmatched.append((request.method, request.url))
            state.unmatchedCount += 1
            if state.unmatched.count >= 2 * Self.unmatchedKept { state.unmatched.removeFirst(state.unmatched.count - Self.unmatchedKept) }
        }
        return environment.simulatedError(status: 404, for: request, rateLimitReset: 0)
    }
}

/// A request the fixtures could not answer: add a cassette for it, or record one with `--record`.
public struct UnmatchedRequest: Sendable, Equatable, CustomStringConvertible {
    public var method: HTTPMethod
    /// The URL with secrets redacted.
    public var url: String

    public var description: String { "\(method.rawValue) \(NetworkLog.shortened(url))" }
}
