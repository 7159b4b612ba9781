import Foundation

/// The services of a session with their base URLs and secrets read from an environment
/// dictionary the caller passes in (the library never reads the process environment itself).
public struct APIEnvironment: Sendable {
    /// In declaration order; the first answers requests no other claims (see `service(for:)`).
    public let services: [ServiceDescription]
    /// Base URLs the environment moved, by service name.
    let movedBases: [String: URL]
    /// Values of the declared secret variables that are set.
    private let values: [String: String]
    /// A redactor that knows every secret value of this environment and every declared
    /// secret header and query name. Made once with the environment: every session's network
    /// stack asks for it (made on each ask, about 15 k instructions a session).
    public let redactor: SecretRedactor
    /// The redactor of an environment without services, shared by all of them.
    private static let noServicesRedactor = SecretRedactor()

    /// No services: requests go where their URLs say, nothing is known to be secret but the
    /// usual names (`SecretRedactor.secretQueryNames`, `secretHeaderNames`).
    public init() {
        self.init(services: [], environment: [:])
    }

    /// Each service's `baseURLVariable` and secret variables read from `environment`; empty
    /// values count as unset, a base URL that does not parse is ignored.
    public init(services: [ServiceDescription], environment: [String: String]) {
        func value(_ name: String) -> String? {
            guard let text = environment[name]?.trimmingSpaces(), !text.isEmpty else { return nil }
            return text
        }
        var moved: [String: URL] = [:]
        var values: [String: String] = [:]
        for service in services {
            if let variable = service.baseURLVariable, let url = value(variable).flatMap(URL.init(string:)) {
                moved[service.name] = url
            }
            for secret in service.secrets {
                values[secret.variable] = value(secret.variable)
            }
        }
        self.services = services
        movedBases = moved
        self.values = values
        redactor = services.isEmpty ? Self.noServicesRedactor : Self.redactor(services: services, values: values)
    }

    public func service(named name: String) -> ServiceDescription? {
        services.first { $0.name == name }
    }

    /// Where `service` is reached in this environment: its own base URL unless moved.
    public func baseURL(of service: ServiceDescription) -> URL {
        movedBases[service.name] ?? service.baseURL
    }

    /// The value of a declared secret, nil when its variable is unset.
    public func value(of secret: ServiceSecret) -> String? {
        values[secret.variable]
    }

    private static func redactor(services: [ServiceDescription], values: [String: String]) -> SecretRedactor {
        let secrets = services.flatMap(\.secrets)
        return SecretRedactor(secrets: secrets.compactMap { values[$0.variable] }.sorted(),
                              queryNames: Set(secrets.compactMap(\.query)),
                              headerNames: Set(secrets.compactMap(\.header)))
    }
}
