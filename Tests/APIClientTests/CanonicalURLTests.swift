import Foundation
import XCTest

@testable import APIClient

/// A URL under a moved base is put back under the service's own; the request's path picks
/// the service when several were moved to one server.
final class CanonicalURLTests: XCTestCase {
    private func canonical(_ url: String, _ endpoints: ServiceEndpoints) throws -> String {
        try endpoints.canonicalURL(for: HTTPRequest(url: XCTUnwrap(URL(string: url)))).absoluteString
    }

    func testMovedBasesGoBackToTheServicesOwn() throws {
        let server = try XCTUnwrap(URL(string: "http://127.0.0.1:8080"))
        let one = ServiceEndpoints(github: server, foursquare: server, feed: server)
        XCTAssertEqual(try canonical("http://127.0.0.1:8080/users/octocat/repos?page=2", one),
                       "https://api.github.com/users/octocat/repos?page=2")
        XCTAssertEqual(try canonical("http://127.0.0.1:8080/v2/venues/search?query=x", one),
                       "https://api.foursquare.com/v2/venues/search?query=x")
        XCTAssertEqual(try canonical("http://127.0.0.1:8080/v3/places/search", one),
                       "https://api.foursquare.com/v3/places/search")
        XCTAssertEqual(try canonical("http://127.0.0.1:8080/feed.xml", one), "http://www.sketchappsources.com/feed.xml")
        XCTAssertEqual(try canonical("http://127.0.0.1:80801/users", one), "http://127.0.0.1:80801/users",
                       "another port is another server")
        XCTAssertEqual(try canonical("https://api.github.com/users", ServiceEndpoints()), "https://api.github.com/users")
        let prefixed = ServiceEndpoints(github: try XCTUnwrap(URL(string: "http://localhost:9/api/")))
        XCTAssertEqual(try canonical("http://localhost:9/api/users/x", prefixed), "https://api.github.com/users/x")
    }
}
