import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

final class EventCommandTests: XCTestCase {
    func testOpen() {
        let open = parsed("open repos", as: OpenCommand.self)
        XCTAssertEqual(open?.screen.value, "repos")
        XCTAssertEqual(open?.screen.span.location.column, 6)
        XCTAssertEqual(oneLineError("open"), "demo.rxs:1:5: error: missing <screen> for open — usage: open <screen>")
        XCTAssertEqual(oneLineError("open repos feed"),
            "demo.rxs:1:12: error: unexpected argument 'feed' for open — usage: open <screen>")
    }

    func testType() {
        let type = parsed("type searchField \"RxSwift MVVM\"", as: TypeCommand.self)
        XCTAssertEqual(type?.element.value, "searchField")
        XCTAssertEqual(type?.text.value, "RxSwift MVVM")
        XCTAssertEqual(parsed("type searchBar \"\"", as: TypeCommand.self)?.text.value, "")
        XCTAssertEqual(parsed("type searchBar true", as: TypeCommand.self)?.text.value, "true")
    }

    func testTypeWrongArity() {
        XCTAssertEqual(diagnostic("type searchBar"), """
            demo.rxs:1:15: error: missing <text> for type
            type searchBar
                          ^
            usage: type <id> <text>
            """)
        XCTAssertEqual(oneLineError("type"), "demo.rxs:1:5: error: missing <id> for type — usage: type <id> <text>")
        XCTAssertEqual(diagnostic("type searchField RxSwift MVVM sample"), """
            demo.rxs:1:26: error: unexpected argument 'MVVM' for type
            type searchField RxSwift MVVM sample
                                     ^~~~
            usage: type <id> <text>
            quote text with spaces: "RxSwift MVVM sample"
            """)
    }

    func testElementIdsAreIdentifiers() {
        XCTAssertEqual(oneLineError("type search-bar x"),
            "demo.rxs:1:6: error: 'search-bar' is not an element id — ids are ASCII letters, digits and _, e.g. searchBar")
        XCTAssertEqual(oneLineError("type searchBar.text x"),
            "demo.rxs:1:6: error: 'searchBar.text' is not an element id — use the id alone: searchBar")
        XCTAssertEqual(oneLineError("tap \"\""),
            "demo.rxs:1:5: error: '' is not an element id — ids are ASCII letters, digits and _, e.g. searchBar")
    }

    func testKeys() {
        let keys = parsed("keys searchBar octocat", as: KeysCommand.self)
        XCTAssertEqual(keys?.text.value, "octocat")
        XCTAssertNil(keys?.every)
        XCTAssertEqual(keys?.interval, ScriptDuration(milliseconds: 100))
        let slow = parsed("keys searchBar \"octo cat\" every 0.6s", as: KeysCommand.self)
        XCTAssertEqual(slow?.text.value, "octo cat")
        XCTAssertEqual(slow?.interval, ScriptDuration(milliseconds: 600))
        XCTAssertEqual(slow?.every?.span.location.column, 33)
    }

    func testKeysErrors() {
        XCTAssertEqual(oneLineError("keys searchBar octocat every"),
            "demo.rxs:1:29: error: missing <dur> for keys — usage: keys <id> <text> [every <dur>]")
        XCTAssertEqual(oneLineError("keys searchBar octocat every fast"),
            "demo.rxs:1:30: error: 'fast' is not a duration — write it like 250ms, 0.5s, 2s or 1m")
        XCTAssertEqual(oneLineError("keys searchBar octocat evry 600ms"),
            "demo.rxs:1:24: error: expected 'every' before the interval, got 'evry' — did you mean every? — usage: keys <id> <text> [every <dur>]")
        XCTAssertEqual(oneLineError("keys searchBar hello very"),
            "demo.rxs:1:22: error: unexpected argument 'very' for keys — usage: keys <id> <text> [every <dur>] — quote text with spaces: \"hello very\"")
        XCTAssertEqual(oneLineError("keys searchBar octocat every 1s more"),
            "demo.rxs:1:33: error: unexpected argument 'more' for keys — usage: keys <id> <text> [every <dur>] — quote text with spaces: \"octocat every 1s more\"")
    }

    func testTapAndReturn() {
        XCTAssertEqual(parsed("tap searchButton", as: TapCommand.self)?.element.value, "searchButton")
        XCTAssertEqual(oneLineError("tap"), "demo.rxs:1:4: error: missing <id> for tap — usage: tap <id>")
        XCTAssertNil(parsed("return", as: ReturnCommand.self)?.element)
        XCTAssertEqual(parsed("return searchField", as: ReturnCommand.self)?.element?.value, "searchField")
        XCTAssertEqual(oneLineError("return a b"), "demo.rxs:1:10: error: unexpected argument 'b' for return — usage: return [<id>]")
    }

    func testCommandsWithoutArguments() {
        XCTAssertNotNil(parsed("refresh", as: RefreshCommand.self))
        XCTAssertNotNil(parsed("back", as: BackCommand.self))
        XCTAssertEqual(oneLineError("refresh table"), "demo.rxs:1:9: error: unexpected argument 'table' for refresh — usage: refresh")
        XCTAssertEqual(oneLineError("back 2"), "demo.rxs:1:6: error: unexpected argument '2' for back — usage: back")
    }

    func testSelectAndDeleteRows() {
        XCTAssertEqual(parsed("select 0", as: SelectCommand.self)?.row.value, 0)
        XCTAssertEqual(parsed("delete 9", as: DeleteCommand.self)?.row.value, 9)
        XCTAssertEqual(oneLineError("select"),
                       "demo.rxs:1:7: error: missing <row> for select — usage: select <row> — usage: select <section>.<row>")
        XCTAssertEqual(oneLineError("select first"), "demo.rxs:1:8: error: row 'first' is not a number — rows are counted from 0")
        XCTAssertEqual(oneLineError("delete -1"), "demo.rxs:1:8: error: row -1 is out of range — rows are counted from 0")
        XCTAssertEqual(oneLineError("delete 1.5"), "demo.rxs:1:8: error: row '1.5' is not a number — rows are counted from 0")
        // In a table of sections, `select <section>.<row>`.
        let sectioned = parsed("select 1.5", as: SelectCommand.self)
        XCTAssertEqual(sectioned?.section, 1)
        XCTAssertEqual(sectioned?.row.value, 5)
        XCTAssertEqual(sectioned?.description, "select 1.5")
        XCTAssertEqual(oneLineError("select 1.x"),
                       "demo.rxs:1:8: error: '1.x' is not <section>.<row> — usage: select <row> — usage: select <section>.<row>")
    }

    func testDismiss() {
        XCTAssertNil(parsed("dismiss", as: DismissCommand.self)?.button)
        XCTAssertEqual(parsed("dismiss OK", as: DismissCommand.self)?.button?.value, "OK")
        XCTAssertEqual(parsed("dismiss \"Try again\"", as: DismissCommand.self)?.button?.value, "Try again")
        XCTAssertEqual(oneLineError("dismiss Try again"),
            "demo.rxs:1:13: error: unexpected argument 'again' for dismiss — usage: dismiss [<button>] — quote text with spaces: \"Try again\"")
    }
}
