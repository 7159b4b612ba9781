import Foundation
import RxsSupport

/// Behind `FeedParser`: collects channel and item/entry fields from what `XMLReader` reported.
final class FeedBuilder {
    typealias Event = XMLReader.Event

    private(set) var rootName: String?
    private var format: Feed.Format?
    private var feedTitle = ""
    private var feedLink: URL?
    private var entries: [FeedEntry] = []
    private var current: PartialEntry?
    private var openElements: [String] = []
    private var text = ""
    /// Atom `type="xhtml"` content arrives as elements; they are written back as markup.
    private var xhtmlDepth = 0

    private struct PartialEntry {
        var title = ""
        var link: URL?
        var published = ""
        var updated = ""
        var description = ""
        var encodedContent = ""
    }

    var feed: Feed? {
        guard let format else { return nil }
        return Feed(format: format, title: feedTitle, link: feedLink, entries: entries)
    }

    func handle(_ event: Event) {
        switch event {
        case .start(let name, let namespace, let attributes): start(name, namespace: namespace, attributes: attributes)
        case .end(let name, let namespace): end(name, namespace: namespace)
        case .characters(let string): text += xhtmlDepth > 1 ? HTMLText.escaped(string) : string
        case .cdata(let string): text += string
        }
    }

    private func start(_ elementName: String, namespace: String, attributes: [String: String]) {
        if xhtmlDepth > 0 {
            xhtmlDepth += 1
            text += "<\(elementName)" + attributes.keys.sorted().map { " \($0)=\"\(attributes[$0] ?? "")\"" }.joined() + ">"
            return
        }
        if rootName == nil {
            rootName = elementName
            format = Self.format(root: elementName, namespace: namespace)
        }
        openElements.append(elementName)
        text = ""
        switch elementName {
        case "item", "entry":
            current = PartialEntry()
        case "link" where format == .atom:
            let relation = attributes["rel"] ?? "alternate"
            guard relation == "alternate", let href = attributes["href"].flatMap({ URL(string: $0) }) else { break }
            if current != nil { current?.link = href } else { feedLink = href }
        case "content" where format == .atom && attributes["type"] == "xhtml":
            xhtmlDepth = 1
        default:
            break
        }
    }

    private func end(_ elementName: String, namespace namespaceURI: String) {
        if xhtmlDepth > 1 {
            xhtmlDepth -= 1
            text += "</\(elementName)>"
            return
        }
        xhtmlDepth = 0
        _ = openElements.popLast()
        let value = text.trimmingSpaces()
        text = ""
        guard let field = field(named: elementName, namespace: namespaceURI) else { return }
        if current != nil {
            finishEntryField(field, value: value)
        } else if openElements.count <= 2 {
            finishFeedField(field, value: value)
        }
    }

    private static let rdf = "http://www.w3.org/1999/02/22-rdf-syntax-ns#"
    private static let rss1 = "http://purl.org/rss/1.0/"

    private static func format(root: String, namespace: String) -> Feed.Format? {
        switch (root, namespace) {
        case ("rss", ""): return .rss2
        case ("RDF", rdf): return .rss1
        case ("feed", _): return .atom
        default: return nil
        }
    }

    private static let contentModule = "http://purl.org/rss/1.0/modules/content/"
    private static let dublinCore = "http://purl.org/dc/elements/1.1/"

    /// The element's meaning: RSS 2.0 elements have no namespace (RSS 1.0's have its own)
    /// except `content:encoded` and `dc:date`, so `atom:link` or `media:content` inside an
    /// RSS item are ignored.
    private func field(named name: String, namespace: String) -> String? {
        switch format {
        case .rss2 where namespace.isEmpty, .rss1 where namespace == Self.rss1, .atom, nil: return name
        case .rss2, .rss1: break
        }
        switch (namespace, name) {
        case (Self.contentModule, "encoded"): return "encoded"
        case (Self.dublinCore, "date"): return "date"
        default: return nil
        }
    }

    private func finishEntryField(_ name: String, value: String) {
        switch name {
        case "title": current?.title = value
        case "link" where format != .atom: current?.link = URL(string: value)
        case "pubDate", "published", "date": current?.published = value
        case "updated": current?.updated = value
        case "description", "summary": current?.description = value
        case "encoded", "content": current?.encodedContent = value
        case "item", "entry":
            if let entry = current { entries.append(makeEntry(entry)) }
            current = nil
        default: break
        }
    }

    private func finishFeedField(_ name: String, value: String) {
        switch name {
        case "title" where feedTitle.isEmpty: feedTitle = value
        case "link" where format != .atom && feedLink == nil: feedLink = URL(string: value)
        default: break
        }
    }

    private func makeEntry(_ entry: PartialEntry) -> FeedEntry {
        let dateText = entry.published.isEmpty ? entry.updated : entry.published
        let date = DateParsing.rfc822(dateText) ?? DateParsing.iso8601(dateText)
        let content = entry.encodedContent.isEmpty ? entry.description : entry.encodedContent
        return FeedEntry(title: HTMLReader.plainText(entry.title), link: entry.link, publishedText: dateText,
                         publishedDate: date, content: content)
    }
}
