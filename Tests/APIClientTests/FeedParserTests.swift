@testable import APIClient
import Foundation
import XCTest

final class FeedParserTests: XCTestCase {
    private func parse(_ xml: String) throws -> Feed {
        try FeedParser.parse(Data(xml.utf8))
    }

    private func failure(_ xml: String) -> String? {
        do {
            _ = try FeedParser.parse(Data(xml.utf8))
            return nil
        } catch {
            return error.description
        }
    }

    func testRSSPrefersContentEncodedAndReadsDublinCoreDates() throws {
        let xml = """
            <rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">
            <channel><title>T</title><image><title>Logo</title><link>http://e.com/logo</link></image><link>http://e.com/</link>
            <item><title><![CDATA[A &amp; B]]></title><link>http://e.com/1</link><description>short</description>
            <content:encoded><![CDATA[<p>full</p>]]></content:encoded><dc:date>2014-11-07T01:20:16Z</dc:date></item>
            </channel></rss>
            """
        let feed = try parse(xml)
        XCTAssertEqual(feed.title, "T")
        XCTAssertEqual(feed.link?.absoluteString, "http://e.com/")
        XCTAssertEqual(feed.entries, [FeedEntry(
            title: "A & B", link: URL(string: "http://e.com/1"), publishedText: "2014-11-07T01:20:16Z",
            publishedDate: Date(timeIntervalSince1970: 1_415_323_216), content: "<p>full</p>")])
    }

    func testAtomXHTMLContentIsKeptAsMarkup() throws {
        let xml = """
            <feed xmlns="http://www.w3.org/2005/Atom"><title type="text">F</title>
            <entry><title>E</title><link rel="enclosure" href="http://e.com/file.zip"/><link href="http://e.com/e"/>
            <updated>2014-11-07T01:20:16Z</updated>
            <content type="xhtml"><div xmlns="http://www.w3.org/1999/xhtml"><p>by <b>Ann</b> &amp; Bob</p><img src="http://e.com/i.png"/></div></content>
            </entry></feed>
            """
        let entry = try XCTUnwrap(try parse(xml).entries.first)
        XCTAssertEqual(entry.link?.absoluteString, "http://e.com/e")
        XCTAssertEqual(entry.publishedDate, Date(timeIntervalSince1970: 1_415_323_216))
        XCTAssertEqual(entry.author, "by Ann & Bob")
        XCTAssertEqual(entry.imageURL?.absoluteString, "http://e.com/i.png")
    }

    func testMalformedDocumentsThatXMLParserMightAccept() {
        XCTAssertEqual(failure("<rss><channel><item></channel></rss>")?.hasPrefix(
            "Could not read Feed from the response: the XML is malformed near line 1"), true)
        XCTAssertEqual(failure("<a><b></a>")?.hasPrefix("Could not read Feed from the response: the XML is malformed"), true)
        XCTAssertEqual(failure(""), "Could not read Feed from the response: the body is empty.")
        XCTAssertEqual(failure("   "), "Could not read Feed from the response: not an RSS or Atom feed (there is no XML element).")
        XCTAssertEqual(failure(#"{"responseData":null}"#)?.hasPrefix("Could not read Feed from the response: the XML is malformed"), true)
    }

    func testAFeedWithoutItemsIsEmptyNotAnError() throws {
        let feed = try parse("<rss version=\"2.0\"><channel><title>Quiet</title></channel></rss>")
        XCTAssertEqual(feed.entries, [])
        XCTAssertEqual(feed.title, "Quiet")
    }
}
