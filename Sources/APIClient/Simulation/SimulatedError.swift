import Foundation
import RxsSupport

/// What a service's `simulatedError` answers: an error status for a request (`net fail 403`,
/// a request no cassette matches), with the reset time to put in rate-limit headers.
public struct SimulatedError: Sendable {
    public var status: Int
    public var request: HTTPRequest
    /// Epoch seconds for `X-RateLimit-Reset` (no wall clock is consulted).
    public var rateLimitReset: Int

    public init(status: Int, request: HTTPRequest, rateLimitReset: Int) {
        self.status = status
        self.request = request
        self.rateLimitReset = rateLimitReset
    }

    /// The status's reason phrase ("Not Found").
    public var phrase: String { HTTPStatusText.phrase(for: status) }

    /// `{"message": "Not Found"}`: the answer of a service that declares no style of its own.
    public func plainJSON() -> HTTPResponse {
        json(["message": .string(phrase)])
    }

    /// A JSON answer with this status (keys sorted, slashes unescaped).
    public func json(_ body: JSONValue) -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return HTTPResponse(status: status, headers: ["Content-Type": "application/json; charset=utf-8"],
                            body: (try? encoder.encode(body)) ?? Data())
    }

    /// A web server's HTML error page for this status (Apache's wording for 404).
    public func htmlPage() -> HTTPResponse {
        let path = request.url.path
        let explanation = status == 404 ? "<p>The requested URL \(HTMLText.escaped(path)) was not found on this server.</p>" : ""
        let page = "<!DOCTYPE html>\n<html><head><title>\(status) \(phrase)</title></head>"
            + "<body><h1>\(phrase)</h1>\(explanation)</body></html>\n"
        return HTTPResponse(status: status, headers: ["Content-Type": "text/html; charset=utf-8"], body: Data(page.utf8))
    }
}
