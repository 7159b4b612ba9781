@testable import APIClient
import XCTest

/// The byte parse of ASCII URLs reads them exactly as the character parse does.
final class RequestMatcherTests: XCTestCase {
    private func parts(_ target: RequestMatcher.Target?) -> String? {
        target.map { t in
            "\(t.scheme)|\(t.host)|\(t.port.map(String.init) ?? "-")|\(t.path)|"
                + t.query.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
        }
    }

    func testASCIIURLsParseAsByCharacters() {
        let urls = [
            "https://api.github.com/users?since=42&per_page=30", "http://user@Host.Example:8080/p%20a?x=1&y=%E3%81%82#f",
            "HTTPS://Host:443", "http://h", "http://:80/", "ftp://x/y", "http://a@b@c/d", "http://h?q#z", "http://h#frag?x",
            "http:/bad", "http://h:abc/", "http://h:/", "https://h:80/a/b/", "http://@/", "://h", "", "http://h\r\n/x?a=b",
            "http://a:b@h:8/~x?%41=%42#c", "https://api.foursquare.com/v2/venues/search?query=coffee&v=20170801",
        ]
        for url in urls {
            XCTAssertEqual(parts(RequestMatcher.Target(asciiURLString: url)), parts(RequestMatcher.Target(anyURLString: url)), url)
            XCTAssertEqual(parts(RequestMatcher.Target(urlString: url)), parts(RequestMatcher.Target(anyURLString: url)), url)
        }
        XCTAssertEqual(parts(RequestMatcher.Target(urlString: "https://h/検索?q=あ")), "https|h|-|/検索|q=あ")
    }

    /// Method, resource and pinned query are all required, whichever is checked first: a
    /// cassette for another resource never answers, whatever its method says.
    func testAMatchNeedsTheMethodTheResourceAndThePinnedQuery() {
        let requested = RequestMatcher.Target(urlString: "https://api.github.com/users?since=42&per_page=30")!
        func matches(_ method: String, _ url: String, pins: [String] = [], asked: HTTPMethod = .get) -> Bool {
            let request = Cassette.Request(method: method, url: url, matchQuery: pins)
            return RequestMatcher.matches(request, recorded: RequestMatcher.Target(urlString: url), method: asked,
                                          target: requested)
        }
        XCTAssertTrue(matches("GET", "https://api.github.com/users"))
        XCTAssertTrue(matches("get", "https://api.github.com/users?since=1"))
        XCTAssertTrue(matches("GET", "https://api.github.com/users?since=42", pins: ["since"]))
        XCTAssertTrue(matches("GET", "https://api.github.com/*"))
        XCTAssertFalse(matches("GET", "https://api.github.com/users?since=1", pins: ["since"]))
        XCTAssertFalse(matches("POST", "https://api.github.com/users"))
        XCTAssertFalse(matches("GET", "https://api.github.com/users", asked: .post))
        XCTAssertFalse(matches("GET", "https://api.github.com/repos"))
        XCTAssertFalse(matches("GET", "https://example.com/users"))
        XCTAssertFalse(matches("GET", "http://api.github.com/users"))
        XCTAssertFalse(matches("GET", "not a url"))
        XCTAssertFalse(matches("POST", "not a url"))
    }
}
