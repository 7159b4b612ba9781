import Foundation

/// `GET` an RSS 2.0 or Atom feed and parse it (the seed used the retired Google AJAX Feed API).
public struct FeedRequest: APIRequest {
    public typealias Response = Feed

    public var baseURL: URL
    public var path: String

    /// The Sketch App Sources RSS feed by default; `/atom.xml` for its Atom feed.
    public init(baseURL: URL = ServiceEndpoints.feedDefault, path: String = "/rss.xml") {
        self.baseURL = baseURL
        self.path = path
    }

    public var headers: HTTPHeaders { ["User-Agent": "rxs"] }

    public var acceptableContentTypes: [String] {
        ["application/rss+xml", "application/atom+xml", "application/xml", "text/xml"]
    }

    public func decode(_ response: HTTPResponse) throws -> Feed {
        try ParsedFeeds.feed(from: response.body) { body throws(APIError) in try FeedParser.parse(body) }
    }
}
