import Foundation

/// One endpoint of a web API and how to read its answer: the seed's `BaseAPIProtocol` and
/// `BaseRequestProtocol` in one protocol, with Codable instead of ObjectMapper.
///
/// Only `baseURL` and `path` are required; the rest have the seed's defaults (GET, no extra
/// headers, no parameters, query string for GET/DELETE and form body otherwise, 30 s timeout,
/// JSON responses decoded with `JSONDecoder`).
public protocol APIRequest: Sendable {
    associatedtype Response: Sendable

    var method: HTTPMethod { get }
    var baseURL: URL { get }
    /// Path below `baseURL`. Characters that are not allowed in a path are percent-encoded when
    /// the URL is built; a user-supplied segment should be encoded with `PercentEncoding.encode`
    /// first so a `/` or `%` in it cannot change the path.
    var path: String { get }
    var headers: HTTPHeaders { get }
    var parameters: Parameters { get }
    var encoding: ParameterEncoding { get }
    /// Seconds to wait for an answer.
    var timeout: Double { get }
    /// Media types the response may have (`type/*` and `*/*` allowed); sent as `Accept`.
    var acceptableContentTypes: [String] { get }

    /// Reads the body of a validated (2xx, acceptable content type) response.
    func decode(_ response: HTTPResponse) throws -> Response
}

extension APIRequest {
    public var method: HTTPMethod { .get }
    public var headers: HTTPHeaders { [:] }
    public var parameters: Parameters { [:] }
    public var encoding: ParameterEncoding { .methodDependent }
    public var timeout: Double { HTTPRequest.defaultTimeout }
    public var acceptableContentTypes: [String] { ["application/json"] }
}

extension APIRequest where Response: Decodable {
    public func decode(_ response: HTTPResponse) throws -> Response {
        try JSONDecoder().decode(Response.self, from: response.body)
    }
}
