import Foundation

/// Credentials and endpoints for the services, read from an environment dictionary the caller
/// passes in (the library never reads the process environment itself).
public struct APIEnvironment: Sendable, Equatable {
    public var githubToken: String?
    public var foursquare: FoursquareCredentials?
    public var endpoints: ServiceEndpoints

    public init(githubToken: String? = nil, foursquare: FoursquareCredentials? = nil,
                endpoints: ServiceEndpoints = ServiceEndpoints()) {
        self.githubToken = githubToken
        self.foursquare = foursquare
        self.endpoints = endpoints
    }

    /// `GITHUB_TOKEN`; `FOURSQUARE_CLIENT_ID` + `FOURSQUARE_CLIENT_SECRET` or
    /// `FOURSQUARE_API_KEY`; base URL overrides `RXS_GITHUB_BASE_URL`,
    /// `RXS_FOURSQUARE_BASE_URL`, `RXS_FEED_BASE_URL`. Empty values count as unset.
    public init(environment: [String: String]) {
        func value(_ name: String) -> String? {
            guard let text = environment[name]?.trimmingSpaces(), !text.isEmpty else { return nil }
            return text
        }
        var endpoints = ServiceEndpoints()
        if let url = value("RXS_GITHUB_BASE_URL").flatMap(URL.init(string:)) { endpoints.github = url }
        if let url = value("RXS_FOURSQUARE_BASE_URL").flatMap(URL.init(string:)) { endpoints.foursquare = url }
        if let url = value("RXS_FEED_BASE_URL").flatMap(URL.init(string:)) { endpoints.feed = url }
        self.init(
            githubToken: value("GITHUB_TOKEN"),
            foursquare: FoursquareCredentials(clientID: value("FOURSQUARE_CLIENT_ID"),
                                              clientSecret: value("FOURSQUARE_CLIENT_SECRET"),
                                              apiKey: value("FOURSQUARE_API_KEY")),
            endpoints: endpoints)
    }

    /// A redactor that knows every secret of this environment.
    public var redactor: SecretRedactor {
        SecretRedactor(secrets: [githubToken].compactMap { $0 } + (foursquare?.secretValues ?? []))
    }
}

/// Where each service lives; tests point these at a loopback server.
public struct ServiceEndpoints: Sendable, Equatable {
    public var github: URL
    public var foursquare: URL
    public var feed: URL

    public init(github: URL = ServiceEndpoints.githubDefault, foursquare: URL = ServiceEndpoints.foursquareDefault,
                feed: URL = ServiceEndpoints.feedDefault) {
        self.github = github
        self.foursquare = foursquare
        self.feed = feed
    }

    public static let githubDefault = URL(literal: "https://api.github.com")
    public static let foursquareDefault = URL(literal: "https://api.foursquare.com")
    public static let feedDefault = URL(literal: "http://www.sketchappsources.com")
}

extension URL {
    /// A URL written in the source code (never from input); the tests parse every such literal.
    init(literal: StaticString) {
        self = URL(string: "\(literal)")!
    }
}
