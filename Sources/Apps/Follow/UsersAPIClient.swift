import Phone
import APIClient
import RxSwift

/// The seed's `GithubAPIClient` for one endpoint: a page of GitHub users after an id.
struct UsersAPIClient {
    let client: APIClient
    let github: GitHubAPI

    init(client: APIClient, github: GitHubAPI) {
        self.client = client
        self.github = github
    }

    init(services: AppServices) {
        self.init(client: services.client, github: GitHubAPI(environment: services.api))
    }

    /// `GET /users?since=…`: subscribing sends it, disposing cancels it; failures (a body that
    /// is not a list of users included) are `APIError`s.
    func fetch(since: Int) -> Observable<[GitHubUser]> {
        client.observe(GitHubUsersRequest(since: since, api: github))
    }
}
