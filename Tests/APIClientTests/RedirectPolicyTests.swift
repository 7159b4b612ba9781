import APIClient
import Foundation
import XCTest
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The redirect policy of live requests: credentials follow a redirect within the origin the
/// request was sent to (scheme, host, port) and never beyond it.
final class RedirectPolicyTests: XCTestCase {
    private static let token = "weather-token-31415"
    private static let appID = "weather-app-id-2718"

    private let policy = RedirectPolicy(environment: APIEnvironment(
        services: [ServiceDescription(
            name: "weather", baseURL: URL(string: "https://api.weather.example")!, baseURLVariable: "WEATHER_BASE_URL",
            secrets: [ServiceSecret(variable: "WEATHER_KEY", header: "X-Weather-Key"),
                      ServiceSecret(variable: "WEATHER_APP_ID", query: "appid")])],
        environment: ["WEATHER_KEY": token, "WEATHER_APP_ID": appID]))

    /// The request as sent: every kind of credential, and two ordinary headers.
    private let original = HTTPRequest(
        url: URL(string: "http://127.0.0.1:8080/v1/forecast?appid=\(appID)&api_key=hard-coded-key&city=Kyoto")!,
        headers: ["Authorization": "Bearer \(token)", "X-Weather-Key": token, "Cookie": "session=1",
                  "Accept": "application/json", "User-Agent": "rxs"])

    /// What URLSession proposes for a redirect: the redirected request's headers, the new URL.
    private func proposed(_ url: String) -> URLRequest {
        var request = URLRequest(url: URL(string: url)!)
        for field in original.headers { request.setValue(field.value, forHTTPHeaderField: field.name) }
        return request
    }

    /// The request sent for `Location: location`, answered by the original URL.
    private func follow(_ location: String) -> URLRequest? {
        let target = RedirectPolicy.target(location: location, answeredBy: original.url, proposed: nil)
        XCTAssertNotNil(target, location)
        return target.flatMap { policy.follow(proposed($0.absoluteString), to: $0, from: original) }
    }

    private func headerNames(_ request: URLRequest?) -> [String] {
        (request?.allHTTPHeaderFields ?? [:]).keys.map { $0.lowercased() }.sorted()
    }

    private let allHeaders = ["accept", "authorization", "cookie", "user-agent", "x-weather-key"]

    func testASameOriginRedirectKeepsEveryCredential() {
        let sent = follow("http://127.0.0.1:8080/v2/forecast?appid=\(Self.appID)&city=Kyoto")
        XCTAssertEqual(sent?.url?.absoluteString, "http://127.0.0.1:8080/v2/forecast?appid=\(Self.appID)&city=Kyoto")
        XCTAssertEqual(headerNames(sent), allHeaders)
        XCTAssertEqual(sent?.value(forHTTPHeaderField: "Authorization"), "Bearer \(Self.token)")
    }

    func testTheSchemesDefaultPortAndLetterCaseAreTheSameOrigin() {
        let original = HTTPRequest(url: URL(string: "https://API.Weather.example/v1")!, headers: ["Authorization": "Bearer x"])
        let target = URL(string: "HTTPS://api.weather.EXAMPLE:443/v2")!
        XCTAssertEqual(policy.follow(URLRequest(url: target), to: target, from: original)?.url, target)
        XCTAssertEqual(RedirectPolicy.origin(of: target), RedirectPolicy.origin(of: original.url))
    }

    func testAnotherPortIsAnotherOriginAndGetsNoCredentials() {
        let sent = follow("http://127.0.0.1:9090/v1/forecast?city=Kyoto")
        XCTAssertEqual(sent?.url?.absoluteString, "http://127.0.0.1:9090/v1/forecast?city=Kyoto")
        XCTAssertEqual(headerNames(sent), ["accept", "user-agent"])
    }

    func testAnotherSchemeIsAnotherOriginAndGetsNoCredentials() {
        let sent = follow("https://127.0.0.1:8080/v1/forecast")
        XCTAssertEqual(sent?.url?.absoluteString, "https://127.0.0.1:8080/v1/forecast")
        XCTAssertEqual(headerNames(sent), ["accept", "user-agent"])
    }

    func testAnotherHostIsAnotherOriginAndGetsNoCredentials() {
        let sent = follow("http://localhost:8080/v1/forecast")
        XCTAssertEqual(sent?.url?.absoluteString, "http://localhost:8080/v1/forecast")
        XCTAssertEqual(headerNames(sent), ["accept", "user-agent"])
    }

    func testARelativeLocationIsReadAgainstTheRedirectingURLAndKeepsTheCredentials() {
        let rooted = follow("/v2/forecast?page=2")
        XCTAssertEqual(rooted?.url?.absoluteString, "http://127.0.0.1:8080/v2/forecast?page=2")
        XCTAssertEqual(headerNames(rooted), allHeaders)
        let sibling = follow("daily")
        XCTAssertEqual(sibling?.url?.absoluteString, "http://127.0.0.1:8080/v1/daily")
        XCTAssertEqual(headerNames(sibling), allHeaders)
    }

    func testASchemeRelativeLocationToAnotherHostGetsNoCredentials() {
        let sent = follow("//other.example/v1/forecast")
        XCTAssertEqual(sent?.url?.absoluteString, "http://other.example/v1/forecast")
        XCTAssertEqual(headerNames(sent), ["accept", "user-agent"])
    }

    func testSecretQueryParametersAreStrippedOnTheWayToAnotherOrigin() {
        // The declared `appid`, a usual secret name carrying what the request sent under it, and
        // a secret value under another name go; the other origin's own `token` stays.
        let sent = follow("http://127.0.0.1:9090/v1/forecast?appid=\(Self.appID)&api_key=hard-coded-key"
                          + "&copy=\(Self.token)&city=Kyoto&token=issued-by-the-cdn#top")
        XCTAssertEqual(sent?.url?.absoluteString, "http://127.0.0.1:9090/v1/forecast?city=Kyoto&token=issued-by-the-cdn#top")
        let onlySecrets = follow("http://127.0.0.1:9090/v1/forecast?appid=\(Self.appID)")
        XCTAssertEqual(onlySecrets?.url?.absoluteString, "http://127.0.0.1:9090/v1/forecast")
    }

    func testAHeaderHoldingASecretValueUnderAnotherNameIsDropped() {
        let target = URL(string: "http://127.0.0.1:9090/next")!
        var request = URLRequest(url: target)
        request.setValue("see \(Self.token)", forHTTPHeaderField: "X-Echo")
        request.setValue("json", forHTTPHeaderField: "X-Plain")
        let sent = policy.follow(request, to: target, from: original)
        XCTAssertEqual(headerNames(sent), ["x-plain"])
    }

    func testARedirectStillCarryingASecretToAnotherOriginIsNotFollowed() {
        XCTAssertNil(follow("http://127.0.0.1:9090/keys/\(Self.token)/forecast"), "a secret in the path")
        let target = URL(string: "http://127.0.0.1:9090/next")!
        var withBody = URLRequest(url: target)
        withBody.httpMethod = "POST"
        withBody.httpBody = Data("{\"key\":\"\(Self.token)\"}".utf8)
        XCTAssertNil(policy.follow(withBody, to: target, from: original), "a secret in a re-sent body (307)")
    }

    func testARedirectOutOfHTTPIsNotFollowed() {
        XCTAssertNil(follow("file:///etc/passwd"))
        XCTAssertNil(follow("ftp://127.0.0.1:8080/v1"))
    }
}
