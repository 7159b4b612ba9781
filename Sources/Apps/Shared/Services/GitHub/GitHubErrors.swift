import APIClient

/// GitHub's error answers (shapes from shared/API-SHAPES.md), for `net fail` and requests no
/// cassette matches.
enum GitHubErrors {
    static let rateLimitMessage = "API rate limit exceeded for 203.0.113.10. (But here's the good news: "
        + "Authenticated requests get a higher rate limit. Check out the documentation for more details.)"

    @Sendable static func response(_ error: SimulatedError) -> HTTPResponse {
        let status = error.status
        let body: JSONValue
        switch status {
        case 403:
            body = [
                "message": .string(rateLimitMessage),
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
            body = ["message": .string(error.phrase), "status": .string(String(status))]
        default:
            body = ["message": .string(error.phrase)]
        }
        var response = error.json(body)
        if status == 403 {
            // The primary rate limit: 10 a minute for search, 60 an hour for the rest.
            let isSearch = error.request.url.path.hasPrefix("/search")
            let limit = isSearch ? 10 : 60
            response.headers["X-RateLimit-Limit"] = String(limit)
            response.headers["X-RateLimit-Remaining"] = "0"
            response.headers["X-RateLimit-Reset"] = String(error.rateLimitReset)
            response.headers["X-RateLimit-Used"] = String(limit)
            response.headers["X-RateLimit-Resource"] = isSearch ? "search" : "core"
        }
        return response
    }
}
