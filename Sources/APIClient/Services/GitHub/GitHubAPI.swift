import Foundation

/// Where GitHub's REST API is and how to authenticate with it; shared by the GitHub requests.
public struct GitHubAPI: Sendable, Equatable {
    public var baseURL: URL
    /// Optional personal access token (`GITHUB_TOKEN`): a higher rate limit, never logged.
    public var token: String?

    public init(baseURL: URL = ServiceEndpoints.githubDefault, token: String? = nil) {
        self.baseURL = baseURL
        self.token = token
    }

    public init(environment: APIEnvironment) {
        self.init(baseURL: environment.endpoints.github, token: environment.githubToken)
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
