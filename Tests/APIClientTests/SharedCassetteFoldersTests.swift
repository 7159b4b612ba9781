@testable import APIClient
import Apps
import Foundation
import XCTest

/// Cassette folders are listed once per process and shared by every fixture transport; a
/// request decodes only the cassettes whose request can match it; an edited folder is read again.
final class SharedCassetteFoldersTests: XCTestCase {
    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("rxs-shared-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: scratch)
    }

    private func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: scratch.appendingPathComponent(name))
    }

    private func users(_ login: String, since: Int) -> String {
        #"{"note":"{\"request\": not this one}","request":{"method":"GET","url":"https://api.github.com/users?since=\#(since)","matchQuery":["since"]},"#
            + #""response":{"status":200,"headers":{"Content-Type":"application/json"},"json":[{"login":"\#(login)","id":\#(since + 1),"html_url":"https://github.com/\#(login)"}]}}"#
    }

    func testARequestDecodesOnlyTheCassettesThatCanMatchIt() throws {
        try write("a.json", users("ann", since: 0))
        // Its request is fine; its response is not, which only a full decode finds.
        try write("b.json", #"{"request":{"method":"GET","url":"https://api.github.com/users?since=5","matchQuery":["since"]},"response":{"status":999}}"#)
        let harness = FixtureHarness(directories: [scratch])
        XCTAssertEqual(try harness.value(GitHubUsersRequest(since: 0)).map(\.login), ["ann"])
        let folder = SharedCassetteFolders.shared.folder(scratch, fixed: false)
        XCTAssertEqual(folder.files.map { URL(fileURLWithPath: $0.file).lastPathComponent }, ["a.json", "b.json"])
        XCTAssertEqual(folder.files.map(\.isDecoded), [true, false])
        XCTAssertEqual(harness.fixtures.problems.map { $0.replacingOccurrences(of: scratch.path + "/", with: "") },
                       ["b.json: invalid HTTP status 999 in response.status (use 100 to 599)"])
        XCTAssertEqual(folder.files.map(\.isDecoded), [true, true])
        // The broken cassette never answers: its request gets the service's 404.
        XCTAssertEqual(harness.error(GitHubUsersRequest(since: 5)),
                       .httpStatus(code: 404, message: "Not Found", host: "api.github.com"))
    }

    func testCompiledCassettesAreScannedOnlyWhenAnAnswerIsLookedFor() throws {
        let compiled = CompiledCassettes(files: [("github/b.json", #"{"request":{"method":"GET","url":"https://a.test/b"}}"#),
                                                 ("github/a.json", "{")])
        XCTAssertFalse(compiled.isListed, "declaring a service scans none of its cassettes")
        XCTAssertEqual(compiled.files.map(\.name), ["github/a.json", "github/b.json"])
        XCTAssertEqual(compiled.cassette(named: "github/a.json"), Data("{".utf8))
        XCTAssertFalse(compiled.isListed, "reading a cassette's text scans none")
        XCTAssertEqual(compiled.folder.files.map(\.file), ["Fixtures/github/a.json", "Fixtures/github/b.json"])
        XCTAssertEqual(compiled.folder.files.map(\.request?.url), [nil, "https://a.test/b"])
        XCTAssertTrue(compiled.isListed)
        XCTAssertTrue(compiled.folder === compiled.folder, "scanned once")
    }

    func testTransportsShareOneListingUntilTheFolderChanges() throws {
        try write("a.json", users("ann", since: 0))
        let first = FixtureHarness(directories: [scratch])
        XCTAssertEqual(try first.value(GitHubUsersRequest(since: 0)).map(\.login), ["ann"])
        let listed = SharedCassetteFolders.shared.folder(scratch, fixed: false)
        let second = FixtureHarness(directories: [scratch])
        XCTAssertEqual(try second.value(GitHubUsersRequest(since: 0)).map(\.login), ["ann"])
        XCTAssertTrue(SharedCassetteFolders.shared.folder(scratch, fixed: false) === listed)

        try write("a.json", users("bartholomew", since: 0))
        let third = FixtureHarness(directories: [scratch])
        XCTAssertEqual(try third.value(GitHubUsersRequest(since: 0)).map(\.login), ["bartholomew"])
        XCTAssertFalse(SharedCassetteFolders.shared.folder(scratch, fixed: false) === listed)
    }

    func testTransportsShareAnswersOnlyWhileTheirListingsAreTheSame() throws {
        try write("a.json", users("ann", since: 0))
        let first = FixtureHarness(directories: [scratch])
        XCTAssertEqual(try first.value(GitHubUsersRequest(since: 0)).map(\.login), ["ann"])
        XCTAssertEqual(first.error(GitHubUsersRequest(since: 5)),
                       .httpStatus(code: 404, message: "Not Found", host: "api.github.com"))
        let listed = SharedCassetteFolders.shared.folder(scratch, fixed: false)
        let table = SharedCassetteAnswers.shared.table(for: [listed])
        XCTAssertTrue(SharedCassetteAnswers.shared.table(for: [listed]) === table, "one table per listing")
        let second = FixtureHarness(directories: [scratch])
        XCTAssertEqual(try second.value(GitHubUsersRequest(since: 0)).map(\.login), ["ann"])

        // A file added after a request went unanswered: a new transport gets it, not the
        // answer remembered for the old listing; one made before keeps its own listing.
        try write("b.json", users("bob", since: 5))
        let third = FixtureHarness(directories: [scratch])
        XCTAssertEqual(try third.value(GitHubUsersRequest(since: 5)).map(\.login), ["bob"])
        XCTAssertEqual(first.error(GitHubUsersRequest(since: 5)),
                       .httpStatus(code: 404, message: "Not Found", host: "api.github.com"))
        let relisted = SharedCassetteFolders.shared.folder(scratch, fixed: false)
        XCTAssertFalse(relisted === listed)
        XCTAssertFalse(SharedCassetteAnswers.shared.table(for: [relisted]) === table)

        // A file changed after its answer was found: a new transport reads the new one.
        try write("a.json", users("bartholomew", since: 0))
        let fourth = FixtureHarness(directories: [scratch])
        XCTAssertEqual(try fourth.value(GitHubUsersRequest(since: 0)).map(\.login), ["bartholomew"])
        XCTAssertEqual(try second.value(GitHubUsersRequest(since: 0)).map(\.login), ["ann"])

        // A file removed: its request goes unanswered again.
        try FileManager.default.removeItem(at: scratch.appendingPathComponent("b.json"))
        let fifth = FixtureHarness(directories: [scratch])
        XCTAssertEqual(fifth.error(GitHubUsersRequest(since: 5)),
                       .httpStatus(code: 404, message: "Not Found", host: "api.github.com"))

        // The unusable files are the listing's too: a broken file added is reported by a new
        // transport, not by one that found none before.
        XCTAssertEqual(fifth.fixtures.problems, [])
        try write("c.json", #"{"request":{"method":"GET","url":"https://api.github.com/users?since=9"},"response":{"status":999}}"#)
        let sixth = FixtureHarness(directories: [scratch])
        XCTAssertEqual(sixth.fixtures.problems.map { $0.replacingOccurrences(of: scratch.path + "/", with: "") },
                       ["c.json: invalid HTTP status 999 in response.status (use 100 to 599)"])
        XCTAssertEqual(fifth.fixtures.problems, [])
    }

    func testAnswersAreKeptPerListOfFoldersInItsOrder() throws {
        let mine = scratch.appendingPathComponent("mine"), other = scratch.appendingPathComponent("other")
        for (folder, login) in [(mine, "ann"), (other, "olive")] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(users(login, since: 0).utf8).write(to: folder.appendingPathComponent("a.json"))
        }
        // Equal ranks: the earlier folder answers, whichever list asked first.
        let mineFirst = FixtureHarness(directories: [mine, other])
        XCTAssertEqual(try mineFirst.value(GitHubUsersRequest(since: 0)).map(\.login), ["ann"])
        let otherFirst = FixtureHarness(directories: [other, mine])
        XCTAssertEqual(try otherFirst.value(GitHubUsersRequest(since: 0)).map(\.login), ["olive"])
        let otherAlone = FixtureHarness(directories: [other])
        XCTAssertEqual(try otherAlone.value(GitHubUsersRequest(since: 0)).map(\.login), ["olive"])
    }

    func testTheRequestScanReadsWhatTheDecoderReadsOrGivesUp() {
        func scan(_ text: String) -> Cassette.Request? { CassetteRequestScan.request(in: Data(text.utf8)) }
        XCTAssertEqual(scan(users("ann", since: 3))?.url, "https://api.github.com/users?since=3")
        XCTAssertEqual(scan(#" {"response":{"json":{"a":["}",{"b":"]\""}]}},"request":{"method":"GET","url":"https://x.test/a"}} "#),
                       Cassette.Request(method: "GET", url: "https://x.test/a", matchQuery: nil))
        XCTAssertNil(scan(#"{"req\u0075est":{"method":"GET","url":"https://x.test/a"}}"#), "an escaped key")
        XCTAssertNil(scan(#"{"request":{"method":"GET","url":"https://x.test/a"},"request":{"method":"GET","url":"https://x.test/b"}}"#),
                     "a repeated key")
        XCTAssertNil(scan(#"{"request":{"method":"GET","url":"https://x.test/a""#), "cut short")
        XCTAssertNil(scan(#"[{"request":{"method":"GET","url":"https://x.test/a"}}]"#), "not an object")
        XCTAssertNil(scan(#"{"response":{"status":200}}"#), "no request")
    }
}
