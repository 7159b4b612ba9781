import Foundation

/// A parsed RSS 2.0 or Atom feed.
public struct Feed: Sendable, Equatable {
    public enum Format: String, Sendable, Equatable {
        case rss2 = "RSS 2.0"
        case rss1 = "RSS 1.0"
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
    /// The calendar day as the feed wrote it (`2024-05-31`), in the feed's own time zone.
    public let writtenDay: String?

    public init(title: String, link: URL?, publishedText: String, publishedDate: Date?, content: String) {
        self.title = title
        self.link = link
        self.publishedText = publishedText
        self.publishedDate = publishedDate
        self.content = content
        author = HTMLReader.firstParagraphText(content)
        imageSource = HTMLReader.lastImageSource(content)
        writtenDay = Self.writtenDay(publishedText)
    }

    /// The last `<img>` of the content.
    public var imageURL: URL? { imageSource.flatMap { URL(string: $0) } }

    /// The content as plain text.
    public var contentText: String { HTMLReader.plainText(content) }

    /// The date part of `2024-05-31T19:06:53-07:00` (Atom) or `Fri, 31 May 2024 19:06:53 -0700`
    /// (RSS), read from the text without its time and zone (without a date formatter).
    static func writtenDay(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let isoDay = trimmed.prefix(10)
        if isoDay.count == 10, DateParsing.iso8601(String(isoDay)) != nil { return String(isoDay) }
        var words = trimmed.split(separator: " ")
        if words.first?.hasSuffix(",") == true { words.removeFirst() }
        guard words.count >= 3, let day = Int(words[0]), (1...31).contains(day),
            let month = months.firstIndex(of: words[1].prefix(3).lowercased()),
            let year = Int(words[2]), words[2].count == 4
        else { return nil }
        return "\(year)-\(month < 9 ? "0" : "")\(month + 1)-\(day < 10 ? "0" : "")\(day)"
    }

    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
}

