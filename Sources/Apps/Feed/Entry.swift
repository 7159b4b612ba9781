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

    /// An entry whose day is taken in UTC (no time zone is known).
    public init(title: String, link: URL?, publishedDate: Date?, content: String) {
        self.title = title
        self.link = link
        self.publishedDate = publishedDate
        publishedDay = publishedDate.map(Self.dayText)
        self.content = content
    }

    init(_ feedEntry: FeedEntry) {
        self.init(title: feedEntry.title, link: feedEntry.link, publishedDate: feedEntry.publishedDate,
                  content: feedEntry.content)
        if publishedDate != nil, let writtenDay = Self.writtenDay(feedEntry.publishedText) {
            publishedDay = writtenDay
        }
    }

    /// Text of the first `<p>` of the content: the author line ("by mafmoff").
    public var author: String? { HTMLText.firstParagraphText(content) }

    /// `src` of the last `<img>` of the content: the artwork (the first is often a thumbnail).
    public var imageURL: String? { HTMLText.lastImageSource(content) }

    private static func dayText(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle(timeZone: .gmt).year().month().day())
    }

    /// The date part of `2024-05-31T19:06:53-07:00` (Atom) or `Fri, 31 May 2024 19:06:53 -0700`
    /// (RSS), read without its time and zone.
    private static func writtenDay(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let day = DateParsing.iso8601(String(trimmed.prefix(10))) { return dayText(day) }
        var words = trimmed.split(separator: " ")
        if words.first?.hasSuffix(",") == true { words.removeFirst() }
        guard words.count >= 3, let day = DateParsing.rfc822(words.prefix(3).joined(separator: " ") + " 00:00 +0000")
        else { return nil }
        return dayText(day)
    }
}
