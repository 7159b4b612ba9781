import Foundation
import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsSession

/// `transcript`: the session as a test that `rxs test` passes; `run_script`: a script run as
/// `rxs test` runs it, in a session of its own.
final class MCPTranscriptTests: XCTestCase {
    func testTheTranscriptSpellsOutTheSettlesAndHoldsWhatEachLinePrints() {
        MainActor.assumeIsolated { () -> Void in
            let client = MCPTestClient()
            _ = client.step("open repos")
            _ = client.step("type searchBar octocat")
            _ = client.step("wait 1s")
            _ = client.step("tap nowhere")
            _ = client.step("expect table.count == 3")
            _ = client.step("expect table.count == 8")
            let transcript = client.call("transcript")
            XCTAssertFalse(transcript.isError)
            XCTAssertEqual(transcript.text, """
                # an rxs mcp session: save it as FILE.rxs, then rxs test FILE.rxs replays it
                set autosettle off
                open repos
                #> [0.000s] nav.depth: 0 → 1
                #> [0.000s] nav.screen: null → "repos"
                #> [0.000s] nav.title: null → "Search repos for username"
                settle
                type searchBar octocat
                #> [0.000s] searchBar.editing: false → true
                #> [0.000s] searchBar.text: "" → "octocat"
                settle
                #> [0.500s] activity.visible: false → true
                #> [0.700s] table.count: 0 → 8
                #> [0.700s] table: +8 rows (0–7)
                #> [0.700s] activity.visible: true → false
                wait 1s
                # failed in the session, left out: expect table.count == 3
                expect table.count == 8

                """)
            XCTAssertEqual(transcript.structured, .object(["script": .string(transcript.text)]))
            var test = ScriptTest(path: "session.rxs", sessionOptions: .builtIn)
            test.text = transcript.text
            let result = test.run()
            XCTAssertEqual(result.verdict, .passed, result.message)
            XCTAssertNil(result.diff)
        }
    }

    /// A session at another seed and phone width still gives a transcript `rxs test` passes
    /// with its defaults: the seed is a line of the script, `show` is drawn 40 columns wide.
    func testTheTranscriptIsComputedWithTheSettingsOfRxsTest() {
        MainActor.assumeIsolated { () -> Void in
            var options = SessionOptions.builtIn
            options.seed = 7
            options.phoneWidth = 70
            let client = MCPTestClient(options: options)
            _ = client.step("open repos")
            XCTAssertEqual(client.step("show").text.split(separator: "\n").first?.count, 70)
            let script = client.call("transcript").text
            XCTAssertTrue(script.hasPrefix(MCPTranscript.header + "\nset autosettle off\nset seed 7\nopen repos\n"), script)
            XCTAssertTrue(script.contains("show\n#> ┌" + String(repeating: "─", count: 38) + "┐\n"), script)
            var test = ScriptTest(path: "session.rxs", sessionOptions: .builtIn)
            test.text = script
            XCTAssertEqual(test.run().verdict, .passed)
        }
    }

    func testRunScriptPassesAScriptWhoseExpectsHold() {
        MainActor.assumeIsolated { () -> Void in
            let client = MCPTestClient()
            let result = client.call("run_script", ["text": .string("open repos\ntype searchBar octocat\nsettle\nexpect table.count == 8\n")])
            XCTAssertFalse(result.isError)
            XCTAssertEqual(result.structured?["passed"], .bool(true))
            XCTAssertEqual(result.structured?["verdict"], .string("passed"))
            XCTAssertEqual(result.structured?["details"], .array([]))
            XCTAssertNil(result.structured?["reason"])
            let transcript = """
                open repos
                #> [0.000s] nav.depth: 0 → 1
                #> [0.000s] nav.screen: null → "repos"
                #> [0.000s] nav.title: null → "Search repos for username"
                type searchBar octocat
                #> [0.000s] searchBar.editing: false → true
                #> [0.000s] searchBar.text: "" → "octocat"
                settle
                #> [0.500s] activity.visible: false → true
                #> [0.700s] table.count: 0 → 8
                #> [0.700s] table: +8 rows (0–7)
                #> [0.700s] activity.visible: true → false
                expect table.count == 8

                """
            XCTAssertEqual(result.structured?["transcript"], .string(transcript))
            XCTAssertEqual(result.text, transcript + "passed")
            // A separate session: the connection's own has nothing open.
            XCTAssertEqual(client.call("state", ["path": .string("nav.depth")]).text, "0")
            XCTAssertEqual(client.call("transcript").text, MCPTranscript.header + "\nset autosettle off\n")
        }
    }

    func testRunScriptFailsAScriptWithAFailingExpect() {
        MainActor.assumeIsolated { () -> Void in
            let result = MCPTestClient().call("run_script", ["text": .string("open repos\ntype searchBar octocat\nsettle\nexpect table.count == 3\n")])
            XCTAssertFalse(result.isError, "the script ran; it failed")
            XCTAssertEqual(result.structured?["passed"], .bool(false))
            XCTAssertEqual(result.structured?["verdict"], .string("failed"))
            XCTAssertEqual(result.structured?["reason"], .string("1 expect failed"))
            XCTAssertEqual(result.structured?["details"], .array([.string("<script>:4: expect failed: table.count == 3\n  expected: == 3\n  actual:   8")]))
            XCTAssertTrue(result.text.hasSuffix("""
                expect table.count == 3
                #> expect failed: table.count == 3
                #>   expected: == 3
                #>   actual:   8
                failed: 1 expect failed
                <script>:4: expect failed: table.count == 3
                  expected: == 3
                  actual:   8
                """), result.text)
        }
    }

    /// `#>` lines the script carries are checked as `rxs test` checks them.
    func testRunScriptFailsAScriptWhoseGoldenLinesDiffer() {
        MainActor.assumeIsolated { () -> Void in
            let result = MCPTestClient().call("run_script", ["text": .string("open repos\n#> [0.000s] nav.depth: 0 → 2\n")])
            XCTAssertEqual(result.structured?["passed"], .bool(false))
            XCTAssertEqual(result.structured?["reason"], .string("transcript differs"))
        }
    }

    func testRunScriptReportsAScriptThatDoesNotParse() {
        MainActor.assumeIsolated { () -> Void in
            let result = MCPTestClient().call("run_script", ["text": .string("open repos\nbogus\n")])
            XCTAssertFalse(result.isError)
            XCTAssertEqual(result.structured?["verdict"], .string("error"))
            XCTAssertEqual(result.structured?["details"], .array([.string(
                "<script>:2:1: error: unknown command 'bogus'\nbogus\n^~~~~\nhelp lists the commands")]))
            XCTAssertNil(result.structured?["transcript"])
            XCTAssertEqual(result.text, "error: script error\n<script>:2:1: error: unknown command 'bogus'\nbogus\n^~~~~\nhelp lists the commands")
        }
    }
}
