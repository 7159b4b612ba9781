import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Real HTTP through URLSession (libcurl underneath on Linux).
///
/// The request's timeout is enforced here as a limit on the whole exchange: URLSession treats
/// `timeoutInterval` as an idle interval, and on Linux rounds it down to whole seconds.
///
/// The body is limited to `maximumBodyBytes` as it arrives, after decompression (libcurl
/// inflates as it reads, so a small compressed body that inflates without end is cut off as
/// soon as its inflated bytes pass the limit): an answer over it fails with a readable
/// `transportFailed` instead of taking the process's memory. Only `gzip, deflate` is
/// advertised, the encodings every server and libcurl build agree on.
public final class LiveTransport: Transport {
    /// 64 MB: far above any page of the services rxs talks to.
    public static let defaultMaximumBodyBytes = 64 << 20
    /// What rxs asks servers for unless a request names its own `Accept-Encoding`.
    static let advertisedEncodings = "gzip, deflate"

    private let timer: DeliveryScheduler
    private let maximumBodyBytes: Int
    private let redirects: RedirectPolicy

    /// `redirects`: what a request keeps when redirected (its credentials stay with its origin).
    public init(maximumBodyBytes: Int = LiveTransport.defaultMaximumBodyBytes, redirects: RedirectPolicy = RedirectPolicy()) {
        timer = .dispatch(on: DispatchQueue(label: "rxs.LiveTransport.timeouts"))
        self.maximumBodyBytes = max(0, maximumBodyBytes)
        self.redirects = redirects
    }

    public func send(_ request: HTTPRequest,
                     completion: @escaping @Sendable (Result<HTTPResponse, APIError>) -> Void) -> any TransportTask {
        let call = TransportCall(completion: completion)
        var urlRequest = URLRequest(url: request.url, cachePolicy: .reloadIgnoringLocalCacheData,
                                    timeoutInterval: max(1, request.timeout.rounded(.up)))
        urlRequest.httpMethod = request.method.rawValue
        urlRequest.httpBody = request.body
        if request.headers["Accept-Encoding"] == nil {
            urlRequest.setValue(Self.advertisedEncodings, forHTTPHeaderField: "Accept-Encoding")
        }
        for field in request.headers {
            urlRequest.setValue(field.value, forHTTPHeaderField: field.name)
        }
        let task = LiveSession.shared.dataTask(with: urlRequest)
        LiveSession.delegate.track(task, limit: maximumBodyBytes, request: request, redirects: redirects) { result in
            call.finish(result)
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

    static func result(data: Data, response: URLResponse?, error: (any Error)?,
                       request: HTTPRequest) -> Result<HTTPResponse, APIError> {
        if let error {
            return .failure(TransportErrorMapping.apiError(for: error, request: request))
        }
        guard let http = response as? HTTPURLResponse else {
            return .failure(.transportFailed(host: request.hostDescription, reason: "the answer was not an HTTP response"))
        }
        guard let headers = ResponseHeaderLimits.headers(of: http) else {
            return .failure(.transportFailed(host: request.hostDescription, reason: ResponseHeaderLimits.tooLargeReason))
        }
        return .success(HTTPResponse(status: http.statusCode, headers: headers, body: data))
    }

    /// `the answer is larger than rxs's limit of 64 MB`.
    static func tooLargeReason(limit: Int) -> String {
        let text = limit >= 1 << 20 && limit % (1 << 20) == 0 ? "\(limit >> 20) MB" : "\(limit) bytes"
        return "the answer is larger than rxs's limit of \(text)"
    }
}

/// One URLSession for the process, made on the first live request (a run on fixtures never
/// makes it), that neither caches nor keeps cookies, so every request asks the server afresh.
private enum LiveSession {
    static let delegate = LiveSessionDelegate()
    static let shared: URLSession = {
        let configuration = withoutHomeFolders { URLSessionConfiguration.ephemeral }
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        return URLSession(configuration: configuration, delegate: delegate, delegateQueue: queue)
    }()

    /// Runs `make` with the XDG cache and data folders pointed at a temporary folder that is
    /// removed afterwards. On Linux, Foundation's first URL session configuration makes the
    /// shared URL cache and cookie store, which create `~/.cache/org.swift.foundation.URLCache/…`
    /// and `~/.local/share/…` even though this session uses neither: rxs leaves nothing in the
    /// user's home folder but its history file.
    private static func withoutHomeFolders<Result>(_ make: () -> Result) -> Result {
        #if os(Linux)
        var template = Array((NSTemporaryDirectory() + "/rxs-foundation-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { buffer -> String? in
            guard let base = buffer.baseAddress, mkdtemp(base) != nil else { return nil }
            return String(cString: base)
        }
        guard let folder = made else { return make() }
        let names = ["XDG_CACHE_HOME", "XDG_DATA_HOME"]
        let previous = names.map { getenv($0).map { String(cString: $0) } }
        for name in names { setenv(name, folder, 1) }
        defer {
            for (name, value) in zip(names, previous) {
                if let value { setenv(name, value, 1) } else { unsetenv(name) }
            }
            try? FileManager.default.removeItem(atPath: folder)
        }
        return make()
        #else
        return make()
        #endif
    }
}
