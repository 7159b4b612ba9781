import Foundation
import RxSwift

/// The seed's `APIManager` without the singleton: builds the request, sends it through the
/// injected transport, validates status and content type, decodes, and maps every failure to
/// `APIError`. Each session owns its own client.
public final class APIClient: Sendable {
    public let transport: any Transport
    public let redactor: SecretRedactor
    public let log: NetworkLog
    /// Where `send` and `observe` deliver results (the session's main scheduler); nil
    /// delivers on the transport's thread, which for fixtures is already the session clock.
    public let callbackScheduler: (any ImmediateSchedulerType & Sendable)?
    /// The services, whose conventions (rate limits) the answers are read with.
    public let environment: APIEnvironment
    /// Decoded recorded bodies: replaying fixtures decodes each cassette once per process.
    private let decoded = DecodedResponses.shared
    /// Redacted recorded answers, for the same reason.
    let redactedHeaders = RedactedHeaders.shared

    public init(transport: any Transport, redactor: SecretRedactor = SecretRedactor(), log: NetworkLog = NetworkLog(),
                callbackScheduler: (any ImmediateSchedulerType & Sendable)? = nil, environment: APIEnvironment = APIEnvironment()) {
        self.transport = transport
        self.redactor = redactor
        self.log = log
        self.callbackScheduler = callbackScheduler
        self.environment = environment
    }

    /// Callback form of a request; `completion` runs on the transport's thread, at most once,
    /// and not after the returned task is cancelled.
    @discardableResult
    public func perform<Request: APIRequest>(
        _ request: Request,
        completion: @escaping @Sendable (Result<Request.Response, APIError>) -> Void
    ) -> any TransportTask {
        perform(request, answeringTo: CompletionReceiver(completion))
    }

    /// `perform` handing the outcome to `receiver` (`send`'s Single, or a completion).
    @usableFromInline func perform<Request: APIRequest>(_ request: Request, answeringTo receiver: AnswerReceiver<Request.Response>)
        -> any TransportTask {
        let httpRequest: HTTPRequest
        do {
            httpRequest = try request.makeHTTPRequest()
        } catch {
            receiver.fail(redactor.redact(error))
            return TransportCall(completion: { _ in })
        }
        return transport.send(httpRequest) { [self] answer in
            read(answer, for: request, sent: httpRequest, to: receiver)
        }
    }

    /// One transport answer to `receiver`: redacted, decoded (or taken from the process's
    /// decoded replays), checked for revealed secrets, logged, then handed on.
    private func read<Request: APIRequest>(_ answer: Result<HTTPResponse, APIError>, for request: Request,
                                           sent httpRequest: HTTPRequest, to receiver: AnswerReceiver<Request.Response>) {
        let response: HTTPResponse
        switch redacted(answer) {
        case .success(let redacted): response = redacted
        case .failure(let error):
            logAnswer(to: httpRequest, status: nil, failure: error)
            return receiver.fail(redactor.redact(error))
        }
        do throws(APIError) {
            let value = try decoded.value(for: response, request: request) { () throws(APIError) in
                // The service (for its rate-limit convention) is looked up only when an
                // answer is read: a replayed answer decoded before, or a request cancelled
                // first, never needs it (routing a URL by the services' bases and path
                // patterns was a third of a replayed request's cost).
                let rateLimit = environment.service(for: httpRequest)?.rateLimit ?? .standard
                return try Self.read(response, for: request, sent: httpRequest, rateLimit: rateLimit)
            }
            try redactor.withholdIfRevealing(value)
            logAnswer(to: httpRequest, status: response.status, failure: nil)
            receiver.succeed(value)
        } catch {
            logAnswer(to: httpRequest, status: response.status, failure: error)
            receiver.fail(redactor.redact(error))
        }
    }

    /// A transport's answer as an app (or the log) may see it: the boundary, where nothing
    /// from the transport passes unredacted.
    func redacted(_ answer: Result<HTTPResponse, APIError>) -> Result<HTTPResponse, APIError> {
        answer.map { redactedHeaders.redact($0, with: redactor) }.mapError(redactor.redact)
    }

    /// `net log`'s entry for an answered request. The URL is redacted when the log is read
    /// (`NetworkLog.entries`), so neither a request cancelled first (a search replaced by the
    /// next key) nor an answer nobody lists costs anything in proportion to its URL.
    func logAnswer(to request: HTTPRequest, status: Int?, failure: APIError?) {
        log.append(method: request.method, url: request.url, redactedBy: redactor, status: status,
                   failure: failure.map { redactor.redact($0.description) })
    }

    /// Validation then decoding of one response.
    static func read<Request: APIRequest>(_ response: HTTPResponse, for request: Request, sent httpRequest: HTTPRequest,
                                          rateLimit: RateLimitConvention = .standard) throws(APIError) -> Request.Response {
        if let error = ResponseValidation.validate(response, for: httpRequest, accepting: request.acceptableContentTypes,
                                                   rateLimit: rateLimit) {
            throw error
        }
        do {
            return try request.decode(response)
        } catch {
            throw DecodingFailure.apiError(from: error, decoding: Request.Response.self, body: [UInt8](response.body))
        }
    }
}
