@testable import APIClient
import Apps
import Foundation
import XCTest

/// A request's URL text is parsed once per process: what a request is built with must be what
/// parsing the text anew gives, and texts that are not http(s) URLs with a host still fail.
final class ParsedRequestURLsTests: XCTestCase {
    func testAKnownTextGivesTheURLParsingItAnewGives() throws {
        let parsed = ParsedRequestURLs()
        let text = "https://api.github.com/search/repositories?q=%E3%83%A9%20a%2Bb&page=2"
        let first = try XCTUnwrap(parsed.url(for: text))
        let again = try XCTUnwrap(parsed.url(for: text))
        let fresh = try XCTUnwrap(URL(string: text))
        for url in [first, again] {
            XCTAssertEqual(url, fresh)
            XCTAssertEqual(url.absoluteString, text)
            XCTAssertEqual(url.host, "api.github.com")
            XCTAssertEqual(url.query, fresh.query)
        }
    }

    func testTextsThatAreNotHTTPURLsWithAHostAreRefusedEveryTime() {
        let parsed = ParsedRequestURLs()
        for text in ["file:///tmp/items", "ftp://example.com/items", "https:///no-host", "http://", "not a url", ""] {
            XCTAssertNil(parsed.url(for: text), text)
            XCTAssertNil(parsed.url(for: text), "\(text), asked again")
        }
        XCTAssertNotNil(parsed.url(for: "HTTP://Example.com/items"), "the scheme in any case")
    }

    /// Past its bound the table is emptied and filled again: every text still gives its own URL.
    func testManyTextsEachGiveTheirOwnURLPastTheBound() throws {
        let parsed = ParsedRequestURLs()
        for round in 0..<2 {
            for index in 0..<600 {
                let text = "https://api.github.com/users?since=\(index)"
                XCTAssertEqual(try XCTUnwrap(parsed.url(for: text), "round \(round)").absoluteString, text)
            }
        }
    }

    /// Requests built twice from the same values are equal, URL and all, and an invalid base
    /// still names the text it could not send.
    func testRequestsBuiltAgainAreEqual() throws {
        let request = GitHubSearchRepositoriesRequest(query: "rx swift", page: 3)
        XCTAssertEqual(try request.makeHTTPRequest(), try request.makeHTTPRequest())
        XCTAssertEqual(try request.makeHTTPRequest().url.absoluteString,
                       "https://api.github.com/search/repositories?q=rx%20swift&page=3")
    }
}
