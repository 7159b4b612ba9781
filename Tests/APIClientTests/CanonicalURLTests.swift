import Apps
import Foundation
import XCTest

@testable import APIClient

/// A URL under a moved base is put back under the service's own; the request's path picks
/// the service when several were moved to one server.
final class CanonicalURLTests: XCTestCase {
    private func canonical(_ url: String, _ environment: APIEnvironment) throws -> String {
        try environment.canonicalURL(for: HTTPRequest(url: XCTUnwrap(URL(string: url)))).absoluteString
    }

    /// The built-in services with the given base URLs, as `RXS_*_BASE_URL` set them.
    private func moved(github: String? = nil, foursquare: String? = nil, feed: String? = nil) -> APIEnvironment {
        var values: [String: String] = [:]
        values["RXS_GITHUB_BASE_URL"] = github
        values["RXS_FOURSQUARE_BASE_URL"] = foursquare
        values["RXS_FEED_BASE_URL"] = feed
        return .builtIn(values)
    }

    func testMovedBasesGoBackToTheServicesOwn() throws {
        let server = "http://127.0.0.1:8080"
        let one = moved(github: server, foursquare: server, feed: server)
        XCTAssertEqual(try canonical("http://127.0.0.1:8080/users/octocat/repos?page=2", one),
                       "https://api.github.com/users/octocat/repos?page=2")
        XCTAssertEqual(try canonical("http://127.0.0.1:8080/v2/venues/search?query=x", one),
                       "https://api.foursquare.com/v2/venues/search?query=x")
        XCTAssertEqual(try canonical("http://127.0.0.1:8080/v3/places/search", one),
                       "https://api.foursquare.com/v3/places/search")
        XCTAssertEqual(try canonical("http://127.0.0.1:8080/feed.xml", one), "http://www.sketchappsources.com/feed.xml")
        XCTAssertEqual(try canonical("http://127.0.0.1:80801/users", one), "http://127.0.0.1:80801/users",
                       "another port is another server")
        XCTAssertEqual(try canonical("https://api.github.com/users", moved()), "https://api.github.com/users")
        let prefixed = moved(github: "http://localhost:9/api/")
        XCTAssertEqual(try canonical("http://localhost:9/api/users/x", prefixed), "https://api.github.com/users/x")
    }

    /// A user's own service is moved and put back the same way, beside the built-in ones.
    func testAUsersOwnServiceMovesTheSameWay() throws {
        let weather = ServiceDescription(name: "weather", baseURL: try XCTUnwrap(URL(string: "https://api.weather.example/v1")),
                                         baseURLVariable: "WEATHER_BASE_URL", paths: ["/v1/forecast*"])
        let environment = APIEnvironment(services: BuiltInServices.all + [weather],
                                         environment: ["WEATHER_BASE_URL": "http://127.0.0.1:9000/w",
                                                       "RXS_GITHUB_BASE_URL": "http://127.0.0.1:9000"])
        XCTAssertEqual(try canonical("http://127.0.0.1:9000/w/forecast?city=Oslo", environment),
                       "https://api.weather.example/v1/forecast?city=Oslo")
        XCTAssertEqual(try canonical("http://127.0.0.1:9000/users/x", environment), "https://api.github.com/users/x")
        XCTAssertEqual(environment.baseURL(of: weather).absoluteString, "http://127.0.0.1:9000/w")
        XCTAssertEqual(APIEnvironment(services: [weather], environment: [:]).baseURL(of: weather), weather.baseURL)
    }
}
