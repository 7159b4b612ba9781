@testable import APIClient
import Apps
import Foundation
import XCTest

final class SecretRedactionTests: XCTestCase {
    private let environment = APIEnvironment.builtIn([
        "GITHUB_TOKEN": "ghp_abcdef123456", "FOURSQUARE_CLIENT_ID": "CID_9876", "FOURSQUARE_CLIENT_SECRET": "S3CR3T/+=x",
    ])

    func testQueryValuesAreRedactedByName() {
        let redactor = SecretRedactor()
        XCTAssertEqual(
            redactor.redact("GET https://h/v2/venues/search?query=a&client_id=abc&CLIENT_SECRET=d%20e&v=1 → 200"),
            "GET https://h/v2/venues/search?query=a&client_id=REDACTED&CLIENT_SECRET=REDACTED&v=1 → 200")
        XCTAssertEqual(redactor.redact("see \"https://h/x?access_token=zz\" and ?api_key=k#frag"),
                       "see \"https://h/x?access_token=REDACTED\" and ?api_key=REDACTED#frag")
        XCTAssertEqual(redactor.redact("keyword=ok&monkey=fine"), "keyword=ok&monkey=fine")
    }

    func testKnownSecretsAreScrubbedAnywhereRawOrEncoded() {
        let redactor = environment.redactor
        XCTAssertEqual(redactor.redact("token ghp_abcdef123456 echoed"), "token REDACTED echoed")
        XCTAssertEqual(redactor.redact("x=S3CR3T%2F%2B%3Dx;y=S3CR3T/+=x"), "x=REDACTED;y=REDACTED")
        XCTAssertEqual(SecretRedactor(secrets: ["abc"]).redact("abc"), "abc", "too short to scrub safely")
    }

    /// The redactor is made once with the environment: one without services knows only the
    /// usual names, whatever variables are set; one with services knows their secrets.
    func testTheRedactorIsMadeWithTheEnvironment() {
        XCTAssertEqual(APIEnvironment().redactor, SecretRedactor())
        XCTAssertEqual(APIEnvironment(services: [], environment: ["GITHUB_TOKEN": "ghp_abcdef123456"]).redactor,
                       SecretRedactor())
        XCTAssertNotEqual(environment.redactor, SecretRedactor())
        XCTAssertEqual(environment.redactor.redact("ghp_abcdef123456 S3CR3T/+=x"), "REDACTED REDACTED")
    }

    func testHeadersKeepTheirNamesWithRedactedValues() {
        let headers = environment.redactor.redact(HTTPHeaders([
            ("Authorization", "Bearer ghp_abcdef123456"), ("Accept", "application/json"), ("Link", "<https://h/?client_id=CID_9876>"),
        ]))
        XCTAssertEqual(headers.fields.map { "\($0.name): \($0.value)" },
                       ["Authorization: REDACTED", "Accept: application/json", "Link: <https://h/?client_id=REDACTED>"])
    }

    func testRecordedAnswersAreRedactedAsTheyAreEveryTime() {
        let redactor = SecretRedactor(secrets: ["ghp_abcdef123456"])
        let cache = RedactedHeaders()
        var answer = HTTPResponse(status: 200, headers: ["Set-Cookie": "a=b", "Link": "<https://h/x?token=t>; rel=\"next\"",
                                                         "X-Echo": "ghp_abcdef123456"],
                                  body: Data("{}".utf8), replayID: "github/x.json")
        for _ in 1...2 {
            XCTAssertEqual(cache.redact(answer, with: redactor), redactor.redact(answer))
        }
        XCTAssertEqual(cache.redact(answer, with: redactor).headers["X-Echo"], "REDACTED")
        answer.headers["X-Echo"] = "other ghp_abcdef123456"
        XCTAssertEqual(cache.redact(answer, with: redactor).headers["X-Echo"], "other REDACTED",
                       "headers changed under the same recording are redacted anew")
        XCTAssertEqual(cache.redact(answer, with: redactor).headers["Set-Cookie"], "REDACTED")
    }

    /// Every client shares one cache; an entry made with one redactor never answers another.
    func testSharedRedactionsAnswerEachRedactorWithItsOwn() {
        XCTAssertTrue(FixtureHarness().client.redactedHeaders === RedactedHeaders.shared)
        let cache = RedactedHeaders()
        let answer = HTTPResponse(status: 200, headers: ["X-Echo": "ghp_abcdef123456 and ghp_other98765"],
                                  body: Data(#"{"t":"ghp_other98765"}"#.utf8), replayID: "github/x.json")
        let first = SecretRedactor(secrets: ["ghp_abcdef123456"])
        let second = SecretRedactor(secrets: ["ghp_other98765"])
        for _ in 1...2 {
            for redactor in [first, second, SecretRedactor(), first] {
                XCTAssertEqual(cache.redact(answer, with: redactor), redactor.redact(answer))
            }
        }
        XCTAssertEqual(cache.redact(answer, with: first).headers["X-Echo"], "REDACTED and ghp_other98765")
        XCTAssertEqual(cache.redact(answer, with: second).headers["X-Echo"], "ghp_abcdef123456 and REDACTED")
        XCTAssertEqual(String(decoding: cache.redact(answer, with: second).body, as: UTF8.self), #"{"t":"REDACTED"}"#)
        XCTAssertEqual(cache.redact(answer, with: SecretRedactor()).body, answer.body)
    }

    func testTheNetworkLogNeverHoldsSecrets() throws {
        let harness = FixtureHarness(redactor: environment.redactor)
        let request = FoursquareVenueSearchRequest(query: "ラーメン", environment: environment)
        XCTAssertEqual(try harness.value(request).count, 2)
        harness.faults.failNext(.offline)
        _ = harness.error(request)
        let lines = harness.client.log.entries.map(\.description)
        XCTAssertEqual(lines.count, 2)
        XCTAssertTrue(lines[0].hasSuffix("&client_id=REDACTED&client_secret=REDACTED&v=20180323 → 200 OK"), lines[0])
        XCTAssertTrue(lines[1].hasSuffix("→ failed: The network is offline, so api.foursquare.com could not be reached. "
            + "Check the connection and try again."), lines[1])
        for line in lines {
            XCTAssertFalse(line.contains("CID_9876") || line.contains("S3CR3T"), line)
        }
    }

    func testTheLogKeepsOnlyTheNewestEntries() throws {
        let harness = FixtureHarness()
        let log = NetworkLog(capacity: 2)
        let client = APIClient(transport: harness.fixtures, log: log)
        for since in 1...3 {
            client.perform(GitHubUsersRequest(since: since)) { _ in }
        }
        harness.clock.advance(by: .seconds(1))
        XCTAssertEqual(log.entries.map(\.url), ["https://api.github.com/users?since=2", "https://api.github.com/users?since=3"])
        log.clear()
        XCTAssertEqual(log.entries, [])
    }
}
