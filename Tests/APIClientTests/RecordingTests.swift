@testable import APIClient
import Apps
import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import LoopbackHTTP
import XCTest

/// Recording against the loopback server writes cassettes that replay to the same results and
/// contain no secret.
final class RecordingTests: XCTestCase {
    private var server: LoopbackHTTPServer!
    private var directory: URL!

    private let secrets = [
        "GITHUB_TOKEN": "ghp_recordtoken0001", "FOURSQUARE_CLIENT_ID": "fsq-client-id-42",
        "FOURSQUARE_CLIENT_SECRET": "fsq-client-secret-43",
    ]

    override func setUpWithError() throws {
        let box = PortBox()
        server = try LoopbackHTTPServer { request in ServiceStubs.respond(to: request, port: box.port) }
        box.port = server.port
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("rxs-recording-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        server.stop()
        if FileManager.default.fileExists(atPath: directory.path) {
            try FileManager.default.removeItem(at: directory)
        }
    }

    private var environment: APIEnvironment {
        var values = secrets
        values["RXS_GITHUB_BASE_URL"] = server.baseURL.absoluteString
        values["RXS_FOURSQUARE_BASE_URL"] = server.baseURL.absoluteString
        values["RXS_FEED_BASE_URL"] = server.baseURL.absoluteString
        return APIEnvironment.builtIn(values)
    }

    private func perform<Request: APIRequest>(_ request: Request, with client: APIClient)
        -> Result<Request.Response, APIError>?
    {
        let done = expectation(description: "answered")
        let delivered = Delivered<Result<Request.Response, APIError>>()
        client.perform(request) { result in
            delivered.append(result)
            done.fulfill()
        }
        wait(for: [done], timeout: 1)
        return delivered.last
    }

    func testRecordedCassettesReplayToTheSameResultsWithoutSecrets() throws {
        let environment = environment
        let recorder = RecordingTransport(wrapping: LiveTransport(), directory: directory,
                                          redactor: environment.redactor, environment: .builtIn())
        let live = APIClient(transport: recorder, redactor: environment.redactor)
        let github = GitHubAPI(environment: environment)
        let repos = GitHubUserReposRequest(username: "octocat", api: github)
        let search = GitHubSearchRepositoriesRequest(query: "rxswift", api: github)
        let missing = GitHubUserReposRequest(username: "nobody", api: github)
        let venues = FoursquareVenueSearchRequest(query: "駅", environment: environment)
        let feed = FeedRequest(baseURL: environment.baseURL(of: FeedRequest.service))

        let liveRepos = try XCTUnwrap(perform(repos, with: live)).get()
        let liveSearch = try XCTUnwrap(perform(search, with: live)).get()
        let liveMissing = perform(missing, with: live)
        let liveVenues = try XCTUnwrap(perform(venues, with: live)).get()
        let liveFeed = try XCTUnwrap(perform(feed, with: live)).get()
        XCTAssertEqual(recorder.problems, [])

        let names = recorder.recordedFiles.map { $0.path.replacingOccurrences(of: directory.path + "/", with: "") }
        XCTAssertEqual(names.count, 5)
        XCTAssertEqual(Array(names.prefix(3)), [
            "github/users-octocat-repos.json", "github/search-repositories-q-rxswift-page-1.json",
            "github/users-nobody-repos.json",
        ])
        XCTAssertTrue(names[3].hasPrefix("foursquare/v2-venues-search-ll-35.7260747-139.72983-query-v-20180323-"), names[3])
        XCTAssertEqual(names[4], "feed/rss.xml.json")

        for file in recorder.recordedFiles {
            let text = try String(contentsOf: file, encoding: .utf8)
            for secret in secrets.values {
                XCTAssertFalse(text.contains(secret), "\(file.lastPathComponent) contains a secret")
            }
            XCTAssertFalse(text.lowercased().contains("authorization"), file.lastPathComponent)
            XCTAssertFalse(text.contains("session=abc123"), "cookies are not recorded")
            XCTAssertFalse(text.contains("Content-Length"), "the body is re-encoded, its length would lie")
        }
        let venuesText = try String(contentsOf: recorder.recordedFiles[3], encoding: .utf8)
        XCTAssertTrue(venuesText.contains("client_id=REDACTED&client_secret=REDACTED"), venuesText)

        let clock = ManualClock()
        let fixtures = FixtureTransport(directories: [directory], includeDefaultFixtures: false, scheduler: clock.scheduler)
        let replay = APIClient(transport: fixtures)
        func replayed<Request: APIRequest>(_ request: Request) -> Result<Request.Response, APIError>? {
            let delivered = Delivered<Result<Request.Response, APIError>>()
            replay.perform(request) { delivered.append($0) }
            clock.advance(by: FixtureTransport.defaultLatency)
            return delivered.last
        }
        XCTAssertEqual(try replayed(repos)?.get(), liveRepos)
        XCTAssertEqual(try replayed(search)?.get(), liveSearch)
        XCTAssertEqual(replayed(missing).map(String.init(describing:)), liveMissing.map(String.init(describing:)))
        XCTAssertEqual(try replayed(venues)?.get(), liveVenues)
        XCTAssertEqual(try replayed(feed)?.get(), liveFeed)
        XCTAssertEqual(fixtures.unmatchedRequests, [])
        XCTAssertEqual(fixtures.problems, [])
    }

    func testTransportFailuresAndCancelledRequestsAreNotRecorded() {
        let recorder = RecordingTransport(wrapping: LiveTransport(), directory: directory,
                                          redactor: SecretRedactor(), environment: .builtIn())
        let client = APIClient(transport: recorder)
        let github = GitHubAPI(baseURL: server.baseURL)
        let arrived = expectation(description: "slow request arrived")
        let hungUp = expectation(description: "cancelled")
        server.whenRequestArrives { _ in arrived.fulfill() }
        server.whenClientHangsUp { _ in hungUp.fulfill() }
        let task = client.perform(GitHubUserReposRequest(username: "slow", api: github)) { _ in }
        wait(for: [arrived], timeout: 1)
        task.cancel()
        wait(for: [hungUp], timeout: 1)
        server.stop()
        if case .failure(let error)? = perform(GitHubUserReposRequest(username: "octocat", api: github), with: client) {
            XCTAssertTrue(error.isTransportFailure, error.description)
        } else {
            XCTFail("a stopped server cannot answer")
        }
        XCTAssertEqual(recorder.recordedFiles, [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.path))
    }

    /// Cassettes are written as `:save` writes: a symlinked cassette keeps its link and gets a
    /// new target, and a path that cannot hold a file is reported in plain words.
    func testRecordingFollowsSymlinksAndReportsPathsThatAreNotFiles() throws {
        let github = GitHubAPI(baseURL: server.baseURL)
        let folder = directory.appendingPathComponent("github")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let target = directory.appendingPathComponent("kept-elsewhere.json")
        try Data("old".utf8).write(to: target)
        let link = folder.appendingPathComponent("users-octocat-repos.json")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: target.path)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("users-nobody-repos.json"),
                                                withIntermediateDirectories: false)
        let recorder = RecordingTransport(wrapping: LiveTransport(), directory: directory,
                                          redactor: SecretRedactor(), environment: .builtIn())
        let client = APIClient(transport: recorder)

        _ = perform(GitHubUserReposRequest(username: "octocat", api: github), with: client)
        _ = perform(GitHubUserReposRequest(username: "nobody", api: github), with: client)

        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link.path), target.path)
        XCTAssertTrue(try String(contentsOf: target, encoding: .utf8).contains("\"octocat\""))
        XCTAssertEqual(recorder.recordedFiles, [link])
        XCTAssertEqual(recorder.problems, [folder.appendingPathComponent("users-nobody-repos.json").path + ": is a directory"])
    }
}
