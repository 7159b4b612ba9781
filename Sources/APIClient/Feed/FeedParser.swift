import Foundation

/// Reads RSS 2.0, RSS 1.0 (RDF) and Atom with rxs's own `XMLReader`: malformed XML, a
/// DOCTYPE or an entity declaration is an error naming the line and column.
public enum FeedParser {
    public static func parse(_ data: Data) throws(APIError) -> Feed {
        guard !data.isEmpty else { throw failure("the body is empty") }
        let builder = FeedBuilder()
        do {
            try XMLReader().read(data) { builder.handle($0) }
        } catch {
            throw failure("the XML is malformed \(error.description)")
        }
        guard let feed = builder.feed else {
            let root = builder.rootName.map { "the root element is <\($0)>" } ?? "there is no XML element"
            throw failure("not an RSS or Atom feed (\(root))")
        }
        return feed
    }

    /// `parse(data)`, remembered per process by the bytes (`ParsedFeeds`): a suite replays the
    /// same few feeds in every session.
    public static func parseRemembered(_ data: Data) throws(APIError) -> Feed {
        try ParsedFeeds.feed(from: data) { body throws(APIError) in try parse(body) }
    }

    private static func failure(_ reason: String) -> APIError {
        .decoding(type: "Feed", codingPath: "", reason: reason)
    }
}
