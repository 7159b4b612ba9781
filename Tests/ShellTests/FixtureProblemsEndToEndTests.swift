import Foundation
import XCTest

/// `--fixtures` problems reach the user: a missing folder is a usage error, each unusable
/// cassette is named once on stderr and in `net log`, and the good cassettes are still used.
final class FixtureProblemsEndToEndTests: XCTestCase {
    func testAMissingFixturesFolderIsAUsageError() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("repos.rxs", "open repos\n")
        let output = try RxsProcess.run(["run", "--fixtures", "no-such-folder", "repos.rxs"], in: folder.path)
        XCTAssertEqual(output.status, 2)
        XCTAssertEqual(output.stdout, "")
        XCTAssertTrue(output.stderr.hasPrefix("rxs: --fixtures no-such-folder: no such folder\nusage: rxs"), output.stderr)

        try folder.write("file.json", "{}")
        let notAFolder = try RxsProcess.run(["test", "--fixtures", "file.json", "repos.rxs"], in: folder.path)
        XCTAssertEqual(notAFolder.status, 2)
        XCTAssertTrue(notAFolder.stderr.hasPrefix("rxs: --fixtures file.json: is a file, not a folder\n"), notAFolder.stderr)
    }

    func testEachBrokenCassetteIsNamedOnceAndTheGoodOnesAreUsed() throws {
        let folder = try TemporaryFolder(self)
        try folder.write("cassettes/broken.json", "{\n  \"request\": {\"method\": \"GET\" \"url\": \"x\"}\n}\n")
        try folder.write("cassettes/status.json",
                         #"{"request":{"method":"GET","url":"https://api.github.com/users/zero/repos"},"response":{"status":0}}"#)
        try folder.write("cassettes/good.json", """
            {"request":{"method":"GET","url":"https://api.github.com/users/mine/repos"},
             "response":{"status":200,"headers":{"Content-Type":"application/json"},"json":[]}}
            """)
        let script = "open repos\ntype searchBar mine\nwait 1s\nexpect alert.title == \":(\"\nnet log\n"
        try folder.write("one.rxs", script)
        try folder.write("two.rxs", script)
        let output = try RxsProcess.run(["test", "--fixtures", "cassettes", "one.rxs", "two.rxs"], in: folder.path)
        XCTAssertEqual(output.status, 0, output.stdout + output.stderr)
        XCTAssertEqual(output.stderr, """
            rxs: warning: cassettes/broken.json:2:31: expected ',' or '}', found '"' (the file is not valid JSON) — cassette not used
            rxs: warning: cassettes/status.json: invalid HTTP status 0 in response.status (use 100 to 599) — cassette not used

            """, "once for the run, not once per script")

        let run = try RxsProcess.run(["run", "--fixtures", "cassettes", "one.rxs"], in: folder.path)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("""
            net log
              GET https://api.github.com/users/mine/repos → 200 OK
              cassettes not used:
                cassettes/broken.json:2:31: expected ',' or '}', found '"' (the file is not valid JSON)
                cassettes/status.json: invalid HTTP status 0 in response.status (use 100 to 599)
            """), run.stdout)
    }

    func testOddButValidBodiesGiveAlertsInPlainWords() throws {
        let folder = try TemporaryFolder(self)
        // A "text" body is served as written (a "json" one is re-encoded, which rounds big numbers).
        func cassette(_ user: String, _ body: String) -> String {
            #"{"request":{"method":"GET","url":"https://api.github.com/users/\#(user)/repos"},"#
                + #""response":{"status":200,"headers":{"Content-Type":"application/json"},"text":\#(body)}}"#
        }
        try folder.write("cassettes/object.json", cassette("object", #""{\"message\":\"not a list\"}""#))
        try folder.write("cassettes/big.json", cassette("big", #""[{\"id\":123456789012345678901234567890}]""#))
        try folder.write("odd.rxs", """
            open repos
            type searchBar object
            wait 1s
            expect alert.message == "Could not read [GitHubRepository] from the response: the server sent an object where a list was expected."
            dismiss
            type searchBar big
            wait 1s
            expect alert.message == "Could not read [GitHubRepository] from the response at [0].id: the number 123456789012…901234567890 (30 digits) is too large."

            """)
        let run = try RxsProcess.run(["run", "--fixtures", "cassettes", "odd.rxs"], in: folder.path)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertEqual(run.stderr, "")
    }
}
