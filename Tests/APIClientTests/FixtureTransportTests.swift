@testable import APIClient
import Apps
import Foundation
import XCTest

final class FixtureTransportTests: XCTestCase {
    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("rxs-fixtures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: scratch)
    }

    private func write(_ name: String, _ text: String) throws {
        let file = scratch.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    private func cassette(url: String, matchQuery: [String] = [], json: String) -> String {
        let names = matchQuery.map { "\"\($0)\"" }.joined(separator: ",")
        return #"{"request":{"method":"GET","url":"\#(url)","matchQuery":[\#(names)]},"#
            + #""response":{"status":200,"headers":{"Content-Type":"application/json"},"json":\#(json)}}"#
    }

    func testTheResponseArrivesExactlyAfterTheLatency() {
        let harness = FixtureHarness()
        harness.fixtures.latency = .milliseconds(350)
        let delivered = Delivered<Result<[GitHubUser], APIError>>()
        harness.client.perform(GitHubUsersRequest(since: 1)) { delivered.append($0) }
        harness.clock.advance(by: .milliseconds(349))
        XCTAssertTrue(delivered.all.isEmpty)
        harness.clock.advance(by: .milliseconds(1))
        XCTAssertEqual(try delivered.last?.get().count, 2)
        XCTAssertEqual(harness.clock.now, .milliseconds(350))
        XCTAssertEqual(FixtureTransport.defaultLatency, .milliseconds(200))
    }

    func testCancellingDropsTheScheduledDelivery() {
        let harness = FixtureHarness()
        let delivered = Delivered<Result<[GitHubUser], APIError>>()
        let task = harness.client.perform(GitHubUsersRequest(since: 1)) { delivered.append($0) }
        XCTAssertEqual(harness.clock.pendingCount, 1)
        task.cancel()
        XCTAssertEqual(harness.clock.pendingCount, 0)
        harness.clock.advance(by: .seconds(1))
        XCTAssertTrue(delivered.all.isEmpty)
    }

    func testMatchQueryPicksTheCassetteAndOtherParametersAreIgnored() throws {
        try write("a/search-generic.json", cassette(url: "https://api.github.com/search/repositories", json: #"{"total_count":0,"incomplete_results":false,"items":[]}"#))
        try write("b/search-rx.json", cassette(url: "https://api.github.com/search/repositories?q=rx%20swift&page=9", matchQuery: ["q"],
                                               json: #"{"total_count":5,"incomplete_results":true,"items":[]}"#))
        let harness = FixtureHarness(directories: [scratch])
        XCTAssertEqual(try harness.value(GitHubSearchRepositoriesRequest(query: "rx swift", page: 1)).totalCount, 5)
        XCTAssertEqual(try harness.value(GitHubSearchRepositoriesRequest(query: "other")).totalCount, 0)
    }

    func testOverrideDirectoriesWinOverTheDefaults() throws {
        try write("github/emptyuser.json", cassette(url: "https://api.github.com/users/emptyuser/repos",
            json: #"[{"id":"9","name":"mine","full_name":"emptyuser/mine","html_url":"https://github.com/emptyuser/mine","owner":{"login":"emptyuser"}}]"#))
        let harness = FixtureHarness(directories: [scratch], includeDefaults: true)
        XCTAssertEqual(try harness.value(GitHubUserReposRequest(username: "emptyuser")).map(\.id), [9])
        let files = harness.fixtures.cassetteFiles
        XCTAssertEqual(files.first?.hasSuffix("github/emptyuser.json"), true)
        XCTAssertTrue(files.dropFirst().contains { $0.hasSuffix("github/users-emptyuser-repos.json") })
    }

    func testNothingIsReadBeforeTheFirstRequest() throws {
        let harness = FixtureHarness(directories: [scratch])
        try write("late.json", cassette(url: "https://api.github.com/users", json: "[]"))
        XCTAssertEqual(try harness.value(GitHubUsersRequest(since: 3)), [])
    }

    func testUnmatchedRequestsGetTheServices404AndAreRemembered() throws {
        let redactor = SecretRedactor(secrets: ["csecret5678"])
        let harness = FixtureHarness(redactor: redactor)
        let error = harness.error(GitHubUserReposRequest(username: "nobody-here"))
        XCTAssertEqual(error, .httpStatus(code: 404, message: "Not Found", host: "api.github.com"))
        let venues = FoursquareVenueSearchRequest(
            query: "pizza", credentials: .clientIDAndSecret(clientID: "cid1234", clientSecret: "csecret5678"))
        XCTAssertEqual(harness.error(venues)?.description, "api.foursquare.com answered HTTP 404 Not Found: Endpoint not found")
        XCTAssertEqual(harness.error(FeedRequest(path: "/missing.xml"))?.description,
                       "www.sketchappsources.com answered HTTP 404 Not Found.")
        XCTAssertEqual(harness.fixtures.unmatchedRequests.map(\.description), [
            "GET https://api.github.com/users/nobody-here/repos",
            "GET https://api.foursquare.com/v2/venues/search?ll=35.7260747%2C139.72983&query=pizza"
                + "&client_id=REDACTED&client_secret=REDACTED&v=20180323",
            "GET http://www.sketchappsources.com/missing.xml",
        ])
    }

    func testJapaneseQueriesMatchRawTextInCassettes() throws {
        let harness = FixtureHarness()
        let request = FoursquareVenueSearchRequest(
            query: "ラーメン", credentials: .clientIDAndSecret(clientID: "cid1234", clientSecret: "csecret5678"))
        XCTAssertEqual(try harness.value(request).first?.name, "らーめん 大塚")
        XCTAssertTrue(harness.fixtures.unmatchedRequests.isEmpty)
    }

    func testBrokenCassettesAreReportedNotFatal() throws {
        try write("bad/not-json.json", "{ nope")
        try write("bad/both-bodies.json", #"{"request":{"method":"GET","url":"https://x.test/a"},"response":{"status":200,"json":[],"text":"x"}}"#)
        try write("bad/method.json", #"{"request":{"method":"FETCH","url":"https://x.test/a"},"response":{"status":200}}"#)
        try write("bad/url.json", #"{"request":{"method":"GET","url":"/relative"},"response":{"status":200}}"#)
        try write("bad/missing.json", #"{"request":{"method":"GET","url":"https://x.test/a"}}"#)
        let harness = FixtureHarness(directories: [scratch, scratch.appendingPathComponent("absent")])
        _ = harness.error(GitHubUsersRequest(since: 0))
        let problems = harness.fixtures.problems.map { $0.replacingOccurrences(of: scratch.path + "/", with: "") }
        XCTAssertEqual(problems, [
            "absent: no such folder",
            "bad/both-bodies.json: response has both \"json\" and \"text\"; use one",
            "bad/method.json: request.method \"FETCH\" is not an HTTP method",
            "bad/missing.json: the key \"response\" is missing",
            "bad/not-json.json:1:3: expected a quoted key, found 'n' (the file is not valid JSON)",
            "bad/url.json: request.url \"/relative\" is not an absolute http(s) URL",
        ])
    }
}

final class NetworkStackTests: XCTestCase {
    func testTheOfflineStackAnswersFromDefaultsAndTakesFaults() {
        let clock = ManualClock()
        let stack = NetworkStack(mode: .fixtures(directories: [TestCassettes.directory]),
                                 environment: APIEnvironment.builtIn(["GITHUB_TOKEN": "ghp_stack_token"]),
                                 scheduler: clock.scheduler)
        XCTAssertNil(stack.recorder)
        stack.fixtures?.latency = .milliseconds(50)
        stack.faults.failNext(.status(503))
        let answers = Delivered<String>()
        stack.client.perform(GitHubUserReposRequest(username: "emptyuser")) { answers.append("\($0)") }
        stack.client.perform(GitHubUserReposRequest(username: "emptyuser")) { answers.append("\($0)") }
        clock.advance(by: .milliseconds(50))
        XCTAssertEqual(answers.all, [
            "failure(api.github.com answered HTTP 503 Service Unavailable: Service Unavailable)", "success([])",
        ])
        XCTAssertEqual(stack.client.log.entries.map(\.status), [503, 200])
        XCTAssertEqual(stack.client.redactor.redact("Bearer ghp_stack_token"), "Bearer REDACTED")
    }
}
