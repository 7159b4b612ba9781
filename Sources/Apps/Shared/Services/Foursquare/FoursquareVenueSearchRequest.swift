import APIClient
import Foundation

/// Venue search near a point: v2 `venues/search` (client id/secret + `v`) or v3
/// `places/search` (API key), chosen by the credentials. Without credentials it is a v2
/// request without them, which the offline fixtures answer.
public struct FoursquareVenueSearchRequest: APIRequest {
    public typealias Response = [FoursquareVenue]

    /// 新大塚, where the seed searched.
    public static let shinOtsuka = "35.7260747,139.72983"
    /// The v2 API version date the seed used.
    public static let v2Version = "20180323"

    /// Foursquare as the apps declare it: `RXS_FOURSQUARE_BASE_URL` moves it; v2's client id
    /// and secret and v3's API key are its secrets.
    public static let service = ServiceDescription(
        name: "foursquare", baseURL: URL(literal: "https://api.foursquare.com"), baseURLVariable: "RXS_FOURSQUARE_BASE_URL",
        paths: ["/v2/**", "/v3/**"],
        secrets: [FoursquareCredentials.clientID, FoursquareCredentials.clientSecret, FoursquareCredentials.apiKey],
        cassettes: BuiltInServices.cassettes(in: "foursquare"),
        simulatedError: FoursquareErrors.response)

    public var query: String
    public var latitudeLongitude: String
    public var credentials: FoursquareCredentials?
    public var baseURL: URL

    public init(query: String, latitudeLongitude: String = FoursquareVenueSearchRequest.shinOtsuka,
                credentials: FoursquareCredentials? = nil, baseURL: URL = FoursquareVenueSearchRequest.service.baseURL) {
        self.query = query
        self.latitudeLongitude = latitudeLongitude
        self.credentials = credentials
        self.baseURL = baseURL
    }

    public init(query: String, environment: APIEnvironment) {
        self.init(query: query, credentials: FoursquareCredentials(environment: environment),
                  baseURL: environment.baseURL(of: Self.service))
    }

    private var usesPlacesAPI: Bool {
        if case .apiKey? = credentials { return true }
        return false
    }

    public var path: String { usesPlacesAPI ? "/v3/places/search" : "/v2/venues/search" }

    public var headers: HTTPHeaders {
        if case .apiKey(let key)? = credentials { return ["Authorization": key] }
        return [:]
    }

    public var parameters: Parameters {
        var parameters: Parameters = ["ll": .string(latitudeLongitude), "query": .string(query)]
        if case .clientIDAndSecret(let clientID, let clientSecret)? = credentials {
            parameters["client_id"] = .string(clientID)
            parameters["client_secret"] = .string(clientSecret)
        }
        if !usesPlacesAPI { parameters["v"] = .string(Self.v2Version) }
        return parameters
    }

    public func decode(_ response: HTTPResponse) throws -> [FoursquareVenue] {
        let decoder = JSONDecoder()
        if usesPlacesAPI {
            return try decoder.decode(FoursquareV3SearchResponse.self, from: response.body).venues
        }
        return try decoder.decode(FoursquareV2SearchResponse.self, from: response.body).venues
    }
}
