import Foundation

/// A parsed RSS 2.0 or Atom feed.
public struct Feed: Sendable, Equatable {
    public enum Format: String, Sendable, Equatable {
        case rss2 = "RSS 2.0"
        case atom = "Atom"
    }

    public var format: Format
    public var title: String
    public var link: URL?
    public var entries: [FeedEntry]

    public init(format: Format, title: String, link: URL?, entries: [FeedEntry]) {
        self.format = format
        self.title = title
        self.link = link
        self.entries = entries
    }
}

/// One item (RSS) or entry (Atom). `content` is HTML as the feed carries it.
public struct FeedEntry: Sendable, Equatable {
    public var title: String
    public var link: URL?
    /// The date as written in the feed (RFC 822 in RSS, ISO 8601 in Atom).
    public var publishedText: String
    public var publishedDate: Date?
    public var content: String
    /// Text of the first `<p>` of the content: the author line ("by mafmoff") on Sketch App
    /// Sources. Read once here, not per display: scanning HTML for every row is costly.
    public let author: String?
    /// `src` of the last `<img>` of the content.
    public let imageSource: String?

    public init(title: String, link: URL?, publishedText: String, publishedDate: Date?, content: String) {
        self.title = title
        self.link = link
        self.publishedText = publishedText
        self.publishedDate = publishedDate
        self.content = content
        author = HTMLText.firstParagraphText(content)
        imageSource = HTMLText.lastImageSource(content)
    }

    /// The last `<img>` of the content.
    public var imageURL: URL? { imageSource.flatMap { URL(string: $0) } }

    /// The content as plain text.
    public var contentText: String { HTMLText.plainText(content) }
}
