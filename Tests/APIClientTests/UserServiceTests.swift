@testable import APIClient
import Foundation
import LoopbackHTTP
import XCTest

/// A user's own service declared with `ServiceDescription` gets what the built-in ones get:
/// its base URL moved by its variable, its secrets read from the environment, redacted in the
/// log, in recordings (under its own folder, secret query values not pinned, secret headers
/// dropped) and in what the app decodes, in any disguise; its own error style for faults.
final class UserServiceTests: XCTestCase {
    static let key = ServiceSecret(variable: "WEATHER_KEY", query: "appid")
    static let session = ServiceSecret(variable: "WEATHER_SESSION", header: "X-Weather-Session")
    static let service = ServiceDescription(
        name: "weather", baseURL: URL(string: "https://api.weather.example")!, baseURLVariable: "WEATHER_BASE_URL",
        paths: ["/v1/*"], secrets: [key, session],
        simulatedError: { $0.json(["error": ["message": .string("weather says \($0.status)")]]) })

    private static let keyValue = "wk_live_8c1f55e2"
    private static let sessionValue = "sess-93ab-77cd"

    struct Forecast: Decodable, Sendable, Equatable {
        var city: String
        var notes: [String]
    }

    struct ForecastRequest: APIRequest {
        typealias Response = Forecast
        var environment: APIEnvironment
        var baseURL: URL { environment.baseURL(of: UserServiceTests.service) }
        var path: String { "/v1/forecast" }
        var parameters: Parameters {
            ["city": "Oslo", "appid": .string(environment.value(of: UserServiceTests.key) ?? "none")]
        }
        var headers: HTTPHeaders { ["X-Weather-Session": environment.value(of: UserServiceTests.session) ?? ""] }
    }

    private var server: LoopbackHTTPServer!
    private var directory: URL!

    override func setUpWithError() throws {
        // Echoes what it was sent: the query (with the key) in every disguise, the session header.
        server = try LoopbackHTTPServer { request in
            let session = request.header("X-Weather-Session") ?? ""
            var notes = SecretOracle.disguises(of: UserServiceTests.keyValue).sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
            notes += SecretOracle.disguises(of: session).sorted { $0.key < $1.key }.map { "session \($0.key) \($0.value)" }
            notes.append("you asked for \(request.target)")
            let body = #"{"city":"Oslo","notes":[\#(notes.map { "\"\($0)\"" }.joined(separator: ","))]}"#
            return .init(status: 200, headers: [("Content-Type", "application/json"), ("X-Weather-Session", session),
                                                ("X-Echo", request.target)], body: Data(body.utf8))
        }
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("rxs-user-service-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        server.stop()
        try? FileManager.default.removeItem(at: directory)
    }

    private var environment: APIEnvironment {
        APIEnvironment(services: [Self.service], environment: [
            "WEATHER_BASE_URL": server.baseURL.absoluteString, "WEATHER_KEY": Self.keyValue, "WEATHER_SESSION": Self.sessionValue,
        ])
    }

    private func perform(_ client: APIClient) throws -> Result<Forecast, APIError> {
        let done = expectation(description: "answered")
        let delivered = Delivered<Result<Forecast, APIError>>()
        client.perform(ForecastRequest(environment: environment)) { result in
            delivered.append(result)
            done.fulfill()
        }
        wait(for: [done], timeout: 5)
        return try XCTUnwrap(delivered.last)
    }

    private func assertNoSecret(in text: String, file: StaticString = #filePath, line: UInt = #line) {
        for secret in [Self.keyValue, Self.sessionValue] {
            XCTAssertFalse(SecretOracle.shows(secret, in: text), "\(secret) in: \(text)", file: file, line: line)
        }
    }

    func testTheEnvironmentMovesItAndHoldsItsSecrets() {
        XCTAssertEqual(environment.baseURL(of: Self.service), server.baseURL)
        XCTAssertEqual(environment.value(of: Self.key), Self.keyValue)
        XCTAssertNil(APIEnvironment(services: [Self.service], environment: ["WEATHER_KEY": "  "]).value(of: Self.key))
        // The declared names are secret even with no value set (a key written in the code).
        let redactor = APIEnvironment(services: [Self.service], environment: [:]).redactor
        XCTAssertEqual(redactor.redact("https://api.weather.example/v1/forecast?city=Oslo&appid=hard-coded"),
                       "https://api.weather.example/v1/forecast?city=Oslo&appid=REDACTED")
        XCTAssertEqual(redactor.redact(["X-Weather-Session": "s", "X-Other": "o"])["X-Weather-Session"], "REDACTED")
        XCTAssertEqual(SecretRedactor().redact("https://x.example/?appid=hard-coded"), "https://x.example/?appid=hard-coded",
                       "undeclared, appid is an ordinary name")
    }

    func testLiveAnswersLogAndDecodedValuesHoldNoSecret() throws {
        let client = NetworkStack(mode: .live, environment: environment, scheduler: .dispatch(on: DispatchQueue(label: "w"))).client
        let forecast = try perform(client).get()
        let sent = try XCTUnwrap(server.requests.first)
        XCTAssertTrue(sent.target.contains("appid=\(Self.keyValue)"), "the key was really sent")
        XCTAssertEqual(sent.header("X-Weather-Session"), Self.sessionValue)
        XCTAssertEqual(forecast.city, "Oslo")
        XCTAssertGreaterThan(forecast.notes.count, 20)
        for note in forecast.notes { assertNoSecret(in: note) }
        XCTAssertTrue(forecast.notes.last?.hasSuffix("appid=REDACTED") == true, "\(forecast.notes.last ?? "")")
        let log = client.log.entries.map(\.description).joined(separator: "\n")
        XCTAssertTrue(log.contains("appid=REDACTED"), log)
        assertNoSecret(in: log)
    }

    func testRecordingsGoUnderTheServicesFolderWithoutSecrets() throws {
        let environment = environment
        let stack = NetworkStack(mode: .recording(directory: directory), environment: environment,
                                 scheduler: .dispatch(on: DispatchQueue(label: "r")))
        _ = try perform(stack.client).get()
        let files = try XCTUnwrap(stack.recorder?.recordedFiles)
        XCTAssertEqual(files.map { $0.deletingLastPathComponent().lastPathComponent }, ["weather"])
        let text = try String(contentsOf: try XCTUnwrap(files.first), encoding: .utf8)
        assertNoSecret(in: text)
        let cassette = try JSONDecoder().decode(Cassette.self, from: Data(text.utf8))
        XCTAssertEqual(cassette.request.url, "https://api.weather.example/v1/forecast?city=Oslo&appid=REDACTED")
        XCTAssertEqual(cassette.request.matchQuery, ["city"], "a secret query value is never pinned")
        XCTAssertNil(cassette.response.headers?["X-Weather-Session"], "a secret header is not recorded")
        XCTAssertNotNil(cassette.response.headers?["X-Echo"])
        XCTAssertFalse(try XCTUnwrap(files.first).lastPathComponent.contains(Self.keyValue))

        // Replayed offline with the same secrets, it answers the same request.
        let offline = NetworkStack(mode: .fixtures(directories: [directory]), environment: environment,
                                   scheduler: .dispatch(on: DispatchQueue(label: "o")))
        XCTAssertEqual(try perform(offline.client).get().city, "Oslo")
        XCTAssertEqual(offline.fixtures?.unmatchedRequests, [])
    }

    func testFaultsAndUnmatchedRequestsGetTheServicesOwnErrors() throws {
        let offline = NetworkStack(mode: .fixtures(directories: []), environment: environment,
                                   scheduler: .dispatch(on: DispatchQueue(label: "f")))
        guard case .failure(let error) = try perform(offline.client) else { return XCTFail("no cassette, yet an answer") }
        XCTAssertEqual(error, .httpStatus(code: 404, message: "weather says 404", host: "127.0.0.1:\(server.port)"))
        offline.faults.failNext(.status(503))
        guard case .failure(let failed) = try perform(offline.client) else { return XCTFail("no fault") }
        XCTAssertEqual(failed, .httpStatus(code: 503, message: "weather says 503", host: "127.0.0.1:\(server.port)"))
    }

    /// A service with its own rate-limit convention is read by it; others keep the usual one.
    func testItsRateLimitConventionIsTheOneAnswersAreReadWith() throws {
        let quota = RateLimitConvention(statuses: [420], statusesWhenExhausted: [], limitHeader: "X-Quota",
                                        remainingHeader: "X-Quota-Left", resetHeader: "X-Quota-Reset")
        var service = Self.service
        service.rateLimit = quota
        let answers = try LoopbackHTTPServer { request in
            let headers = [("Content-Type", "application/json"), ("X-Quota", "5"), ("X-Quota-Reset", "1700000000"),
                           ("X-RateLimit-Remaining", "0")]
            return .init(status: request.target.contains("city=Calm") ? 403 : 420, headers: headers, body: Data(#"{"message":"slow"}"#.utf8))
        }
        defer { answers.stop() }
        let environment = APIEnvironment(services: [service], environment: ["WEATHER_BASE_URL": answers.baseURL.absoluteString])
        let client = NetworkStack(mode: .live, environment: environment, scheduler: .dispatch(on: DispatchQueue(label: "q"))).client
        func error(city: String) throws -> APIError? {
            struct Ask: APIRequest {
                typealias Response = Forecast
                var baseURL: URL
                var city: String
                var path: String { "/v1/forecast" }
                var parameters: Parameters { ["city": .string(city)] }
            }
            let done = expectation(description: city)
            let delivered = Delivered<Result<Forecast, APIError>>()
            client.perform(Ask(baseURL: environment.baseURL(of: service), city: city)) { delivered.append($0); done.fulfill() }
            wait(for: [done], timeout: 5)
            guard case .failure(let error)? = delivered.last else { return nil }
            return error
        }
        let host = "127.0.0.1:\(answers.port)"
        XCTAssertEqual(try error(city: "Oslo"), .rateLimited(limit: 5, resetsAt: Date(timeIntervalSince1970: 1_700_000_000),
                                                              message: "slow", host: host))
        XCTAssertEqual(try error(city: "Calm"), .httpStatus(code: 403, message: "slow", host: host),
                       "403 with X-RateLimit-Remaining: 0 is no rate limit for this service")
        XCTAssertEqual(ResponseValidation.validate(HTTPResponse(status: 403, headers: ["X-RateLimit-Remaining": "0"], body: Data()),
                                                   for: HTTPRequest(url: answers.baseURL), accepting: []),
                       .rateLimited(limit: nil, resetsAt: nil, message: nil, host: host), "the usual convention otherwise")
    }
}
