@testable import APIClient
import Foundation
import XCTest

/// `HTTPHeaders(_:)` compares a few pairs in place and goes through a table for more: both
/// keep the first spelling of a name and the last value given for it, in any case. And the
/// request's URL, its slashes and its query written byte by byte.
final class HTTPHeadersPairsTests: XCTestCase {
    func testAFewPairsKeepTheFirstSpellingAndTheLastValue() {
        let headers: HTTPHeaders = ["Accept": "a", "User-Agent": "rxs", "ACCEPT": "b", "accept": "c"]
        XCTAssertEqual(headers.fields.map(\.name), ["Accept", "User-Agent"])
        XCTAssertEqual(headers.fields.map(\.value), ["c", "rxs"])
    }

    func testManyPairsGiveWhatAFewWouldInTheSameOrder() {
        let names = (0..<HTTPHeaders.pairsComparedInPlace).map { "X-Field-\($0)" }
        let pairs = names.map { ($0, "first") } + names.map { ($0.uppercased(), "second") }
        XCTAssertGreaterThan(pairs.count, HTTPHeaders.pairsComparedInPlace)
        let headers = HTTPHeaders(pairs)
        XCTAssertEqual(headers.fields.map(\.name), names)
        XCTAssertEqual(headers.fields.map(\.value), Array(repeating: "second", count: names.count))
    }

    func testNamesOutsideASCIIAreNotFoldedEitherWay() {
        let few = HTTPHeaders([("Ä", "1"), ("ä", "2")])
        let many = HTTPHeaders([("Ä", "1"), ("ä", "2")] + (0..<HTTPHeaders.pairsComparedInPlace).map { ("X-\($0)", "v") })
        XCTAssertEqual(few.fields.map(\.value), ["1", "2"])
        XCTAssertEqual(many.fields.prefix(2).map(\.value), ["1", "2"])
    }

    func testTheSchemeIsReadInAnyCase() throws {
        struct Plain: APIRequest {
            typealias Response = JSONValue
            var baseURL = URL(string: "HTTPS://example.com")!
            var path = "/items"
        }
        XCTAssertEqual(try Plain().makeHTTPRequest().url.absoluteString, "HTTPS://example.com/items")
        var ftp = Plain()
        ftp.baseURL = URL(string: "ftp://example.com")!
        XCTAssertThrowsError(try ftp.makeHTTPRequest()) { error in
            XCTAssertEqual((error as? APIError)?.description,
                           "Could not build the request: \"ftp://example.com/items\" is not a valid http(s) URL.")
        }
    }

    private struct Located: APIRequest {
        typealias Response = JSONValue
        var baseURL: URL
        var path: String
        var parameters: Parameters = [:]
    }

    func testSlashesBetweenBaseAndPathAreOne() throws {
        let ascii = Located(baseURL: URL(string: "https://example.com/api//")!, path: "//items")
        XCTAssertEqual(try ascii.makeHTTPRequest().url.absoluteString, "https://example.com/api/items")
        let bare = Located(baseURL: URL(string: "https://example.com/api/")!, path: "///")
        XCTAssertEqual(try bare.makeHTTPRequest().url.absoluteString, "https://example.com/api")
        let other = Located(baseURL: URL(string: "https://example.com/%C3%BC/")!, path: "/ラーメン")
        XCTAssertEqual(try other.makeHTTPRequest().url.absoluteString,
                       "https://example.com/%C3%BC/%E3%83%A9%E3%83%BC%E3%83%A1%E3%83%B3")
    }

    func testNestedParametersAreJoinedInOrder() throws {
        var request = Located(baseURL: URL(string: "https://example.com/?a=1")!, path: "")
        request.parameters = ["ids": [1, 2], "filter": ["z": "last", "a": "first"], "empty": [], "q": "a b"]
        XCTAssertEqual(try request.makeHTTPRequest().url.absoluteString,
                       "https://example.com/?a=1&ids%5B%5D=1&ids%5B%5D=2&filter%5Ba%5D=first&filter%5Bz%5D=last&q=a%20b")
    }
}
