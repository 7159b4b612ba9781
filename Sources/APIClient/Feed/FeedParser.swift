import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads RSS 2.0 and Atom with `XMLParser`. `parse()` reports success for some malformed input
/// (and for an empty document), so the parser error and the root element are checked too.
public enum FeedParser {
    public static func parse(_ data: Data) throws(APIError) -> Feed {
        guard !data.isEmpty else { throw failure("the body is empty") }
        let parser = XMLParser(data: data)
        parser.shouldProcessNamespaces = true
        let builder = FeedBuilder()
        parser.delegate = builder
        let succeeded = parser.parse()
        if !succeeded || parser.parserError != nil || builder.hasUnclosedElements {
            let position = "line \(parser.lineNumber), column \(parser.columnNumber)"
            throw failure("the XML is malformed near \(position)")
        }
        guard let feed = builder.feed else {
            let root = builder.rootName.map { "the root element is <\($0)>" } ?? "there is no XML element"
            throw failure("not an RSS 2.0 or Atom feed (\(root))")
        }
        return feed
    }

    private static func failure(_ reason: String) -> APIError {
        .decoding(type: "Feed", codingPath: "", reason: reason)
    }
}
