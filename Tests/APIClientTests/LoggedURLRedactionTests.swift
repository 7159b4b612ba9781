@testable import APIClient
import Apps
import Foundation
import XCTest

/// `net log` keeps an answered request's URL as it was sent and redacts it when read: what it
/// lists must be what redacting each URL as it came listed.
final class LoggedURLRedactionTests: XCTestCase {
    private let environment = APIEnvironment.builtIn([
        "FOURSQUARE_CLIENT_ID": "CID_9876", "FOURSQUARE_CLIENT_SECRET": "S3CR3T/+=x",
    ])

    /// Two clients share one log, each with its own redactor: each entry is redacted by the
    /// redactor of the client that logged it, however often and in whatever order it is read.
    func testEachEntryIsRedactedByItsOwnClientsRedactorWhenRead() throws {
        let harness = FixtureHarness(includeDefaults: true)
        let log = NetworkLog()
        let knowing = APIClient(transport: harness.fixtures, redactor: environment.redactor, log: log)
        let unknowing = APIClient(transport: harness.fixtures, redactor: SecretRedactor(), log: log)
        let url = try XCTUnwrap(URL(string: "https://api.github.com/users?since=1&note=CID_9876&token=t0k3n"))
        for client in [knowing, unknowing] {
            _ = client.exchange(HTTPRequest(method: .get, url: url)).subscribe()
        }
        harness.clock.advance(by: .seconds(1))
        let expected = [environment.redactor.redact(url.absoluteString), SecretRedactor().redact(url.absoluteString)]
        XCTAssertEqual(expected, ["https://api.github.com/users?since=1&note=REDACTED&token=REDACTED",
                                  "https://api.github.com/users?since=1&note=CID_9876&token=REDACTED"])
        for _ in 1...2 {
            XCTAssertEqual(log.entries.map(\.url), expected)
        }
        XCTAssertEqual(log.entries.map(\.status), [200, 200])
    }

    /// Entries appended whole (with their URL already given) are listed as they were given,
    /// between redacted ones, and only the newest `capacity` are listed.
    func testEntriesGivenWholeAndLoggedAnswersKeepTheirOrderWithinTheCapacity() throws {
        let log = NetworkLog(capacity: 3)
        let redactor = SecretRedactor(secrets: ["hidden-value"])
        for index in 0..<5 {
            if index.isMultiple(of: 2) {
                let url = try XCTUnwrap(URL(string: "https://h/\(index)?v=hidden-value"))
                log.append(method: .get, url: url, redactedBy: redactor, status: 200, failure: nil)
            } else {
                log.append(.init(method: .post, url: "as given \(index)", status: nil, failure: "failed"))
            }
        }
        XCTAssertEqual(log.entries.map(\.url), ["https://h/2?v=REDACTED", "as given 3", "https://h/4?v=REDACTED"])
        XCTAssertEqual(log.entries.map(\.description), [
            "GET https://h/2?v=REDACTED → 200 OK", "POST as given 3 → failed: failed", "GET https://h/4?v=REDACTED → 200 OK",
        ])
    }
}
