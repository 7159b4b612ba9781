import Phone
import APIClient
import RxSwift

/// The seed's `VenuesAPIClient`: Foursquare venue search near 新大塚 as an Observable.
struct VenuesAPIClient {
    let client: APIClient
    let api: APIEnvironment

    init(client: APIClient, api: APIEnvironment) {
        self.client = client
        self.api = api
    }

    init(services: AppServices) {
        self.init(client: services.client, api: services.api)
    }

    /// One search: subscribing sends it, disposing cancels it; failures are `APIError`s.
    func search(query: String = "") -> Observable<[Venue]> {
        client.observe(FoursquareVenueSearchRequest(query: query, environment: api))
    }
}
