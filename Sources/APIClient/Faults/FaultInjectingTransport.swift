import Foundation
import Synchronization

/// Wraps any transport and makes chosen requests fail: the next request, or every request whose
/// path contains a given text, until the faults are cleared.
public final class FaultInjectingTransport: Transport {
    /// A persistent fault for matching paths.
    public struct Rule: Sendable, Equatable {
        public var pathContains: String
        public var fault: Fault
    }

    private let wrapped: any Transport
    private let scheduler: DeliveryScheduler
    /// Whose error answers an injected status gets (the request's service decides).
    private let environment: APIEnvironment
    private let state: Guarded<State>

    private struct State {
        var next: [Fault] = []
        var rules: [Rule] = []
        var rateLimitReset: Int
    }

    /// - Parameters:
    ///   - scheduler: where timeouts and extra latency are waited (the session's clock).
    ///   - rateLimitReset: `X-RateLimit-Reset` (epoch seconds) of injected rate limits.
    ///   - environment: the services, whose own error answers injected statuses get.
    public init(wrapping transport: any Transport, scheduler: DeliveryScheduler, rateLimitReset: Int = 1_700_003_600,
                environment: APIEnvironment = APIEnvironment()) {
        wrapped = transport
        self.scheduler = scheduler
        self.environment = environment
        state = Guarded(State(rateLimitReset: rateLimitReset))
    }

    /// Queues a fault for the next request (several queue up in order).
    public func failNext(_ fault: Fault) {
        state.withLock { $0.next.append(fault) }
    }

    /// Fails every request whose path contains `pathFragment` until `removeAllFaults()`.
    public func fail(_ fault: Fault, whenPathContains pathFragment: String) {
        state.withLock { $0.rules.append(Rule(pathContains: pathFragment, fault: fault)) }
    }

    public func removeAllFaults() {
        state.withLock { $0.next = []; $0.rules = [] }
    }

    public var pendingFaults: [Fault] { state.withLock { $0.next } }
    public var rules: [Rule] { state.withLock { $0.rules } }

    public var rateLimitReset: Int {
        get { state.withLock { $0.rateLimitReset } }
        set { state.withLock { $0.rateLimitReset = newValue } }
    }

    public func send(_ request: HTTPRequest,
                     completion: @escaping @Sendable (Result<HTTPResponse, APIError>) -> Void) -> any TransportTask {
        let (fault, reset) = state.withLock { state -> (Fault?, Int) in
            if !state.next.isEmpty { return (state.next.removeFirst(), state.rateLimitReset) }
            let rule = state.rules.first { request.url.path.contains($0.pathContains) }
            return (rule?.fault, state.rateLimitReset)
        }
        guard let fault else { return wrapped.send(request, completion: completion) }
        let call = TransportCall(completion: completion)
        switch fault {
        case .timeout:
            deliver(.failure(.timedOut(host: request.hostDescription, seconds: request.timeout)),
                    after: .seconds(request.timeout), to: call)
        case .offline:
            deliver(.failure(.offline(host: request.hostDescription)), after: .zero, to: call)
        case .cannotConnect:
            deliver(.failure(.cannotConnect(host: request.hostDescription)), after: .zero, to: call)
        case .status, .malformedBody, .wrongContentType, .emptyBody, .latency:
            forward(request, to: call, altering: fault, rateLimitReset: reset)
        }
        return call
    }

    private func deliver(_ result: Result<HTTPResponse, APIError>, after delay: Duration, to call: TransportCall) {
        let delivery = scheduler.schedule(after: delay) { call.finish(result) }
        call.whenCancelled { delivery.cancel() }
    }

    private static let captivePortalPage = "<!DOCTYPE html>\n<html><head><title>Wi-Fi sign in</title></head>"
        + "<body><h1>Sign in to continue</h1><p>Accept the terms to use this network.</p></body></html>\n"

    /// Sends the real request and alters its answer, so the failure takes as long as a real
    /// answer would (the fixture latency, or the live round trip).
    private func forward(_ request: HTTPRequest, to call: TransportCall, altering fault: Fault, rateLimitReset: Int) {
        let inner = wrapped.send(request) { [scheduler, environment] result in
            guard case .success(var response) = result else { return call.finish(result) }
            switch fault {
            case .status(let code):
                response = environment.simulatedError(status: code, for: request, rateLimitReset: rateLimitReset)
            case .malformedBody:
                response.body = response.body.isEmpty ? Data("{".utf8) : response.body.prefix(response.body.count / 2)
            case .wrongContentType:
                response.headers["Content-Type"] = "text/html; charset=utf-8"
                response.body = Data(Self.captivePortalPage.utf8)
            case .emptyBody:
                response.body = Data()
            case .latency(let delay):
                let delayed = response
                let delivery = scheduler.schedule(after: delay) { call.finish(.success(delayed)) }
                call.whenCancelled { delivery.cancel() }
                return
            case .timeout, .offline, .cannotConnect:
                break
            }
            call.finish(.success(response))
        }
        call.whenCancelled { inner.cancel() }
    }
}
