// LiveHTTP: real HTTP through URLSession behind a C interface. It is the only module that
// loads FoundationNetworking (and libcurl with its TLS stack, some 30 libraries): `rxs` loads
// it as a plug-in (`libRxsLiveHTTP.so`, beside the program) when `--live` or `--record` asks
// for the network, so starting `rxs` for fixtures loads none of them. APIClient's
// `LiveTransport` is its only caller; the two exchange JSON (see `LiveHTTPWire` there).
import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Gets the answer of one request: `context` and the answer's JSON bytes.
public typealias RxsLiveHTTPCompletion = @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<UInt8>?, Int) -> Void

/// One session for the process that neither caches nor keeps cookies, so every request asks
/// the server afresh.
private let session: URLSession = {
    let configuration = URLSessionConfiguration.ephemeral
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    configuration.httpCookieStorage = nil
    return URLSession(configuration: configuration)
}()

/// Sends the request described by the JSON at `request` (`method`, `url`, `timeout` seconds,
/// `headers` as name/value pairs, `body` in base64); `completion` gets the answer exactly once,
/// on a URLSession thread: `status`, `headers`, `body`, or `error` (`domain`, `code`, `detail`,
/// `text`), or `notHTTP`. Returns the task, for `rxs_live_http_cancel` and then
/// `rxs_live_http_release`; nil when the request's JSON is unusable (`completion` was called).
@_cdecl("rxs_live_http_send")
public func rxsLiveHTTPSend(_ request: UnsafePointer<UInt8>?, _ length: Int, _ context: UnsafeMutableRawPointer?,
                            _ completion: RxsLiveHTTPCompletion) -> UnsafeMutableRawPointer? {
    let json = request.map { Data(bytes: $0, count: length) } ?? Data()
    guard let fields = (try? JSONSerialization.jsonObject(with: json)) as? [String: Any],
          let method = fields["method"] as? String, let urlText = fields["url"] as? String,
          let url = URL(string: urlText), let timeout = fields["timeout"] as? Double
    else {
        answer(["error": ["domain": "rxs", "code": 0, "detail": "", "text": "the request could not be read"]],
               context: context, completion: completion)
        return nil
    }
    var urlRequest = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
    urlRequest.httpMethod = method
    urlRequest.httpBody = (fields["body"] as? String).flatMap { Data(base64Encoded: $0) }
    for pair in fields["headers"] as? [[String]] ?? [] where pair.count == 2 {
        urlRequest.setValue(pair[1], forHTTPHeaderField: pair[0])
    }
    let reply = Reply(context: context, completion: completion)
    let task = session.dataTask(with: urlRequest) { data, response, error in
        reply.send(answer(data: data, response: response, error: error))
    }
    task.resume()
    return Unmanaged.passRetained(task).toOpaque()
}

/// Cancels the task (its completion then reports the cancellation, unless it came already).
@_cdecl("rxs_live_http_cancel")
public func rxsLiveHTTPCancel(_ task: UnsafeMutableRawPointer) {
    Unmanaged<URLSessionDataTask>.fromOpaque(task).takeUnretainedValue().cancel()
}

/// Lets go of the task; the handle is not used again.
@_cdecl("rxs_live_http_release")
public func rxsLiveHTTPRelease(_ task: UnsafeMutableRawPointer) {
    Unmanaged<URLSessionDataTask>.fromOpaque(task).release()
}

/// The completion's context, carried to URLSession's thread.
private struct Reply: @unchecked Sendable {
    let context: UnsafeMutableRawPointer?
    let completion: RxsLiveHTTPCompletion

    func send(_ fields: [String: Any]) {
        answer(fields, context: context, completion: completion)
    }
}

private func answer(_ fields: [String: Any], context: UnsafeMutableRawPointer?, completion: RxsLiveHTTPCompletion) {
    let bytes = (try? JSONSerialization.data(withJSONObject: fields)) ?? Data("{}".utf8)
    bytes.withUnsafeBytes { buffer in
        completion(context, buffer.bindMemory(to: UInt8.self).baseAddress, buffer.count)
    }
}

private func answer(data: Data?, response: URLResponse?, error: (any Error)?) -> [String: Any] {
    if let error {
        let nsError = error as NSError
        return ["error": ["domain": nsError.domain, "code": nsError.code, "detail": nsError.localizedDescription,
                          "text": String(describing: error)]]
    }
    guard let http = response as? HTTPURLResponse else { return ["notHTTP": true] }
    let headers = http.allHeaderFields.map { [String(describing: $0.key), String(describing: $0.value)] }
    return ["status": http.statusCode, "headers": headers, "body": (data ?? Data()).base64EncodedString()]
}
