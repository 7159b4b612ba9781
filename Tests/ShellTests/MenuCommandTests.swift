import Foundation
import XCTest

@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

/// `menu` picks from a button's, bar button item's or row's menu; `page next|previous` swipes
/// a page view controller.
final class MenuCommandTests: XCTestCase, @unchecked Sendable {
    func testLinesSpellBackAsTheyParse() throws {
        let lines = [
            "menu sortButton Date": "menu sortButton Date",
            "menu sortButton \"Direction>Ascending\"": "menu sortButton \"Direction > Ascending\"",
            "menu tableView[2] Delete": "menu tableView[2] Delete",
            "menu tableView[1][0] \"Move to\"": "menu tableView[1][0] \"Move to\"",
            "page next": "page next",
            "page dots previous": "page dots previous",
        ]
        for (line, canonical) in lines {
            XCTAssertEqual(try parseLine(line)?.description, canonical, line)
        }
        let menu = try XCTUnwrap(parsed("menu tableView[1][0] \"A > B\"", as: MenuCommand.self))
        XCTAssertEqual(menu.target.value, "tableView")
        XCTAssertEqual(menu.section, 1)
        XCTAssertEqual(menu.row, 0)
        XCTAssertEqual(menu.item.value, ["A", "B"])
    }

    func testParseErrorsNameThePlace() {
        XCTAssertEqual(oneLineError("menu sortButton"),
            "demo.rxs:1:16: error: missing <item> for menu — usage: menu <id> <item> — usage: menu <list>[<row>] <item>")
        XCTAssertEqual(oneLineError("menu tableView[x] Delete"),
            "demo.rxs:1:6: error: 'tableView[x]' is not <id> or <list>[<row>] — write a row counted from 0, e.g. tableView[2] — usage: menu <id> <item> — usage: menu <list>[<row>] <item>")
        XCTAssertEqual(oneLineError("menu sort.button Date"),
            "demo.rxs:1:6: error: 'sort.button' is not an element id — ids are ASCII letters, digits and _, e.g. searchBar")
        XCTAssertEqual(oneLineError("menu sortButton \"Sort >\""),
            "demo.rxs:1:17: error: 'Sort >' is not a menu item — name an item by its title, or a submenu's item by its path, e.g. \"Sort > By date\"")
        XCTAssertEqual(oneLineError("menu sortButton By date"),
            "demo.rxs:1:20: error: unexpected argument 'date' for menu — usage: menu <id> <item> — usage: menu <list>[<row>] <item> — quote text with spaces: \"By date\"")
    }

    func testAButtonsMenuItemRunsItsHandler() {
        MainActor.assumeIsolated { () -> Void in
            let session = MenuScreens.session()
            session.lines("open notes")
            XCTAssertEqual(session.lines("menu sortButton Date"), ["[0.000s] status.text: \"\" → \"sorted by Date\""])
            XCTAssertEqual(session.lines("menu sortButton \"Direction > Ascending\""),
                           ["[0.000s] status.text: \"sorted by Date\" → \"ascending\""])
            XCTAssertEqual(session.lines("menu sortButton Reset"), ["[0.000s] status.text: \"ascending\" → \"reset\""],
                           "a deferred element's items are the menu's")
            XCTAssertEqual(session.lines("menu moreItem Share"), ["[0.000s] status.text: \"reset\" → \"shared from More\""],
                           "a bar button item's menu; the action's sender is the item")
            XCTAssertEqual(session.lines("tap addItem"), ["[0.000s] status.text: \"shared from More\" → \"added\""],
                           "a bar button item's primary action runs on a tap")
        }
    }

    func testASingleSelectionMenuKeepsOneItemOn() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let session = MenuScreens.session()
            session.lines(["open notes", "menu sortButton Date"])
            let notes = try XCTUnwrap(session.device.window.topScreen as? NotesViewController)
            XCTAssertEqual(notes.orders.map(\.state), [.off, .on])
            session.lines("menu sortButton Title")
            XCTAssertEqual(notes.orders.map(\.state), [.on, .off])
        }
    }

    func testARowsContextMenuItemRunsItsHandler() {
        MainActor.assumeIsolated { () -> Void in
            let session = MenuScreens.session()
            session.lines("open notes")
            XCTAssertEqual(session.lines("menu tableView[1] Delete"), [
                "[0.000s] tableView.count: 3 → 2",
                "[0.000s] tableView: -1 row (1)",
            ])
        }
    }

    func testAnItemsContextMenuReachesTheDelegateThroughRxCocoasProxy() {
        MainActor.assumeIsolated { () -> Void in
            let session = MenuScreens.session()
            session.lines("open notes")
            XCTAssertEqual(session.lines("menu tags[1] Rename"), ["[0.000s] status.text: \"\" → \"rename tag 1\""])
            XCTAssertEqual(session.lines("menu tags[0][0] Rename"), ["[0.000s] status.text: \"rename tag 1\" → \"rename tag 0\""])
            XCTAssertEqual(session.lines("menu tableView[0][1] Delete"), [
                "[0.000s] tableView.count: 3 → 2",
                "[0.000s] tableView: -1 row (1)",
            ], "a row of a section")
            XCTAssertEqual(firstLine(session.error("menu tags[2] Rename")),
                "flow.rxs:1:6: error: row 2 is out of range: tags has 2 rows (0–1)")
            XCTAssertEqual(firstLine(session.error("menu tags[1][0] Rename")),
                "flow.rxs:1:6: error: row 1 is out of range: tags sections has 1 row (0)")
        }
    }

    func testMenuRefusalsSayWhatWasMeant() {
        MainActor.assumeIsolated { () -> Void in
            let session = MenuScreens.session()
            session.lines("open notes")
            XCTAssertEqual(firstLine(session.error("menu sortButton Dat")),
                "flow.rxs:1:6: error: the menu of sortButton has no \"Dat\"; its titles: \"Title\", \"Date\", \"Direction >\", \"Reset\"")
            XCTAssertEqual(firstLine(session.error("menu sortButton \"Direction > Descending\"")),
                "flow.rxs:1:6: error: menu sortButton: the menu item \"Descending\" is disabled")
            XCTAssertEqual(firstLine(session.error("menu sortButton \"Direction > Random\"")),
                "flow.rxs:1:6: error: menu sortButton: the menu item \"Random\" is hidden")
            XCTAssertEqual(firstLine(session.error("menu sortButton \"Direction > Sideways\"")),
                "flow.rxs:1:6: error: the submenu \"Direction\" has no \"Sideways\"; its titles: \"Ascending\", \"Descending\"")
            XCTAssertEqual(firstLine(session.error("menu sortButton Direction")),
                "flow.rxs:1:6: error: \"Direction\" opens a submenu: name an item of it (\"Direction > …\"); its titles: \"Ascending\", \"Descending\"")
            XCTAssertEqual(firstLine(session.error("menu sortButton \"Date > Newest\"")),
                "flow.rxs:1:6: error: \"Date\" is a menu item, not a submenu: nothing opens past it")
            XCTAssertEqual(firstLine(session.error("menu plainButton Date")),
                "flow.rxs:1:6: error: plainButton has no menu: its menu is nil")
            XCTAssertEqual(firstLine(session.error("menu status Date")),
                "flow.rxs:1:6: error: status is a label: it cannot open a menu")
            XCTAssertEqual(firstLine(session.error("menu tableView[1] Pin")),
                "flow.rxs:1:6: error: menu tableView[1]: the menu item \"Pin\" is hidden")
            XCTAssertEqual(firstLine(session.error("menu tableView[2] Delete")),
                "flow.rxs:1:6: error: tableView[2] has no menu: the delegate's contextMenuConfigurationForRowAt returns nil")
            XCTAssertEqual(firstLine(session.error("menu tableView[7] Delete")),
                "flow.rxs:1:6: error: row 7 is out of range: tableView has 3 rows (0–2)")
            XCTAssertEqual(firstLine(session.error("tap sortButton")),
                "flow.rxs:1:5: error: a tap on sortButton opens its menu: pick an item with menu sortButton \"Title\"")
            XCTAssertEqual(firstLine(session.error("tap moreItem")),
                "flow.rxs:1:5: error: a tap on moreItem opens its menu: pick an item with menu moreItem \"Title\"")
        }
    }

    func testAPageViewControllerShowsItsPageAndSwipes() {
        MainActor.assumeIsolated { () -> Void in
            let session = MenuScreens.session()
            session.lines("open pages")
            XCTAssertEqual(session.snapshot.top?.elements.map(\.id), ["pageLabel"])
            XCTAssertEqual(session.lines("page next"), [
                "[0.000s] log: will show page [1]",
                "[0.000s] log: left page [0], completed true",
                "[0.000s] pageLabel.text: \"One\" → \"Two\"",
            ])
            session.lines("page next")
            XCTAssertEqual(firstLine(session.error("page next")),
                "flow.rxs:1:6: error: screen \"pages\" has no next page: its data source returns nil")
            session.lines(["page previous", "page previous"])
            XCTAssertEqual(firstLine(session.error("page previous")),
                "flow.rxs:1:6: error: screen \"pages\" has no previous page: its data source returns nil")
            session.lines("open notes")
            XCTAssertEqual(firstLine(session.error("page next")),
                "flow.rxs:1:6: error: screen \"notes\" shows no page view controller")
        }
    }

    /// Tests/Fixtures/Flows/menus.rxs as a golden transcript (RXS_UPDATE_FLOWS=1 rewrites it).
    func testTheMenusFlowKeepsItsTranscript() {
        let flow = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/Flows/menus.rxs")
        let update = ProcessInfo.processInfo.environment["RXS_UPDATE_FLOWS"] == "1"
        let result = ScriptTest(path: flow.path, sessionOptions: MenuScreens.options, update: update).run()
        XCTAssertEqual(result.verdict, .passed, (result.details + [result.diff ?? ""]).joined(separator: "\n"))
    }

    private func firstLine(_ text: String) -> String {
        String(text.split(separator: "\n", maxSplits: 1).first ?? "")
    }
}
