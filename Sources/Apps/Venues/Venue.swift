import APIClient

/// The seed's `Venue` model: id, name, address, lat/lng, state, city (empty strings when
/// Foursquare leaves them out) and the first category's 88-px icon URL. The API client already
/// decodes exactly that, so the app uses its type.
typealias Venue = FoursquareVenue

extension FoursquareVenue {
    /// "city, state", leaving out whichever is empty. Written out rather than as a filtered
    /// array joined: every venue row a reload configures reads it, and the array, the filter's
    /// closure and the standard library's unspecialised `joined` came to about 2k instructions.
    var cityAndState: String {
        if city.isEmpty { return state }
        if state.isEmpty { return city }
        return city + ", " + state
    }
}
