@testable import APIClient
import Foundation
import XCTest

/// Cassette paths may be patterns (`*` within a segment, `**` for any number of segments),
/// exact cassettes win over patterns, and a folder's `default.json` answers whatever no
/// cassette matches, instead of the service's 404.
final class CassettePatternTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxs-patterns-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: folder)
    }

    private func write(_ name: String, _ text: String) throws {
        let file = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    private func cassette(_ method: String = "GET", url: String, status: Int, text: String) -> String {
        #"{"request":{"method":"\#(method)","url":"\#(url)"},"response":{"status":\#(status),"text":"\#(text)"}}"#
    }

    private func answer(_ url: String, method: HTTPMethod = .get, in directories: [URL]? = nil) -> (Int, String) {
        let fixtures = FixtureTransport(directories: directories ?? [folder], includeDefaultFixtures: false,
                                        scheduler: ManualClock().scheduler)
        let response = fixtures.respond(to: HTTPRequest(method: method, url: URL(string: url)!))
        return (response.status, String(decoding: response.body, as: UTF8.self))
    }

    func testAStarStandsForOneSegmentAndExactCassettesWin() throws {
        try write("any-user.json", cassette(url: "https://api.github.com/users/*", status: 404, text: "free"))
        try write("octocat.json", cassette(url: "https://api.github.com/users/octocat", status: 200, text: "taken"))
        XCTAssertEqual(answer("https://api.github.com/users/octocat").1, "taken")
        XCTAssertEqual(answer("https://api.github.com/users/someone-else").1, "free")
        XCTAssertEqual(answer("https://api.github.com/users/a/repos").0, 404, "one segment only")
        XCTAssertNotEqual(answer("https://api.github.com/users/a/repos").1, "free")
        XCTAssertNotEqual(answer("https://other.example/users/a").1, "free", "the host still has to match")
        XCTAssertNotEqual(answer("https://api.github.com/users/a", method: .post).1, "free", "and the method")
    }

    /// The answers a transport remembers are known by method and URL: one URL asked with one
    /// method, then another, gets each method's own cassette (or the 404), in any order.
    func testOneURLAnswersEachMethodWithItsOwnCassette() throws {
        try write("get.json", cassette(url: "https://api.example/items", status: 200, text: "listed"))
        try write("post.json", cassette("POST", url: "https://api.example/items", status: 201, text: "created"))
        let fixtures = FixtureTransport(directories: [folder], includeDefaultFixtures: false, scheduler: ManualClock().scheduler)
        let url = try XCTUnwrap(URL(string: "https://api.example/items"))
        func answer(_ method: HTTPMethod) -> String {
            let response = fixtures.respond(to: HTTPRequest(method: method, url: url))
            return "\(response.status) \(String(decoding: response.body, as: UTF8.self))"
        }
        XCTAssertEqual(answer(.get), "200 listed")
        XCTAssertEqual(answer(.post), "201 created")
        XCTAssertEqual(answer(.get), "200 listed")
        XCTAssertEqual(answer(.delete).prefix(3), "404")
        XCTAssertEqual(answer(.post), "201 created")
        XCTAssertEqual(fixtures.unmatchedRequests.map(\.method), [.delete])
    }

    func testStarsWithinASegmentAndDoubleStarsAcrossSegments() throws {
        try write("png.json", cassette(url: "https://cdn.example/img/*.png", status: 200, text: "image"))
        try write("under-v2.json", cassette(url: "https://api.example/v2/**/detail", status: 200, text: "detail"))
        try write("everything.json", cassette(url: "https://api.example/**", status: 200, text: "anything"))
        XCTAssertEqual(answer("https://cdn.example/img/cat.png").1, "image")
        XCTAssertEqual(answer("https://cdn.example/img/.png").1, "image", "a star may stand for nothing")
        XCTAssertEqual(answer("https://cdn.example/img/cat.jpg").0, 404)
        XCTAssertEqual(answer("https://api.example/v2/detail").1, "detail", "** may stand for no segment")
        XCTAssertEqual(answer("https://api.example/v2/a/b/c/detail").1, "detail")
        XCTAssertEqual(answer("https://api.example/v3/x").1, "anything")
        XCTAssertEqual(answer("https://api.example/").1, "anything")
    }

    func testLiteralAndFolderPatternsMatchAsTheSegmentWalkDoes() {
        let patterns = ["/users", "/users/**", "/search/**", "/**", "**", "", "/", "/v2/**", "/users/", "users/**",
                        "/users/*/repos", "**/*.xml", "/users/**/repos", "/a/b/**", "/users**"]
        let paths = ["/users", "/users/", "/users/octocat", "/users/octocat/repos", "/usersx", "/user", "users", "",
                     "/", "//", "/search/repositories", "/v2/venues/search", "/v2", "/v3/x", "/feed.xml",
                     "/a/b", "/a/bc", "/a/b/c/d", "/users\u{301}", "/users/\u{301}x"]
        for pattern in patterns {
            for path in paths {
                XCTAssertEqual(PathPattern.matches(pattern: pattern, path: path), PathPattern.walk(pattern: pattern, path: path),
                               "\(pattern) against \(path)")
            }
        }
        XCTAssertTrue(PathPattern.matches(pattern: "/users/**", path: "/users"), "the folder itself")
        XCTAssertTrue(PathPattern.matches(pattern: "/users/**", path: "/users/octocat/repos"))
        XCTAssertFalse(PathPattern.matches(pattern: "/users/**", path: "/usersx/y"))
        XCTAssertFalse(PathPattern.matches(pattern: "/users", path: "/users/octocat"))
    }

    func testAStarIsFoundWhereContainsFindsIt() {
        // ASCII by its bytes; other text (a star with a combining mark is one character) as before.
        for text in ["", "/users", "/users/*/repos", "**", "a*b", "/caf\u{E9}/*", "/caf\u{E9}", "/*\u{301}x", "*\u{301}", "/\u{1F600}/**"] {
            XCTAssertEqual(PathPattern.holdsStar(text), text.contains("*"), text)
            XCTAssertEqual(PathPattern.holdsStar(Substring(text)), text.contains("*"), text)
        }
    }

    func testManyDoubleStarsAgainstADeepPathStayFast() throws {
        try write("deep.json", cassette(url: "https://api.example/" + Array(repeating: "**/a", count: 40).joined(separator: "/")
                                            + "/z", status: 200, text: "deep"))
        let path = Array(repeating: "a", count: 4_000).joined(separator: "/")
        // Pattern × path segments at most: this returns at once rather than exploring every split.
        XCTAssertEqual(answer("https://api.example/" + path + "/z").1, "deep")
        XCTAssertEqual(answer("https://api.example/" + path + "/y").0, 404)
    }

    func testAPatternLongerThanTheLongestURLNeverMatches() throws {
        try write("huge.json", cassette(url: "https://api.example/" + String(repeating: "**/", count: 5_000) + "x",
                                        status: 200, text: "huge"))
        XCTAssertEqual(answer("https://api.example/" + String(repeating: "a/", count: 2_000) + "x").0, 404)
    }

    func testAFoldersDefaultAnswerTakesWhatNoCassetteMatches() throws {
        try write("octocat.json", cassette(url: "https://api.github.com/users/octocat", status: 200, text: "taken"))
        try write("default.json", #"{"note":"every other name is free","response":{"status":404,"text":"free"}}"#)
        let fixtures = FixtureTransport(directories: [folder], includeDefaultFixtures: false, scheduler: ManualClock().scheduler)
        let other = fixtures.respond(to: HTTPRequest(url: URL(string: "https://api.github.com/users/nobody")!))
        XCTAssertEqual(other.status, 404)
        XCTAssertEqual(String(decoding: other.body, as: UTF8.self), "free")
        XCTAssertEqual(fixtures.unmatchedCount, 0, "the folder said what these get: they are not unmatched")
        XCTAssertEqual(answer("https://api.github.com/users/octocat").1, "taken")
        XCTAssertTrue(fixtures.problems.isEmpty, "\(fixtures.problems)")
    }

    func testTheFirstFolderWithADefaultAnswersAndABrokenDefaultIsAProblem() throws {
        try write("first/default.json", #"{"response":{"status":503,"text":"first"}}"#)
        try write("second/default.json", #"{"response":{"status":404,"text":"second"}}"#)
        try write("broken/default.json", #"{"response":{"status":99}}"#)
        let first = folder.appendingPathComponent("first"), second = folder.appendingPathComponent("second")
        XCTAssertEqual(answer("https://x.example/", in: [second, first]).1, "second")
        XCTAssertEqual(answer("https://x.example/", in: [first, second]).1, "first")
        let broken = FixtureTransport(directories: [folder.appendingPathComponent("broken")], includeDefaultFixtures: false,
                                      scheduler: ManualClock().scheduler)
        XCTAssertEqual(broken.problems.count, 1)
        XCTAssertTrue(broken.problems[0].hasSuffix("broken/default.json: invalid HTTP status 99 in response.status (use 100 to 599)"),
                      broken.problems[0])
    }
}
