import Foundation

/// The LiveHTTP plug-in (`libRxsLiveHTTP.so`), loaded on first use from beside the program:
/// real HTTP needs FoundationNetworking and libcurl, which a run on fixtures never loads.
final class LiveHTTPLibrary: Sendable {
    typealias Completion = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, Int) -> Void
    typealias Send = @convention(c) (UnsafePointer<UInt8>?, Int, UnsafeMutableRawPointer?, Completion)
        -> UnsafeMutableRawPointer?
    typealias TaskCall = @convention(c) (UnsafeMutableRawPointer) -> Void

    static let fileName = "libRxsLiveHTTP.so"

    let send: Send
    let cancel: TaskCall
    let release: TaskCall

    private init(send: Send, cancel: TaskCall, release: TaskCall) {
        self.send = send
        self.cancel = cancel
        self.release = release
    }

    /// The plug-in, or why it could not be loaded.
    static let shared: Result<LiveHTTPLibrary, PlugIn.LoadFailure> = load()

    private static func load() -> Result<LiveHTTPLibrary, PlugIn.LoadFailure> {
        PlugIn.open(fileName, symbols: ["rxs_live_http_send", "rxs_live_http_cancel", "rxs_live_http_release"],
                    purpose: "live HTTP").map { symbols in
            LiveHTTPLibrary(send: unsafeBitCast(symbols[0], to: Send.self),
                            cancel: unsafeBitCast(symbols[1], to: TaskCall.self),
                            release: unsafeBitCast(symbols[2], to: TaskCall.self))
        }
    }
}

/// One request in flight in the plug-in; lets go of it when nothing refers to it any more.
/// (Unchecked: the handle is only passed back to the plug-in, whose URLSession task may be
/// cancelled from any thread.)
final class LiveHTTPTask: @unchecked Sendable {
    private let library: LiveHTTPLibrary
    private let handle: UnsafeMutableRawPointer

    init(library: LiveHTTPLibrary, handle: UnsafeMutableRawPointer) {
        self.library = library
        self.handle = handle
    }

    deinit {
        library.release(handle)
    }

    func cancel() {
        library.cancel(handle)
    }
}

/// The JSON the plug-in reads and writes (see LiveHTTP.swift).
enum LiveHTTPWire {
    /// `timeout` is URLSession's idle interval, in whole seconds of at least one.
    static func request(_ request: HTTPRequest, timeout: Double) -> Data {
        var fields: [String: Any] = [
            "method": request.method.rawValue, "url": request.url.absoluteString, "timeout": timeout,
            "headers": request.headers.map { [$0.name, $0.value] },
        ]
        if let body = request.body { fields["body"] = body.base64EncodedString() }
        return (try? JSONSerialization.data(withJSONObject: fields)) ?? Data()
    }

    static func result(_ answer: Data, request: HTTPRequest) -> Result<HTTPResponse, APIError> {
        let host = request.hostDescription
        guard let fields = (try? JSONSerialization.jsonObject(with: answer)) as? [String: Any] else {
            return .failure(.transportFailed(host: host, reason: "the live HTTP plug-in gave no answer"))
        }
        if let error = fields["error"] as? [String: Any] {
            return .failure(TransportErrorMapping.apiError(
                domain: error["domain"] as? String ?? "", code: error["code"] as? Int ?? 0,
                detail: error["detail"] as? String ?? "", text: error["text"] as? String ?? "", request: request))
        }
        guard let status = fields["status"] as? Int else {
            return .failure(.transportFailed(host: host, reason: "the answer was not an HTTP response"))
        }
        var headers = HTTPHeaders()
        for pair in fields["headers"] as? [[String]] ?? [] where pair.count == 2 {
            headers[pair[0]] = pair[1]
        }
        let body = (fields["body"] as? String).flatMap { Data(base64Encoded: $0) } ?? Data()
        return .success(HTTPResponse(status: status, headers: headers, body: body))
    }
}
