import APIClient

/// How to authenticate with Foursquare: the v2 API takes a client id and secret as query
/// parameters, the v3 Places API an API key in `Authorization`.
public enum FoursquareCredentials: Sendable, Equatable {
    case clientIDAndSecret(clientID: String, clientSecret: String)
    case apiKey(String)

    public static let clientID = ServiceSecret(variable: "FOURSQUARE_CLIENT_ID", query: "client_id")
    public static let clientSecret = ServiceSecret(variable: "FOURSQUARE_CLIENT_SECRET", query: "client_secret")
    public static let apiKey = ServiceSecret(variable: "FOURSQUARE_API_KEY", header: "Authorization")

    /// v2 when both client id and secret are given, else v3 when an API key is, else nil.
    public init?(clientID: String?, clientSecret: String?, apiKey: String?) {
        if let clientID, let clientSecret {
            self = .clientIDAndSecret(clientID: clientID, clientSecret: clientSecret)
        } else if let apiKey {
            self = .apiKey(apiKey)
        } else {
            return nil
        }
    }

    /// The credentials `environment` holds for Foursquare, if any.
    public init?(environment: APIEnvironment) {
        self.init(clientID: environment.value(of: Self.clientID), clientSecret: environment.value(of: Self.clientSecret),
                  apiKey: environment.value(of: Self.apiKey))
    }
}
