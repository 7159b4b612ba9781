import APIClient
import Foundation

/// The services of the built-in apps, declared as any user's own: GitHub (`repos`, `search`,
/// `follow`), Foursquare (`venues`) and the Sketch App Sources feed (`feed`).
public enum BuiltInServices {
    /// In the order requests are attributed: GitHub first answers what no other claims.
    public static let all = [GitHubAPI.service, FoursquareVenueSearchRequest.service, FeedRequest.service]

    /// The cassettes of one service's folder under `Fixtures/` (`github/…`), compiled in.
    static func cassettes(in folder: String) -> CompiledCassettes {
        CompiledCassettes(files: EmbeddedFixtures.files.filter { $0.name.hasPrefix(folder + "/") })
    }

    /// A built-in cassette's JSON by its path under `Fixtures/` ("github/users-since.json").
    public static func cassette(named name: String) -> Data? {
        all.lazy.compactMap { $0.cassettes?.cassette(named: name) }.first
    }
}

extension APIEnvironment {
    /// The built-in services with base URLs and credentials read from `environment`:
    /// `GITHUB_TOKEN`; `FOURSQUARE_CLIENT_ID` + `FOURSQUARE_CLIENT_SECRET` or
    /// `FOURSQUARE_API_KEY`; base URL overrides `RXS_GITHUB_BASE_URL`,
    /// `RXS_FOURSQUARE_BASE_URL`, `RXS_FEED_BASE_URL`.
    public static func builtIn(_ environment: [String: String] = [:]) -> APIEnvironment {
        APIEnvironment(services: BuiltInServices.all, environment: environment)
    }
}

extension URL {
    /// A URL written in the source code (never from input); the tests parse every such literal.
    init(literal: StaticString) {
        self = URL(string: "\(literal)")!
    }
}
