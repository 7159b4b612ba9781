import APIClient

/// The seed's `Venue` model: id, name, address, lat/lng, state, city (empty strings when
/// Foursquare leaves them out) and the first category's 88-px icon URL. The API client already
/// decodes exactly that, so the app uses its type.
typealias Venue = FoursquareVenue

extension FoursquareVenue {
    /// "city, state", leaving out whichever is empty.
    var cityAndState: String {
        [city, state].filter { !$0.isEmpty }.joined(separator: ", ")
    }
}
