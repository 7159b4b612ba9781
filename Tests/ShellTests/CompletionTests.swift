import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

final class CompletionTests: XCTestCase {
    private let context = CompletionContext(
        screens: ["repos", "venues", "feed", "search", "follow"],
        elements: ["searchField", "searchButton", "validMessage", "table"],
        textInputs: ["searchField"],
        buttons: ["searchButton"],
        rowCount: 3,
        alertButtons: ["OK", "Try again"],
        values: ["table.count": "3", "nav.title": "\"GitHub リポジトリ検索\"", "searchButton.enabled": "false"],
        scriptFiles: ["scripts/repos.rxs", "my flows/a.rxs"])

    /// Candidates with the cursor at the end of `line`.
    private func complete(_ line: String) -> [String] {
        LineCompleter.candidates(line: line, cursor: line.endIndex, context: context)
    }

    func testPartialLineWords() {
        XCTAssertEqual(PartialLine("type sea").words, ["type"])
        XCTAssertEqual(PartialLine("type sea").current, "sea")
        XCTAssertEqual(PartialLine("type searchField ").words, ["type", "searchField"])
        XCTAssertEqual(PartialLine("type searchField ").current, "")
        XCTAssertEqual(PartialLine("dismiss \"Try ag").current, "\"Try ag")
        XCTAssertEqual(PartialLine("dismiss \"a b\" ").words, ["dismiss", "a b"])
        XCTAssertEqual(PartialLine("dismiss \"a \\\" b\" ").words, ["dismiss", "a \" b"])
        XCTAssertTrue(PartialLine("open repos # op").isInComment)
        XCTAssertFalse(PartialLine("expect x == C#").isInComment)
    }

    func testCommandNames() {
        XCTAssertEqual(complete(""), CommandRegistry.names)
        XCTAssertEqual(complete("s"), ["select", "slide", "step", "segment", "scroll", "settle", "show", "state", "set"])
        XCTAssertEqual(complete("EX"), ["expect"])
        XCTAssertEqual(complete("zz"), [])
    }

    func testArgumentsFromTheSession() {
        XCTAssertEqual(complete("open f"), ["feed", "follow"])
        XCTAssertEqual(complete("type "), ["searchField"])
        XCTAssertEqual(complete("keys searchField abc "), ["every"])
        XCTAssertEqual(complete("tap s"), ["searchButton"])
        XCTAssertEqual(complete("return "), ["searchField"])
        XCTAssertEqual(complete("select "), ["0", "1", "2"])
        XCTAssertEqual(complete("delete 1"), ["1"])
        XCTAssertEqual(complete("show v"), ["validMessage"])
        XCTAssertEqual(complete("include s"), ["scripts/repos.rxs"])
        XCTAssertEqual(complete("include m"), ["\"my flows/a.rxs\""])
    }

    func testQuotedCandidates() {
        XCTAssertEqual(complete("dismiss "), ["OK", "\"Try again\""])
        XCTAssertEqual(complete("dismiss t"), ["\"Try again\""])
        XCTAssertEqual(complete("dismiss \"Try"), ["\"Try again\""])
    }

    func testExpectCompletesPathThenOperatorThenCurrentValue() {
        XCTAssertEqual(complete("expect "), ["nav.title", "searchButton.enabled", "table.count"])
        XCTAssertEqual(complete("expect table.count "), ["==", "!=", "<", "<=", ">", ">=", "contains", "matches"])
        XCTAssertEqual(complete("expect table.count <"), ["<", "<="])
        XCTAssertEqual(complete("expect table.count == "), ["3"])
        XCTAssertEqual(complete("expect nav.title == "), ["\"GitHub リポジトリ検索\""])
        XCTAssertEqual(complete("expect unknown.path == "), [])
        XCTAssertEqual(complete("marbles table.count s"), ["searchButton.enabled"])
    }

    func testKeywordsOfNetAndSet() {
        XCTAssertEqual(complete("net "), ["latency", "fail", "log"])
        XCTAssertEqual(complete("net fail "), ["next"])
        XCTAssertEqual(complete("net fail next "), ["403", "404", "422", "500", "503", "timeout", "offline", "malformed"])
        XCTAssertEqual(complete("net fail next o"), ["offline"])
        XCTAssertEqual(complete("set "), ["autosettle", "seed", "settle-timeout"])
        XCTAssertEqual(complete("set autosettle "), ["on", "off"])
        XCTAssertEqual(complete("set seed "), [])
        XCTAssertEqual(complete("set settle-timeout "), ["10s", "30s", "1m"])
        XCTAssertEqual(complete("help se"), ["select", "segment", "settle", "set"])
        XCTAssertEqual(complete("wait "), ["100ms", "250ms", "500ms", "1s", "2s"])
    }

    func testNothingAfterTheLastArgumentOrInComments() {
        XCTAssertEqual(complete("refresh "), [])
        XCTAssertEqual(complete("open repos "), [])
        XCTAssertEqual(complete("tpye "), [])
        XCTAssertEqual(complete("open # r"), [])
    }

    func testCursorInTheMiddleCompletesTheWordBeforeIt() {
        let line = "open fe xyz"
        let cursor = line.index(line.startIndex, offsetBy: 7)
        XCTAssertEqual(LineCompleter.candidates(line: line, cursor: cursor, context: context), ["feed"])
    }
}

/// `net`'s fault names are written once (`NetFault.named`): usage, parsing, hints, completion
/// and the canonical line all agree.
final class NetFaultTableTests: XCTestCase {
    func testEveryNamedFaultParsesPrintsAndCompletes() throws {
        XCTAssertEqual(NetFault.placeholder, "<status|timeout|offline|malformed>")
        XCTAssertEqual(NetFault.hint, "use a status from 100 to 599, or timeout, offline or malformed")
        let completions = NetCommand.completions(at: ArgumentPosition(index: 2, previous: ["fail", "next"]),
                                                 in: CompletionContext())
        for (name, fault) in NetFault.named {
            XCTAssertEqual("\(fault)", name)
            XCTAssertTrue(completions.contains(name), name)
            let command = try XCTUnwrap(CommandRegistry.parse(line: "net fail next \(name)", number: 1, file: "t.rxs"))
            XCTAssertEqual("\(command)", "net fail next \(name)")
        }
        for status in NetFault.modelledStatuses {
            XCTAssertTrue(completions.contains(String(status)), "\(status)")
        }
    }
}
