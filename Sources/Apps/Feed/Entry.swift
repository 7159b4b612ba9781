import APIClient
import Foundation

/// One article of the feed, as the seed's `Entry`: what a row shows and what the entry
/// screen opens.
public struct Entry: Equatable, Sendable {
    public var title: String
    public var link: URL?
    public var publishedDate: Date?
    /// The calendar day of `publishedDate` as `2014-11-06`, in the time zone the feed wrote
    /// it in, so a row says the day the feed says on every machine.
    public var publishedDay: String?
    /// HTML, as the feed carries it.
    public var content: String
    /// Text of the first `<p>` of the content: the author line ("by mafmoff").
    public var author: String?
    /// `src` of the last `<img>` of the content: the artwork (the first is often a thumbnail).
    public var imageURL: String?

    /// An entry whose day is taken in UTC (no time zone is known).
    public init(title: String, link: URL?, publishedDate: Date?, content: String) {
        self.init(FeedEntry(title: title, link: link, publishedText: "", publishedDate: publishedDate, content: content))
        publishedDay = publishedDate.map(Self.dayText)
    }

    init(_ feedEntry: FeedEntry) {
        title = feedEntry.title
        link = feedEntry.link
        publishedDate = feedEntry.publishedDate
        content = feedEntry.content
        author = feedEntry.author
        imageURL = feedEntry.imageSource
        publishedDay = publishedDate.flatMap { _ in feedEntry.writtenDay }
            ?? publishedDate.map(Self.dayText)
    }

    private static func dayText(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(timeZone: .gmt).year().month().day())
    }
}
