import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

final class SessionCommandTests: XCTestCase {
    func testWaitAndSettle() {
        XCTAssertEqual(parsed("wait 500ms", as: WaitCommand.self)?.duration.value, ScriptDuration(milliseconds: 500))
        XCTAssertEqual(oneLineError("wait"), "demo.rxs:1:5: error: missing <dur> for wait — usage: wait <dur>")
        XCTAssertEqual(oneLineError("wait 500"), "demo.rxs:1:6: error: duration '500' has no unit — write 500ms, 500s or 500m")
        XCTAssertNotNil(parsed("settle", as: SettleCommand.self))
        XCTAssertEqual(oneLineError("settle 5s"), "demo.rxs:1:8: error: unexpected argument '5s' for settle — usage: settle")
    }

    func testShowAndState() {
        XCTAssertNil(parsed("show", as: ShowCommand.self)?.element)
        XCTAssertEqual(parsed("show table", as: ShowCommand.self)?.element?.value, "table")
        XCTAssertEqual(oneLineError("show table.count"),
            "demo.rxs:1:6: error: 'table.count' is not an element id — use the id alone: table")
        XCTAssertNotNil(parsed("state", as: StateCommand.self))
        XCTAssertEqual(oneLineError("state json"), "demo.rxs:1:7: error: unexpected argument 'json' for state — usage: state")
    }

    func testExpect() {
        let expect = parsed("expect table[0].title == \"Hello World\"", as: ExpectCommand.self)
        XCTAssertEqual(expect?.path.value, ElementPath(element: "table", row: 0, property: "title"))
        XCTAssertEqual(expect?.comparison.value, .equal)
        XCTAssertEqual(expect?.expected.value, .string("Hello World"))
        XCTAssertEqual(expect?.expected.span.location.column, 26)
        XCTAssertEqual(parsed("expect table.count >= 8", as: ExpectCommand.self)?.expected.value, .number(8))
        XCTAssertEqual(parsed("expect alert.visible != true", as: ExpectCommand.self)?.expected.value, .bool(true))
        XCTAssertEqual(parsed("expect searchBar.text == \"true\"", as: ExpectCommand.self)?.expected.value, .string("true"))
        XCTAssertEqual(parsed(#"expect opened.url matches "^https://\w+""#, as: ExpectCommand.self)?.expected.value,
            .string(#"^https://\w+"#))
    }

    func testExpectErrors() {
        XCTAssertEqual(oneLineError("expect table.count"),
            "demo.rxs:1:19: error: missing <op> for expect — usage: expect <path> <op> <value>")
        XCTAssertEqual(oneLineError("expect table.count =="),
            "demo.rxs:1:22: error: missing <value> for expect — usage: expect <path> <op> <value>")
        XCTAssertEqual(diagnostic("expect nav.title == Search repos for username"), """
            demo.rxs:1:28: error: unexpected argument 'repos' for expect
            expect nav.title == Search repos for username
                                       ^~~~~
            usage: expect <path> <op> <value>
            quote text with spaces: "Search repos for username"
            """)
    }

    func testMarbles() {
        XCTAssertEqual(parsed("marbles", as: MarblesCommand.self)?.paths, [])
        let marbles = parsed("marbles searchBar.text table.count", as: MarblesCommand.self)
        XCTAssertEqual(marbles?.paths.map(\.value.description), ["searchBar.text", "table.count"])
        XCTAssertEqual(oneLineError("marbles searchBar.text table"),
            "demo.rxs:1:29: error: missing property after 'table' — write <id>.<property> or <id>[<row>].<property>, e.g. table[0].title")
    }

    func testNet() {
        XCTAssertEqual(parsed("net latency 1s", as: NetCommand.self)?.description, "net latency 1s")
        XCTAssertEqual(parsed("net log", as: NetCommand.self)?.action, .log)
        let fail = parsed("net fail next 503", as: NetCommand.self)
        guard case .failNext(let fault)? = fail?.action else { return XCTFail("not a failure: \(String(describing: fail))") }
        XCTAssertEqual(fault.value, .status(503))
        for name in ["timeout", "offline", "malformed"] {
            XCTAssertEqual(parsed("net fail next \(name)", as: NetCommand.self)?.description, "net fail next \(name)")
        }
    }

    func testNetErrors() {
        let allUsages = "usage: net latency <dur> — usage: net fail next <status|timeout|offline|malformed> — usage: net log"
        XCTAssertEqual(oneLineError("net"), "demo.rxs:1:4: error: missing <latency|fail|log> for net — \(allUsages)")
        XCTAssertEqual(oneLineError("net fial next 500"),
            "demo.rxs:1:5: error: unknown net subcommand 'fial' — did you mean fail? — \(allUsages)")
        XCTAssertEqual(oneLineError("net latency"), "demo.rxs:1:12: error: missing <dur> for net — usage: net latency <dur>")
        XCTAssertEqual(oneLineError("net fail 500"),
            "demo.rxs:1:10: error: expected 'next' after 'net fail', got '500' — write net fail next 500")
        XCTAssertEqual(oneLineError("net fail nxt 500"),
            "demo.rxs:1:10: error: expected 'next' after 'net fail', got 'nxt' — did you mean next?")
        XCTAssertEqual(oneLineError("net fail next"),
            "demo.rxs:1:14: error: missing <status|timeout|offline|malformed> for net — usage: net fail next <status|timeout|offline|malformed>")
        XCTAssertEqual(oneLineError("net fail next 999"),
            "demo.rxs:1:15: error: status 999 is not an HTTP status — use a status from 100 to 599, or timeout, offline or malformed")
        XCTAssertEqual(oneLineError("net fail next timout"),
            "demo.rxs:1:15: error: unknown failure 'timout' — did you mean timeout? — use a status from 100 to 599, or timeout, offline or malformed")
        XCTAssertEqual(oneLineError("net log all"), "demo.rxs:1:9: error: unexpected argument 'all' for net — usage: net log")
    }

    func testSet() {
        XCTAssertEqual(parsed("set autosettle off", as: SetCommand.self)?.setting.value, .autosettle(false))
        XCTAssertEqual(parsed("set autosettle on", as: SetCommand.self)?.setting.value, .autosettle(true))
        XCTAssertEqual(parsed("set seed 42", as: SetCommand.self)?.setting.value, .seed(42))
        XCTAssertEqual(oneLineError("set"),
            "demo.rxs:1:4: error: missing <key> for set — usage: set autosettle on|off — usage: set seed <n> — usage: set settle-timeout <dur>")
        XCTAssertEqual(oneLineError("set autosetle on"),
            "demo.rxs:1:5: error: unknown setting 'autosetle' — did you mean autosettle? — usage: set autosettle on|off — usage: set seed <n> — usage: set settle-timeout <dur>")
        XCTAssertEqual(oneLineError("set autosettle yes"),
            "demo.rxs:1:16: error: autosettle is on or off, got 'yes' — usage: set autosettle on|off")
        XCTAssertEqual(oneLineError("set autosettle"),
            "demo.rxs:1:15: error: missing on|off for set — usage: set autosettle on|off")
        XCTAssertEqual(oneLineError("set seed -3"),
            "demo.rxs:1:10: error: seed '-3' is not a whole number — use a number from 0 to 18446744073709551615")
        XCTAssertEqual(oneLineError("set seed 1 2"), "demo.rxs:1:12: error: unexpected argument '2' for set — usage: set seed <n>")
        XCTAssertEqual(parsed("set settle-timeout 1m", as: SetCommand.self)?.setting.value,
                       .settleTimeout(ScriptDuration(milliseconds: 60_000)))
        XCTAssertEqual(parsed("set settle-timeout 1m", as: SetCommand.self)?.description, "set settle-timeout 1m")
        XCTAssertEqual(oneLineError("set settle-timeout soon"),
            "demo.rxs:1:20: error: 'soon' is not a duration — write it like 250ms, 0.5s, 2s or 1m")
    }

    func testInclude() {
        XCTAssertEqual(parsed("include common/login.rxs", as: IncludeCommand.self)?.file.value, "common/login.rxs")
        XCTAssertEqual(parsed("include \"my flows/a.rxs\"", as: IncludeCommand.self)?.file.value, "my flows/a.rxs")
        XCTAssertEqual(oneLineError("include"), "demo.rxs:1:8: error: missing <file> for include — usage: include <file>")
        XCTAssertEqual(oneLineError("include my flows.rxs"),
            "demo.rxs:1:12: error: unexpected argument 'flows.rxs' for include — usage: include <file> — quote text with spaces: \"my flows.rxs\"")
    }

    func testHelpAndQuit() {
        XCTAssertNil(parsed("help", as: HelpCommand.self)?.topic)
        XCTAssertEqual(parsed("help expect", as: HelpCommand.self)?.topic?.value, "expect")
        XCTAssertEqual(oneLineError("help expcet"), "demo.rxs:1:6: error: unknown command 'expcet' — did you mean expect?")
        XCTAssertNotNil(parsed("quit", as: QuitCommand.self))
        XCTAssertEqual(oneLineError("quit now"), "demo.rxs:1:6: error: unexpected argument 'now' for quit — usage: quit")
    }
}
