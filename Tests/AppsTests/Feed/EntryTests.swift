import APIClient
import Foundation
import XCTest

@testable import Apps

/// What a feed row reads from an entry: the author line, the artwork and the day.
final class EntryTests: XCTestCase {
    private func entry(published: String, content: String = "") -> Entry {
        Entry(FeedEntry(title: "Chat UI Kit", link: URL(string: "http://example.com/chat"), publishedText: published,
                        publishedDate: DateParsing.rfc822(published) ?? DateParsing.iso8601(published), content: content))
    }

    func testTheDayIsTheOneTheFeedWroteInItsOwnTimeZone() {
        XCTAssertEqual(entry(published: "Fri, 31 May 2024 19:06:53 -0700").publishedDay, "2024-05-31",
                       "02:06 UTC on June 1st, but the feed says May 31st")
        XCTAssertEqual(entry(published: "2024-05-31T19:06:53-07:00").publishedDay, "2024-05-31")
        XCTAssertEqual(entry(published: "Sat, 01 Jun 2024 08:00:00 +0900").publishedDay, "2024-06-01")
        XCTAssertEqual(entry(published: "6 Nov 14 08:00 GMT").publishedDay, "2014-11-06")
    }

    func testAnUnreadableDateShowsNoDay() {
        XCTAssertNil(entry(published: "sometime in May").publishedDay)
        XCTAssertNil(entry(published: "").publishedDay)
    }

    func testAnEntryMadeFromADateAloneUsesTheUTCDay() {
        let date = DateParsing.iso8601("2024-05-31T19:06:53-07:00")
        XCTAssertEqual(Entry(title: "x", link: nil, publishedDate: date, content: "").publishedDay, "2024-06-01")
    }

    func testAuthorIsTheFirstParagraphAndImageTheLastImg() {
        let content = """
            <img src="http://example.com/thumb.png"><div><img src="http://example.com/art.jpg?a=1&amp;b=2"></div>\
            <p>by <b>Chlo&eacute;</b>&nbsp;Martin</p><p>Second &amp; more</p>
            """
        let entry = entry(published: "", content: content)
        XCTAssertEqual(entry.author, "by Chloé Martin")
        XCTAssertEqual(entry.imageURL, "http://example.com/art.jpg?a=1&b=2")
    }

    func testContentWithoutParagraphOrImageHasNeither() {
        let entry = entry(published: "", content: "Just text &amp; no markup")
        XCTAssertNil(entry.author)
        XCTAssertNil(entry.imageURL)
    }
}
