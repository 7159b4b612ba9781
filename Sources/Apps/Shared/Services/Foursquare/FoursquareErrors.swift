import APIClient

/// Foursquare's error answers: v2's `meta` envelope (with rate-limit headers on 403/429) and
/// v3's `{"message": …}`.
enum FoursquareErrors {
    @Sendable static func response(_ error: SimulatedError) -> HTTPResponse {
        let status = error.status
        let (type, detail) = detail(status)
        guard !error.request.url.path.hasPrefix("/v3/") else { return error.json(["message": .string(detail)]) }
        var response = error.json([
            "meta": [
                "code": .int(status), "errorType": .string(type), "errorDetail": .string(detail),
                "requestId": "5ad78a884c1f671595d8f000",
            ],
            "response": [:],
        ])
        if status == 403 || status == 429 {
            response.headers["X-RateLimit-Limit"] = "500"
            response.headers["X-RateLimit-Remaining"] = "0"
            response.headers["X-RateLimit-Reset"] = String(error.rateLimitReset)
        }
        return response
    }

    private static func detail(_ status: Int) -> (type: String, detail: String) {
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
}
