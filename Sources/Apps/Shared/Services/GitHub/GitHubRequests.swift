import APIClient
import Foundation

/// `GET /users/{username}/repos`: the public repositories of a user.
public struct GitHubUserReposRequest: GitHubRequest {
    public typealias Response = [GitHubRepository]

    public var username: String
    public var api: GitHubAPI

    public init(username: String, api: GitHubAPI = GitHubAPI()) {
        self.username = username
        self.api = api
    }

    public var path: String { "/users/\(PercentEncoding.encode(username))/repos" }
}

/// `GET /search/repositories?q=…&page=…`.
public struct GitHubSearchRepositoriesRequest: GitHubRequest {
    public typealias Response = GitHubSearchResult

    public var query: String
    public var page: Int
    public var api: GitHubAPI

    public init(query: String, page: Int = 1, api: GitHubAPI = GitHubAPI()) {
        self.query = query
        self.page = page
        self.api = api
    }

    public var path: String { "/search/repositories" }
    public var parameters: Parameters { ["q": .string(query), "page": .int(page)] }

    public func decode(_ response: HTTPResponse) throws -> GitHubSearchResult {
        var result = try JSONDecoder().decode(GitHubSearchResult.self, from: response.body)
        result.links = response.links
        return result
    }
}

/// `GET /users?since=…`: a page of users with ids above `since`.
public struct GitHubUsersRequest: GitHubRequest {
    public typealias Response = [GitHubUser]

    public var since: Int
    public var api: GitHubAPI

    public init(since: Int, api: GitHubAPI = GitHubAPI()) {
        self.since = since
        self.api = api
    }

    public var path: String { "/users" }
    public var parameters: Parameters { ["since": .int(since)] }
}
