import APIClient
import Apps
import RxUI
import Foundation
import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsSession

/// Each tool's result: its text, its structuredContent, and isError for bad lines and bad
/// arguments, after which the session goes on.
final class MCPToolTests: XCTestCase {
    func testScreensListsTheRegistrysScreens() {
        MainActor.assumeIsolated { () -> Void in
            let result = MCPTestClient().call("screens")
            XCTAssertFalse(result.isError)
            XCTAssertEqual(result.text, AppCatalog.registry.names.joined(separator: "\n"))
            XCTAssertEqual(result.structured, .object(["screens": .array(AppCatalog.registry.names.map { .string($0) })]))
            XCTAssertTrue(AppCatalog.registry.names.contains("repos"))
        }
    }

    /// A package's own command passes its own registry (`RxsMain.run(…, screens:)`): the tools
    /// see those screens and no built-in one.
    func testAPackagesOwnScreensAreTheOnesServed() {
        MainActor.assumeIsolated { () -> Void in
            var options = SessionOptions()
            options.registry = { TestScreens.registry }
            let client = MCPTestClient(options: options)
            XCTAssertEqual(client.call("screens").text, "form\nticker\nported\napplication\nlifecycle\nburst\npresenter\nposts")
            XCTAssertEqual(client.step("open repos").text, """
                <input>:1:6: error: unknown screen 'repos'
                open repos
                     ^~~~~
                choose from form, ticker, ported, application, lifecycle, burst, presenter, posts
                """)
            // Opening settles the form's first debounce, at 0.5 s.
            XCTAssertFalse(client.step("open form").isError)
            XCTAssertEqual(client.step("type nameField Ada").text, """
                [0.500s] nameField.editing: false → true
                [0.500s] nameField.text: "" → "Ada"
                [0.500s] sendButton.enabled: false → true
                [1.000s] echo.text: "" → "Ada"
                """)
            XCTAssertEqual(client.call("describe", ["screen": .string("form")]).structured?["elements"]?.serialized,
                           #"[{"id":"nameField","kind":"textField","paths":["nameField.editing","# +
                           #""nameField.hidden","nameField.placeholder","nameField.text"]},{"id":"sendButton","kind":"button","# +
                           #""paths":["sendButton.enabled","sendButton.hidden","sendButton.title"]},{"id":"echo","kind":"label","# +
                           #""paths":["echo.hidden","echo.text"]}]"#)
        }
    }

    func testDescribeIsWhatRxsDescribePrintsWithItsParts() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let result = MCPTestClient().call("describe", ["screen": .string("repos")])
            XCTAssertFalse(result.isError)
            var options = SessionOptions.builtIn
            options.network = .fixtures(directories: [])
            XCTAssertEqual(result.text, try ScreenCommands.describe(["repos"], options: options))
            XCTAssertTrue(result.text.hasPrefix("screen repos: \"Search repos for username\"\nid         kind       paths\n"))
            let structured = try XCTUnwrap(result.structured)
            XCTAssertEqual(structured["screen"], .string("repos"))
            XCTAssertEqual(structured["title"], .string("Search repos for username"))
            guard case .array(let elements)? = structured["elements"] else { return XCTFail("no elements") }
            XCTAssertEqual(elements.compactMap { $0["id"]?.stringValue }, ["searchBar", "table"])
            XCTAssertEqual(elements.compactMap { $0["kind"]?.stringValue }, ["searchBar", "table"])
            XCTAssertEqual(elements[1]["paths"], .array(["table.count", "table.hidden", "table.refreshing", "table.selected",
                                                         "table[<row>].title", "table[<row>].subtitle", "table[<row>].detail",
                                                         "table[<row>].image"].map { .string($0) }))
            XCTAssertEqual(structured["common"]?.serialized, #"["nav.depth","nav.screen","nav.title","alert.visible","# +
                           #""alert.title","alert.message","alert.buttons","hud.visible","activity.visible","opened.url","time.ms"]"#)
        }
    }

    func testDescribeOfAScreenThereIsNoneOfIsAToolError() {
        MainActor.assumeIsolated { () -> Void in
            let result = MCPTestClient().call("describe", ["screen": .string("rpos")])
            XCTAssertTrue(result.isError)
            XCTAssertEqual(result.text, #"describe: no screen "rpos"; did you mean "repos"?"#)
            XCTAssertNil(result.structured)
        }
    }

    func testStepAnswersTheChangeLinesAndTheStepAsJSON() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let client = MCPTestClient()
            let open = client.step("open repos")
            XCTAssertFalse(open.isError)
            XCTAssertEqual(open.text, """
                [0.000s] nav.depth: 0 → 1
                [0.000s] nav.screen: null → "repos"
                [0.000s] nav.title: null → "Search repos for username"
                """)
            XCTAssertEqual(open.structured?["line"], .int(1))
            XCTAssertEqual(open.structured?["t"], .int(0))
            XCTAssertEqual(open.structured?["command"], .string("open repos"))
            guard case .array(let changes)? = open.structured?["changes"] else { return XCTFail("no changes") }
            XCTAssertEqual(changes.first, .object(["t": .int(0), "path": .string("nav.depth"), "old": .int(0), "new": .int(1),
                                                   "text": .string("[0.000s] nav.depth: 0 → 1")]))
            let typed = client.step("keys searchBar octocat every 100ms")
            XCTAssertTrue(typed.text.hasSuffix("""
                [0.600s] searchBar.text: "octoca" → "octocat"
                [1.100s] activity.visible: false → true
                [1.300s] table.count: 0 → 8
                [1.300s] table: +8 rows (0–7)
                [1.300s] activity.visible: true → false
                """), typed.text)
            XCTAssertEqual(typed.structured?["t"], .int(1300))
            let wait = client.step("wait 700ms")
            XCTAssertEqual(wait.text, "")
            XCTAssertEqual(wait.structured, .object(["line": .int(3), "t": .int(2000), "command": .string("wait 700ms"), "changes": .array([])]))
            let expect = client.step("expect table.count == 3")
            XCTAssertFalse(expect.isError, "a failed expect is an answer, not a bad line")
            XCTAssertEqual(expect.text, "expect failed: table.count == 3\n  expected: == 3\n  actual:   8")
            XCTAssertEqual(expect.structured?["failure"], .object([
                "path": .string("table.count"), "op": .string("=="), "expected": .int(3), "actual": .int(8),
                "message": .string("expect failed: table.count == 3\n  expected: == 3\n  actual:   8"),
            ]))
        }
    }

    /// What the code under test prints during a step is a log line there, not stdout.
    func testPrintedLinesAreTheStepsLog() {
        MainActor.assumeIsolated { () -> Void in
            var options = SessionOptions()
            options.registry = { TestScreens.registry }
            let client = MCPTestClient(options: options)
            XCTAssertFalse(client.step("open ported").isError)
            XCTAssertFalse(client.step("type username ada").isError)
            let tapped = client.step("tap check")
            XCTAssertTrue(tapped.text.contains("log: check tapped for ada"), tapped.text)
            guard case .array(let log)? = tapped.structured?["log"] else { return XCTFail("no log: \(tapped.json.serialized)") }
            XCTAssertEqual(log.first?["message"], .string("check tapped for ada"))
        }
    }

    func testABadLineIsAToolErrorWithTheREPLsMessageAndTheSessionGoesOn() {
        MainActor.assumeIsolated { () -> Void in
            let client = MCPTestClient()
            XCTAssertFalse(client.step("open repos").isError)
            let bad = client.step("tap nothing")
            XCTAssertTrue(bad.isError)
            XCTAssertEqual(bad.text, """
                <input>:2:5: error: unknown element 'nothing' on screen repos
                tap nothing
                    ^~~~~~~
                choose from searchBar, table
                """)
            XCTAssertEqual(bad.structured?["error"], .string(
                "<input>:2:5: error: unknown element 'nothing' on screen repos — choose from searchBar, table"))
            let unknown = client.step("opne repos")
            XCTAssertTrue(unknown.isError)
            XCTAssertTrue(unknown.text.hasPrefix("<input>:3:1: error: unknown command 'opne'"), unknown.text)
            let typed = client.step("type searchBar octocat")
            XCTAssertFalse(typed.isError)
            XCTAssertEqual(client.call("state", ["path": .string("table.count")]).text, "8")
        }
    }

    func testBadArgumentsAreToolErrorsNamingWhatIsWrong() {
        MainActor.assumeIsolated { () -> Void in
            let client = MCPTestClient()
            let cases: [(String, JSONValue, String)] = [
                ("step", .object([:]), "step needs line: one .rxs line, e.g. open repos"),
                ("step", .object(["line": .int(5)]), "step: line must be a string, not a number"),
                ("step", .object(["lien": .string("open repos")]), "step: unknown argument 'lien' — did you mean line?"),
                ("step", .object(["line": .string("open repos"), "json": .bool(true)]), "step: unknown argument 'json'; it takes line"),
                ("step", .array([]), "step: arguments must be an object, not an array"),
                ("step", .object(["line": .string("open repos\ntap x")]),
                 "step runs one line; this text holds 2: send them one at a time, or the whole script to run_script"),
                ("show", .object(["screen": .string("repos")]), "show: unknown argument 'screen'; it takes no arguments"),
                ("describe", .object(["screen": .null]), "describe needs screen: the name of a screen, as screens lists them"),
                ("run_script", .object(["text": .array([])]), "run_script: text must be a string, not an array"),
            ]
            for (tool, arguments, message) in cases {
                let reply = client.request("tools/call", ["name": .string(tool), "arguments": arguments])
                let result = MCPTestClient.ToolResult(json: reply["result"] ?? .null)
                XCTAssertTrue(result.isError, message)
                XCTAssertEqual(result.text, message)
            }
            // None of them ran a line: the next one is line 1.
            XCTAssertEqual(client.step("open repos").structured?["line"], .int(1))
        }
    }

    func testShowDrawsTheScreenAsTheShowLineDoes() {
        MainActor.assumeIsolated { () -> Void in
            let client = MCPTestClient()
            _ = client.step("open repos")
            let shown = client.call("show")
            XCTAssertFalse(shown.isError)
            let lines = shown.text.split(separator: "\n").map(String.init)
            XCTAssertEqual(lines.first, "┌" + String(repeating: "─", count: 38) + "┐")
            XCTAssertEqual(lines[1], "│ t=0.000s                             │")
            XCTAssertEqual(lines[2], "│      Search repos for username       │")
            XCTAssertEqual(shown.text, client.step("show").text, "the tool and the line draw the same")
        }
    }

    func testShowHonoursTheWidthOption() {
        MainActor.assumeIsolated { () -> Void in
            var options = SessionOptions.builtIn
            options.phoneWidth = 60
            let client = MCPTestClient(options: options)
            _ = client.step("open repos")
            XCTAssertEqual(client.call("show").text.split(separator: "\n").first, Substring("┌" + String(repeating: "─", count: 58) + "┐"))
        }
    }

    func testStateIsTheSnapshotOrTheValueOfOnePath() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let client = MCPTestClient()
            _ = client.step("open repos")
            _ = client.step("type searchBar octocat")
            let whole = client.call("state")
            XCTAssertFalse(whole.isError)
            XCTAssertEqual(whole.text + "\n", JSONRenderer().render(client.server.connection.session.snapshot, previous: nil))
            let screen = try XCTUnwrap(whole.structured?["screens"].flatMap { if case .array(let s) = $0 { s.first } else { nil } })
            XCTAssertEqual(screen["name"], .string("repos"))
            guard case .array(let elements)? = screen["elements"], case .array(let rows)? = elements[1]["rows"] else {
                return XCTFail("no rows: \(whole.text)")
            }
            XCTAssertEqual(rows.compactMap { $0["title"]?.stringValue }, [
                "boysenberry-repo-1", "git-consortium", "hello-worId", "Hello-World", "linguist", "octocat.github.io",
                "Spoon-Knife", "test-repo1",
            ])
            let title = client.call("state", ["path": .string("table[3].title")])
            XCTAssertEqual(title.text, #""Hello-World""#)
            XCTAssertEqual(title.structured, .object(["path": .string("table[3].title"), "value": .string("Hello-World")]))
            XCTAssertEqual(client.call("state", ["path": .string("table.count")]).structured?["value"], .int(8))
            let bad = client.call("state", ["path": .string("tabel.count")])
            XCTAssertTrue(bad.isError)
            XCTAssertEqual(bad.text, #"state: no path "tabel.count" on screen "repos"; did you mean "table.count"?"#)
        }
    }

    func testQuitLeavesTheSessionOpen() {
        MainActor.assumeIsolated { () -> Void in
            let client = MCPTestClient()
            _ = client.step("open repos")
            let quit = client.step("quit")
            XCTAssertFalse(quit.isError)
            XCTAssertEqual(quit.text, "quit ends nothing here: the session goes on until the client disconnects; reset starts a fresh one")
            XCTAssertEqual(client.call("state", ["path": .string("nav.screen")]).text, #""repos""#)
        }
    }

    func testResetStartsAFreshSession() {
        MainActor.assumeIsolated { () -> Void in
            let client = MCPTestClient()
            _ = client.step("open repos")
            _ = client.step("wait 2s")
            let reset = client.call("reset")
            XCTAssertFalse(reset.isError)
            XCTAssertEqual(reset.text, "a fresh session: no screen open, the clock at 0.000s")
            XCTAssertEqual(client.call("state", ["path": .string("nav.depth")]).text, "0")
            XCTAssertEqual(client.call("state", ["path": .string("time.ms")]).text, "0")
            XCTAssertEqual(client.step("bogus").text.prefix(18), "<input>:1:1: error", "lines count from 1 again")
            XCTAssertEqual(client.call("transcript").text, MCPTranscript.header + "\nset autosettle off\n")
        }
    }
}
