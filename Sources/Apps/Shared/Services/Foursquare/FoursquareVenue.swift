import APIClient
import Foundation

/// A venue as the `venues` screen shows it; strings are empty when Foursquare leaves them out.
public struct FoursquareVenue: Sendable, Equatable {
    public var id: String
    public var name: String
    public var address: String
    public var latitude: Double
    public var longitude: Double
    public var state: String
    public var city: String
    /// First category's icon: prefix + `88` + suffix.
    public var iconURL: URL?

    public init(id: String, name: String, address: String = "", latitude: Double = 0, longitude: Double = 0,
                state: String = "", city: String = "", iconURL: URL? = nil) {
        self.id = id
        self.name = name
        self.address = address
        self.latitude = latitude
        self.longitude = longitude
        self.state = state
        self.city = city
        self.iconURL = iconURL
    }

    /// The venue's page on foursquare.com.
    public var pageURL: URL? {
        URL(string: "https://foursquare.com/v/\(PercentEncoding.encode(id))")
    }
}

/// The shared parts of v2 venues and v3 places.
struct FoursquareCategory: Decodable {
    struct Icon: Decodable {
        var prefix: String
        var suffix: String
    }

    var icon: Icon?

    static func iconURL(of categories: [FoursquareCategory]?) -> URL? {
        guard let icon = categories?.first?.icon else { return nil }
        return URL(string: icon.prefix + "88" + icon.suffix)
    }
}

/// v2 `{"meta":…,"response":{"venues":[…]}}`.
struct FoursquareV2SearchResponse: Decodable {
    struct Body: Decodable {
        var venues: [Venue]
    }

    struct Venue: Decodable {
        struct Location: Decodable {
            var address: String?
            var lat: Double?
            var lng: Double?
            var city: String?
            var state: String?
        }

        var id: String
        var name: String
        var location: Location?
        var categories: [FoursquareCategory]?
    }

    var response: Body

    var venues: [FoursquareVenue] {
        response.venues.map { venue in
            FoursquareVenue(
                id: venue.id, name: venue.name, address: venue.location?.address ?? "",
                latitude: venue.location?.lat ?? 0, longitude: venue.location?.lng ?? 0,
                state: venue.location?.state ?? "", city: venue.location?.city ?? "",
                iconURL: FoursquareCategory.iconURL(of: venue.categories))
        }
    }
}

/// v3 `{"results":[{"fsq_id":…,"geocodes":{"main":{…}},"location":{…}}]}`.
struct FoursquareV3SearchResponse: Decodable {
    struct Place: Decodable {
        struct Geocodes: Decodable {
            struct Point: Decodable {
                var latitude: Double
                var longitude: Double
            }

            var main: Point?
        }

        struct Location: Decodable {
            var address: String?
            var locality: String?
            var region: String?
        }

        var fsqID: String
        var name: String
        var geocodes: Geocodes?
        var location: Location?
        var categories: [FoursquareCategory]?

        enum CodingKeys: String, CodingKey {
            case name, geocodes, location, categories
            case fsqID = "fsq_id"
        }
    }

    var results: [Place]

    var venues: [FoursquareVenue] {
        results.map { place in
            FoursquareVenue(
                id: place.fsqID, name: place.name, address: place.location?.address ?? "",
                latitude: place.geocodes?.main?.latitude ?? 0, longitude: place.geocodes?.main?.longitude ?? 0,
                state: place.location?.region ?? "", city: place.location?.locality ?? "",
                iconURL: FoursquareCategory.iconURL(of: place.categories))
        }
    }
}
