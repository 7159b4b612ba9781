import APIClient
import Foundation

/// Where GitHub's REST API is and how to authenticate with it; shared by the GitHub requests.
public struct GitHubAPI: Sendable, Equatable {
    /// The optional personal access token, sent as `Authorization: Bearer …`.
    public static let token = ServiceSecret(variable: "GITHUB_TOKEN", header: "Authorization")

    /// GitHub as the apps declare it: `RXS_GITHUB_BASE_URL` moves it, `GITHUB_TOKEN` is its secret.
    public static let service = ServiceDescription(
        name: "github", baseURL: URL(literal: "https://api.github.com"), baseURLVariable: "RXS_GITHUB_BASE_URL",
        paths: ["/users", "/users/**", "/search/**", "/repos/**"], secrets: [token],
        cassettes: BuiltInServices.cassettes(in: "github"),
        // 403 with `X-RateLimit-Remaining: 0` is the primary rate limit, 429 the secondary.
        rateLimit: .standard,
        simulatedError: GitHubErrors.response)

    public var baseURL: URL
    /// Optional personal access token (`GITHUB_TOKEN`): a higher rate limit, never logged.
    public var token: String?

    public init(baseURL: URL = GitHubAPI.service.baseURL, token: String? = nil) {
        self.baseURL = baseURL
        self.token = token
    }

    public init(environment: APIEnvironment) {
        self.init(baseURL: environment.baseURL(of: Self.service), token: environment.value(of: Self.token))
    }

    /// GitHub rejects requests without a User-Agent and recommends pinning the API version.
    var headers: HTTPHeaders {
        var headers: HTTPHeaders = [
            "Accept": "application/vnd.github+json",
            "User-Agent": "rxs",
            "X-GitHub-Api-Version": "2022-11-28",
        ]
        if let token { headers["Authorization"] = "Bearer \(token)" }
        return headers
    }
}

/// A request to GitHub: base URL and headers come from `api`.
public protocol GitHubRequest: APIRequest {
    var api: GitHubAPI { get }
}

extension GitHubRequest {
    public var baseURL: URL { api.baseURL }
    public var headers: HTTPHeaders { api.headers }
}
