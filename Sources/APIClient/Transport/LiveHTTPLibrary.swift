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
    static let shared: Result<LiveHTTPLibrary, LoadFailure> = load()

    struct LoadFailure: Error {
        let reason: String
    }

    private static func load() -> Result<LiveHTTPLibrary, LoadFailure> {
        let path = programDirectory() + "/" + fileName
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? path
            return .failure(LoadFailure(reason: "live HTTP needs \(fileName) beside the program (\(reason))"))
        }
        guard let send = dlsym(handle, "rxs_live_http_send"), let cancel = dlsym(handle, "rxs_live_http_cancel"),
              let release = dlsym(handle, "rxs_live_http_release")
        else {
            return .failure(LoadFailure(reason: "\(path) is not rxs's live HTTP plug-in"))
        }
        return .success(LiveHTTPLibrary(send: unsafeBitCast(send, to: Send.self),
                                        cancel: unsafeBitCast(cancel, to: TaskCall.self),
                                        release: unsafeBitCast(release, to: TaskCall.self)))
    }

    /// The folder of the running program (`/proc/self/exe`, which follows symbolic links).
    private static func programDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let path = count > 0 ? String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            : Bundle.main.executablePath ?? CommandLine.arguments.first ?? "."
        return String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
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
