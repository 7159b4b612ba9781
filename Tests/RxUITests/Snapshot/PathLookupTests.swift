import RxUI
import XCTest

final class PathLookupTests: XCTestCase {
    private let search = SampleSnapshots.search
    private let repos = SampleSnapshots.reposWithAlert

    private func message(_ path: String, in snapshot: Snapshot) -> String {
        do {
            let value = try snapshot.value(at: path)
            return "resolved to \(value)"
        } catch {
            return error.description
        }
    }

    func testElementPropertiesResolve() throws {
        XCTAssertEqual(try search.value(at: "searchButton.enabled"), .bool(false))
        XCTAssertEqual(try search.value(at: "validMessage.hidden"), .bool(false))
        XCTAssertEqual(try search.value(at: "searchField.text"), .string("rx"))
        XCTAssertEqual(try repos.value(at: "searchBar.text"), .string("octocat"))
    }

    func testTablePathsResolve() throws {
        XCTAssertEqual(try repos.value(at: "table.count"), .int(8))
        XCTAssertEqual(try repos.value(at: "table.selected"), .int(2))
        XCTAssertEqual(try repos.value(at: "table.refreshing"), .bool(false))
        XCTAssertEqual(try repos.value(at: "table[1].title"), .string("Spoon-Knife"))
        XCTAssertEqual(try repos.value(at: "table[7].subtitle"), .string("https://github.com/octocat/boysenberry-repo-1"))
        XCTAssertEqual(try repos.value(at: "table[0].detail"), .null)
    }

    func testCommonPathsResolve() throws {
        XCTAssertEqual(try repos.value(at: "nav.title"), .string("Search repos for username"))
        XCTAssertEqual(try repos.value(at: "nav.depth"), .int(1))
        XCTAssertEqual(try repos.value(at: "nav.screen"), .string("repos"))
        XCTAssertEqual(try repos.value(at: "alert.visible"), .bool(true))
        XCTAssertEqual(try repos.value(at: "alert.title"), .string(":("))
        XCTAssertEqual(try repos.value(at: "alert.message"), .string("No repositories for this user."))
        XCTAssertEqual(try repos.value(at: "alert.buttons"), .string("OK"))
        XCTAssertEqual(try repos.value(at: "activity.visible"), .bool(true))
        XCTAssertEqual(try repos.value(at: "hud.visible"), .bool(false))
        XCTAssertEqual(try repos.value(at: "opened.url"), .null)
        XCTAssertEqual(try repos.value(at: "time.ms"), .int(3_700))
        XCTAssertEqual(try search.value(at: "alert.title"), .null)
        XCTAssertEqual(try Snapshot().value(at: "nav.depth"), .int(0))
    }

    /// A common path reads its own leaf only: each one gives the value `commonValues` lists
    /// for it, and a row or section on a common group is no leaf.
    func testCommonPathsReadTheLeafCommonValuesLists() throws {
        for snapshot in [repos, search, Snapshot()] {
            for (path, value) in snapshot.commonValues {
                XCTAssertEqual(try snapshot.value(at: path), value, path)
            }
        }
        XCTAssertEqual(message("nav[0].title", in: repos),
                       #"no path "nav[0].title" on screen "repos"; did you mean "nav.title"?"#)
        XCTAssertThrowsError(try repos.value(at: SnapshotPath(id: "nav", section: 0, property: "title"))) { error in
            XCTAssertEqual((error as? PathError)?.description,
                           #"no path "nav[0].title" on screen "repos"; did you mean "nav.title"?"#)
        }
        XCTAssertEqual(message("time", in: repos), #"path "time" needs a property: time.ms"#)
        XCTAssertEqual(message("opened.title", in: repos),
                       #"no path "opened.title" on screen "repos"; opened has url"#)
    }

    func testWebViewPaths() throws {
        let entry = Snapshot(screens: [ScreenSnapshot(name: "entry", title: "Entry", elements: [
            .webView(id: "web", url: "https://example.com/a", title: "A", loading: true, canGoBack: false),
        ])])
        XCTAssertEqual(try entry.value(at: "web.url"), .string("https://example.com/a"))
        XCTAssertEqual(try entry.value(at: "web.title"), .string("A"))
        XCTAssertEqual(try entry.value(at: "web.loading"), .bool(true))
        XCTAssertEqual(try entry.value(at: "web.canGoBack"), .bool(false))
    }

    func testMisspelledPathSuggestsTheClosest() {
        XCTAssertEqual(message("serchButton.enabled", in: search),
                       #"no path "serchButton.enabled" on screen "search"; did you mean "searchButton.enabled"?"#)
        XCTAssertEqual(message("nav.titel", in: search),
                       #"no path "nav.titel" on screen "search"; did you mean "nav.title"?"#)
        XCTAssertEqual(message("table[3].titel", in: repos),
                       #"no path "table[3].titel" on screen "repos"; did you mean "table[3].title"?"#)
        XCTAssertEqual(message("searchField.txt", in: search),
                       #"no path "searchField.txt" on screen "search"; did you mean "searchField.text"?"#)
        let twins = Snapshot(screens: [ScreenSnapshot(name: "twins", title: "Twins", elements: [
            .label(id: "name1", text: "a"), .label(id: "name2", text: "b"),
        ])])
        XCTAssertEqual(message("name.text", in: twins),
                       #"no path "name.text" on screen "twins"; did you mean "name1.text" or "name2.text"?"#)
    }

    func testUnknownPathWithoutCloseMatchListsWhatExists() {
        XCTAssertEqual(message("weather.forecast", in: search),
                       #"no path "weather.forecast" on screen "search"; elements here: searchField, searchButton, validMessage, hint, hidden; common paths start with nav, alert, hud, activity, opened or time"#)
        XCTAssertEqual(message("searchButton.colour", in: search),
                       #"no path "searchButton.colour" on screen "search"; searchButton has enabled, hidden and title"#)
        XCTAssertEqual(message("table[0].avatar", in: repos),
                       #"no path "table[0].avatar" on screen "repos"; table has count, hidden, refreshing, selected, [<row>].title, [<row>].subtitle, [<row>].detail and [<row>].image"#)
        XCTAssertEqual(message("nav.stack", in: search),
                       #"no path "nav.stack" on screen "search"; nav has depth, screen and title"#)
        XCTAssertEqual(message("foo.bar", in: Snapshot()),
                       #"no path "foo.bar" (no screen is open); common paths start with nav, alert, hud, activity, opened or time"#)
    }

    func testRowOutOfRangeSaysHowManyRowsThereAre() {
        XCTAssertEqual(message("table[8].title", in: repos), "row 8 is out of range: table has 8 rows (0–7)")
        let one = SampleSnapshots.table(rows: [RowSnapshot(title: "only")])
        XCTAssertEqual(message("table[1].title", in: one), "row 1 is out of range: table has 1 row (0)")
        let empty = SampleSnapshots.table(rows: [])
        XCTAssertEqual(message("table[0].title", in: empty), "row 0 is out of range: table has no rows")
    }

    func testPathsMissingAPropertyListTheirOptions() {
        XCTAssertEqual(message("searchButton", in: search),
                       #"path "searchButton" needs a property: searchButton.enabled, searchButton.hidden or searchButton.title"#)
        XCTAssertEqual(message("table[2]", in: repos),
                       #"path "table[2]" needs a property: table[2].title, table[2].subtitle, table[2].detail or table[2].image"#)
        XCTAssertEqual(message("alert", in: search),
                       #"path "alert" needs a property: alert.visible, alert.title, alert.message or alert.buttons"#)
    }

    func testIndexingSomethingThatIsNotATable() {
        XCTAssertEqual(message("searchButton[0].title", in: search),
                       #"no rows in "searchButton[0].title": searchButton is a button, not a table"#)
    }

    func testMalformedPaths() {
        for path in ["", "table[x].title", "table[1", "table[-1].title", ".title", "table.", "a b.c", "table[1]title"] {
            XCTAssertEqual(message(path, in: repos),
                           "malformed path \"\(path)\": expected <id>.<property>, <id>.count or <id>[<row>].<property>",
                           path)
        }
    }

    func testPathListingCoversEveryResolvablePath() throws {
        let paths = repos.paths()
        XCTAssertEqual(Array(paths.prefix(3)), ["nav.depth", "nav.screen", "nav.title"])
        XCTAssertTrue(paths.contains("searchBar.text"))
        XCTAssertTrue(paths.contains("table[7].image"))
        XCTAssertEqual(paths.count, 11 + 4 + 4 + 8 * 4)
        for path in paths { XCTAssertNoThrow(try repos.value(at: path), path) }
        XCTAssertFalse(repos.paths(includingRows: false).contains("table[0].title"))
        XCTAssertTrue(repos.paths(includingRows: false).contains("table.count"))
    }
}
