import Foundation

/// A web service an app talks to, declared once: where it lives (and the environment variable
/// that moves it, for a loopback test server), the paths of its endpoints, its secrets, and how
/// its error answers look. The built-in GitHub, Foursquare and feed services are declared this
/// way (in `Apps`), and so is a user's own:
///
///     let weather = ServiceDescription(
///         name: "weather", baseURL: URL(string: "https://api.weather.example")!,
///         baseURLVariable: "WEATHER_BASE_URL", paths: ["/v1/forecast*"],
///         secrets: [ServiceSecret(variable: "WEATHER_KEY", query: "appid")])
///
/// `APIEnvironment(services:environment:)` reads the declared variables; its `redactor` then
/// removes every secret's value (in any disguise) and every value sent under a secret header
/// or query name, in recordings, output, `net log` and what reaches the apps.
public struct ServiceDescription: Sendable {
    /// Short name: the folder of its recorded cassettes (`github/…`).
    public var name: String
    /// Where the service lives; recordings store URLs under it, wherever it was moved.
    public var baseURL: URL
    /// The environment variable whose value (a URL) replaces `baseURL`.
    public var baseURLVariable: String?
    /// Path patterns of its endpoints, as cassettes write them (`*` is any characters within a
    /// segment, a `**` segment any number of segments): they tell services apart when several
    /// are moved to one base, or when a URL is under no declared base.
    public var paths: [String]
    public var secrets: [ServiceSecret]
    /// The service's error answer for a status, as `net fail STATUS` and a request no cassette
    /// matches get it (a plain JSON `{"message": …}` unless the service says otherwise).
    public var simulatedError: @Sendable (SimulatedError) -> HTTPResponse
    /// Recorded answers compiled into the program, replayed offline after `--fixtures` folders.
    public var cassettes: CompiledCassettes?
    /// How it signals a rate limit (read into `APIError.rateLimited`).
    public var rateLimit: RateLimitConvention

    public init(name: String, baseURL: URL, baseURLVariable: String? = nil, paths: [String] = [],
                secrets: [ServiceSecret] = [], cassettes: CompiledCassettes? = nil,
                rateLimit: RateLimitConvention = .standard,
                simulatedError: @escaping @Sendable (SimulatedError) -> HTTPResponse = { $0.plainJSON() }) {
        self.name = name
        self.baseURL = baseURL
        self.baseURLVariable = baseURLVariable
        self.paths = paths
        self.secrets = secrets
        self.simulatedError = simulatedError
        self.cassettes = cassettes
        self.rateLimit = rateLimit
    }

    /// Whether `path` matches one of `paths`.
    func claims(path: String) -> Bool {
        paths.contains { PathPattern.matches(pattern: $0, path: path) }
    }
}

/// A credential of a service: the environment variable it is read from, and the header or
/// query parameter it is sent in. Values sent under those names are redacted even when the
/// variable is unset (a hard-coded key, a token typed into a script).
public struct ServiceSecret: Sendable, Hashable {
    public var variable: String
    public var header: String?
    public var query: String?

    public init(variable: String, header: String? = nil, query: String? = nil) {
        self.variable = variable
        self.header = header
        self.query = query
    }
}
