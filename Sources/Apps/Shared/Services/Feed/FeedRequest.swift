import APIClient
import Foundation

/// `GET` an RSS 2.0 or Atom feed and parse it (the seed used the retired Google AJAX Feed API).
public struct FeedRequest: APIRequest {
    public typealias Response = Feed

    /// The Sketch App Sources site as the feed app declares it: `RXS_FEED_BASE_URL` moves it;
    /// its errors are a web server's HTML pages.
    public static let service = ServiceDescription(
        name: "feed", baseURL: URL(literal: "http://www.sketchappsources.com"), baseURLVariable: "RXS_FEED_BASE_URL",
        paths: ["**/*.xml", "**/*.html"], cassettes: BuiltInServices.cassettes(in: "feed"),
        simulatedError: { $0.htmlPage() })

    public var baseURL: URL
    public var path: String

    /// The Sketch App Sources RSS feed by default; `/atom.xml` for its Atom feed.
    public init(baseURL: URL = FeedRequest.service.baseURL, path: String = "/rss.xml") {
        self.baseURL = baseURL
        self.path = path
    }

    public var headers: HTTPHeaders { ["User-Agent": "rxs"] }

    public var acceptableContentTypes: [String] {
        ["application/rss+xml", "application/atom+xml", "application/xml", "text/xml"]
    }

    public func decode(_ response: HTTPResponse) throws -> Feed {
        try FeedParser.parseRemembered(response.body)
    }
}
