import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Real HTTP through URLSession (libcurl underneath on Linux).
///
/// The request's timeout is enforced here as a limit on the whole exchange: URLSession treats
/// `timeoutInterval` as an idle interval, and on Linux rounds it down to whole seconds.
public final class LiveTransport: Transport {
    private let timer: DeliveryScheduler

    public init() {
        timer = .dispatch(on: DispatchQueue(label: "rxs.LiveTransport.timeouts"))
    }

    public func send(_ request: HTTPRequest,
                     completion: @escaping @Sendable (Result<HTTPResponse, APIError>) -> Void) -> any TransportTask {
        let call = TransportCall(completion: completion)
        var urlRequest = URLRequest(url: request.url, cachePolicy: .reloadIgnoringLocalCacheData,
                                    timeoutInterval: max(1, request.timeout.rounded(.up)))
        urlRequest.httpMethod = request.method.rawValue
        urlRequest.httpBody = request.body
        for field in request.headers {
            urlRequest.setValue(field.value, forHTTPHeaderField: field.name)
        }
        let task = LiveSession.shared.dataTask(with: urlRequest) { data, response, error in
            call.finish(Self.result(data: data, response: response, error: error, request: request))
        }
        let timeout = timer.schedule(after: .seconds(request.timeout)) {
            call.finish(.failure(.timedOut(host: request.hostDescription, seconds: request.timeout)))
            task.cancel()
        }
        call.whenCancelled {
            timeout.cancel()
            task.cancel()
        }
        task.resume()
        return call
    }

    private static func result(data: Data?, response: URLResponse?, error: (any Error)?,
                               request: HTTPRequest) -> Result<HTTPResponse, APIError> {
        if let error {
            return .failure(TransportErrorMapping.apiError(for: error, request: request))
        }
        guard let http = response as? HTTPURLResponse else {
            return .failure(.transportFailed(host: request.hostDescription, reason: "the answer was not an HTTP response"))
        }
        var headers = HTTPHeaders()
        for (name, value) in http.allHeaderFields {
            headers[String(describing: name)] = String(describing: value)
        }
        return .success(HTTPResponse(status: http.statusCode, headers: headers, body: data ?? Data()))
    }
}

/// One URLSession for the process, made on the first live request (a run on fixtures never
/// makes it), that neither caches nor keeps cookies, so every request asks the server afresh.
private enum LiveSession {
    static let shared: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        return URLSession(configuration: configuration)
    }()
}
