import APIClient
import Foundation

/// One article of the feed, as the seed's `Entry`: what a row shows and what the entry
/// screen opens.
public struct Entry: Equatable, Sendable {
    public var title: String
    public var link: URL?
    public var publishedDate: Date?
    /// HTML, as the feed carries it.
    public var content: String

    public init(title: String, link: URL?, publishedDate: Date?, content: String) {
        self.title = title
        self.link = link
        self.publishedDate = publishedDate
        self.content = content
    }

    init(_ feedEntry: FeedEntry) {
        self.init(title: feedEntry.title, link: feedEntry.link, publishedDate: feedEntry.publishedDate,
                  content: feedEntry.content)
    }

    /// Text of the first `<p>` of the content: the author line ("by mafmoff").
    public var author: String? { HTMLText.firstParagraphText(content) }

    /// `src` of the last `<img>` of the content: the artwork (the first is often a thumbnail).
    public var imageURL: String? { HTMLText.lastImageSource(content) }

    /// The UTC calendar day, `2014-11-06`: the same on every machine, whatever its time zone.
    public var publishedDay: String? {
        publishedDate?.formatted(Date.ISO8601FormatStyle(timeZone: .gmt).year().month().day())
    }
}
