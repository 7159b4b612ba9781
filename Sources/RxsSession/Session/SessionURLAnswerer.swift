import APIClient
import Foundation
import RxSwift
import RxCocoa
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Answers the `URLSession.rx` requests of the code under test from the session's network,
/// as `environment.services.client` answers the built-in apps: cassettes and virtual latency
/// offline, real HTTP with `--live`, cassettes written with `--record`, `net` faults and
/// latency, `net log`, and redaction. What comes back is what URLSession would give: an
/// `HTTPURLResponse` with the body, or a `URLError` for a transport failure.
final class SessionURLAnswerer: SessionURLLoader {
    private let client: APIClient

    init(client: APIClient) {
        self.client = client
    }

    func response(for request: URLRequest) -> Observable<(response: HTTPURLResponse, data: Data)> {
        guard let url = request.url else { return .error(URLError(.badURL)) }
        let method = request.httpMethod.map { $0.uppercased() } ?? "GET"
        guard let httpMethod = HTTPMethod(rawValue: method) else {
            return .error(APIError.invalidRequest(reason: "rxs sessions answer GET, POST, PUT, PATCH and DELETE, not \(method)"))
        }
        let headers = HTTPHeaders((request.allHTTPHeaderFields ?? [:]).sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
        let timeout = request.timeoutInterval > 0 ? request.timeoutInterval : HTTPRequest.defaultTimeout
        let sent = HTTPRequest(method: httpMethod, url: url, headers: headers, body: request.httpBody, timeout: timeout)
        return client.exchange(sent).asObservable()
            .catch { error in .error(Self.urlError(for: error)) }
            .map { answer in
                var fields: [String: String] = [:]
                for field in answer.headers {
                    fields[field.name] = fields[field.name].map { $0 + ", " + field.value } ?? field.value
                }
                guard let response = HTTPURLResponse(url: url, statusCode: answer.status, httpVersion: "HTTP/1.1",
                                                     headerFields: fields) else {
                    throw URLError(.badServerResponse)
                }
                return (response, answer.body)
            }
    }

    /// The `URLError` URLSession gives for the same failure; other errors as they are.
    static func urlError(for error: any Error) -> any Error {
        guard let failure = error as? APIError else { return error }
        switch failure {
        case .offline: return URLError(.notConnectedToInternet)
        case .timedOut: return URLError(.timedOut)
        case .cannotConnect: return URLError(.cannotConnectToHost)
        case .connectionBroke: return URLError(.networkConnectionLost)
        case .cancelled: return URLError(.cancelled)
        default: return failure
        }
    }
}

extension Session {
    /// What the session's `SessionContext` carries for layers above RxSwift.
    func contextExtensions() -> [String: AnyObject] {
        [SessionURLLoading.key: SessionURLAnswerer(client: device.network.client)]
    }
}
