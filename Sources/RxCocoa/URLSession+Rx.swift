// RxCocoa's `URLSession.rx`, the one file of RxCocoa that needs FoundationNetworking. Inside an rxs session the requests are
// answered by the session's network (`SessionURLLoader`); elsewhere by URLSession itself.
import Foundation
import RxSwift
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The errors of `URLSession.rx`, as RxCocoa's `RxCocoaURLError`.
public enum RxCocoaURLError: Swift.Error, CustomStringConvertible {
    case unknown
    case nonHTTPResponse(response: URLResponse)
    case httpRequestFailed(response: HTTPURLResponse, data: Data?)
    case deserializationError(error: Swift.Error)

    public var description: String {
        switch self {
        case .unknown: return "Unknown error has occurred."
        case .nonHTTPResponse(let response): return "Response is not NSHTTPURLResponse `\(response)`."
        case .httpRequestFailed(let response, _): return "HTTP request failed with `\(response.statusCode)`."
        case .deserializationError(let error): return "Error during deserialization of the response: \(error)"
        }
    }
}

extension Reactive where Base: URLSession {
    /// RxCocoa's `URLSession.rx.response(request:)`: sends the request on subscription and
    /// emits the response with its body, whatever its status, then completes; disposing
    /// cancels the task. Subscribed inside an rxs session, the session's network answers
    /// (fixtures and virtual latency offline, `--live`, `--record`, `net` faults, `net log`).
    public func response(request: URLRequest) -> Observable<(response: HTTPURLResponse, data: Data)> {
        let session = base
        return Observable.deferred {
            if let loader = SessionURLLoading.current { return loader.response(for: request) }
            return Self.realResponse(request: request, session: session)
        }
    }

    private static func realResponse(request: URLRequest,
                                     session: URLSession) -> Observable<(response: HTTPURLResponse, data: Data)> {
        Observable.create { observer in
            let target = URLTaskTarget(observer)
            let task = session.dataTask(with: request) { data, response, error in
                target.finish(data: data, response: response, error: error)
            }
            task.resume()
            return Disposables.create { task.cancel() }
        }
    }

    /// The body of a 2xx response; another status fails with `httpRequestFailed`.
    public func data(request: URLRequest) -> Observable<Data> {
        response(request: request).map { pair -> Data in
            guard 200..<300 ~= pair.response.statusCode else {
                throw RxCocoaURLError.httpRequestFailed(response: pair.response, data: pair.data)
            }
            return pair.data
        }
    }

    /// The body of a 2xx response read by `JSONSerialization`; an unreadable body fails with
    /// `deserializationError`.
    public func json(request: URLRequest, options: JSONSerialization.ReadingOptions = []) -> Observable<Any> {
        data(request: request).map { data -> Any in
            do {
                return try JSONSerialization.jsonObject(with: data, options: options)
            } catch {
                throw RxCocoaURLError.deserializationError(error: error)
            }
        }
    }

    /// `json(request:)` for a GET of `url`.
    public func json(url: URL) -> Observable<Any> {
        json(request: URLRequest(url: url))
    }
}

/// Answers the `URLSession.rx` requests of code running in an rxs session from the session's
/// network. The session puts one in its `SessionContext` under `SessionURLLoading.key`.
package protocol SessionURLLoader: AnyObject {
    func response(for request: URLRequest) -> Observable<(response: HTTPURLResponse, data: Data)>
}

package enum SessionURLLoading {
    package static let key = "RxURLSession.SessionURLLoader"

    /// The loader of the session in scope on this thread.
    static var current: (any SessionURLLoader)? {
        SessionContext.current?.extensions[key] as? any SessionURLLoader
    }
}

/// Hands a data task's completion (on URLSession's delegate queue) to the observer.
private final class URLTaskTarget: @unchecked Sendable {
    private let observer: AnyObserver<(response: HTTPURLResponse, data: Data)>

    init(_ observer: AnyObserver<(response: HTTPURLResponse, data: Data)>) { self.observer = observer }

    func finish(data: Data?, response: URLResponse?, error: (any Error)?) {
        guard let response, let data else {
            observer.onError(error ?? RxCocoaURLError.unknown)
            return
        }
        guard let http = response as? HTTPURLResponse else {
            observer.onError(RxCocoaURLError.nonHTTPResponse(response: response))
            return
        }
        observer.onNext((http, data))
        observer.onCompleted()
    }
}
