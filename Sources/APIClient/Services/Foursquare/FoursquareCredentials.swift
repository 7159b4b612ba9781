/// How to authenticate with Foursquare: the v2 API takes a client id and secret as query
/// parameters, the v3 Places API an API key in `Authorization`.
public enum FoursquareCredentials: Sendable, Equatable {
    case clientIDAndSecret(clientID: String, clientSecret: String)
    case apiKey(String)

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

    var secretValues: [String] {
        switch self {
        case .clientIDAndSecret(let clientID, let clientSecret): return [clientID, clientSecret]
        case .apiKey(let key): return [key]
        }
    }
}
