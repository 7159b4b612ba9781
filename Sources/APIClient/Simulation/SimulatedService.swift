import Foundation
import RxsSupport

/// Which real service a request is for, so simulated errors carry that service's real shape.
/// Decided by host, or by path when a base URL points elsewhere (a loopback test server).
enum SimulatedService {
    case github
    case foursquareV2
    case foursquareV3
    /// A web site (the feed host): HTML error pages.
    case website

    init(_ request: HTTPRequest) {
        let host = (request.url.host ?? "").lowercasedASCII()
        let path = request.url.path
        if host.contains("github") {
            self = .github
        } else if host.contains("foursquare") || path.hasPrefix("/v2/") || path.hasPrefix("/v3/") {
            self = path.hasPrefix("/v3/") ? .foursquareV3 : .foursquareV2
        } else if host.contains("sketchappsources") || path.hasSuffix(".xml") || path.hasSuffix(".html") {
            self = .website
        } else {
            self = .github
        }
    }
}

/// Error responses as the services send them (shapes from shared/API-SHAPES.md).
enum ServiceErrorResponses {
    static let githubRateLimitMessage = "API rate limit exceeded for 203.0.113.10. (But here's the good news: "
        + "Authenticated requests get a higher rate limit. Check out the documentation for more details.)"

    /// `rateLimitReset`: epoch seconds for `X-RateLimit-Reset` (no wall clock is consulted).
    static func response(status: Int, for request: HTTPRequest, rateLimitReset: Int) -> HTTPResponse {
        let service = SimulatedService(request)
        switch service {
        case .github: return github(status: status, request: request, rateLimitReset: rateLimitReset)
        case .foursquareV2: return foursquareV2(status: status, rateLimitReset: rateLimitReset)
        case .foursquareV3: return json(status: status, ["message": .string(foursquareDetail(status).detail)])
        case .website: return htmlPage(status: status, path: request.url.path)
        }
    }

    private static func github(status: Int, request: HTTPRequest, rateLimitReset: Int) -> HTTPResponse {
        let body: JSONValue
        switch status {
        case 403:
            body = [
                "message": .string(githubRateLimitMessage),
                "documentation_url": "https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting",
            ]
        case 404:
            body = ["message": "Not Found", "documentation_url": "https://docs.github.com/rest", "status": "404"]
        case 422:
            body = [
                "message": "Validation Failed",
                "errors": [["resource": "Search", "field": "q", "code": "missing"]],
                "documentation_url": "https://docs.github.com/v3/search", "status": "422",
            ]
        case 400..<500:
            body = ["message": .string(HTTPStatusText.phrase(for: status)), "status": .string(String(status))]
        default:
            body = ["message": .string(HTTPStatusText.phrase(for: status))]
        }
        var response = json(status: status, body)
        if status == 403 {
            let isSearch = request.url.path.hasPrefix("/search")
            let limit = isSearch ? 10 : 60
            response.headers["X-RateLimit-Limit"] = String(limit)
            response.headers["X-RateLimit-Remaining"] = "0"
            response.headers["X-RateLimit-Reset"] = String(rateLimitReset)
            response.headers["X-RateLimit-Used"] = String(limit)
            response.headers["X-RateLimit-Resource"] = isSearch ? "search" : "core"
        }
        return response
    }

    private static func foursquareV2(status: Int, rateLimitReset: Int) -> HTTPResponse {
        let (type, detail) = foursquareDetail(status)
        var response = json(status: status, [
            "meta": [
                "code": .int(status), "errorType": .string(type), "errorDetail": .string(detail),
                "requestId": "5ad78a884c1f671595d8f000",
            ],
            "response": [:],
        ])
        if status == 403 || status == 429 {
            response.headers["X-RateLimit-Limit"] = "500"
            response.headers["X-RateLimit-Remaining"] = "0"
            response.headers["X-RateLimit-Reset"] = String(rateLimitReset)
        }
        return response
    }

    private static func foursquareDetail(_ status: Int) -> (type: String, detail: String) {
        switch status {
        case 400, 422: return ("param_error", "Must provide parameter ll")
        case 401: return ("invalid_auth", "Missing access credentials.")
        case 403, 429: return ("rate_limit_exceeded", "Quota exceeded")
        case 404: return ("endpoint_error", "Endpoint not found")
        default:
            return ("server_error", "Foursquare servers are experiencing problems. "
                + "Please retry and check status.foursquare.com for updates.")
        }
    }

    static func htmlPage(status: Int, path: String) -> HTTPResponse {
        let phrase = HTTPStatusText.phrase(for: status)
        let explanation = status == 404 ? "<p>The requested URL \(HTMLText.escaped(path)) was not found on this server.</p>" : ""
        let page = "<!DOCTYPE html>\n<html><head><title>\(status) \(phrase)</title></head>"
            + "<body><h1>\(phrase)</h1>\(explanation)</body></html>\n"
        return HTTPResponse(status: status, headers: ["Content-Type": "text/html; charset=utf-8"], body: Data(page.utf8))
    }

    private static func json(status: Int, _ body: JSONValue) -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return HTTPResponse(status: status, headers: ["Content-Type": "application/json; charset=utf-8"],
                            body: (try? encoder.encode(body)) ?? Data())
    }
}
