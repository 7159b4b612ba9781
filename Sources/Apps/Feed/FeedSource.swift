import APIClient
import Foundation
import RxUI

private enum FeedURLKey: EnvironmentKey {
    static var defaultValue: URL? { nil }
}

extension Environment {
    /// The RSS 2.0 or Atom feed the `feed` screen reads; nil reads the Sketch App Sources RSS
    /// feed at the services' feed endpoint (`RXS_FEED_BASE_URL` moves it).
    public var feedURL: URL? {
        get { self[FeedURLKey.self] }
        set { self[FeedURLKey.self] = newValue }
    }

    /// The request for `feedURL`.
    var feedRequest: FeedRequest {
        guard let feedURL else { return FeedRequest(baseURL: services.api.baseURL(of: FeedRequest.service)) }
        return FeedRequest(baseURL: feedURL, path: "")
    }
}
