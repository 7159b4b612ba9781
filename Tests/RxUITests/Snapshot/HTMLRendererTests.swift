import RxUI
import XCTest
@testable import RxsSupport

/// The HTML phone screen: what it draws from a snapshot, escaped, with ids for highlighting.
final class HTMLRendererTests: XCTestCase {
    private let renderer = HTMLRenderer()

    func testTheSearchScreenShowsTitleFieldCaretDisabledButtonAndLabelsButNotHiddenOnes() {
        let html = renderer.render(SampleSnapshots.search)
        XCTAssertTrue(html.contains("<span class=\"navtitle\">GitHub リポジトリ検索</span>"), html)
        XCTAssertTrue(html.contains("<div class=\"field editing\" data-id=\"searchField\"><span class=\"text\">rx</span>"
            + "<span class=\"caret\"></span></div>"), html)
        XCTAssertTrue(html.contains("<div class=\"button disabled\" data-id=\"searchButton\">検索</div>"), html)
        XCTAssertTrue(html.contains(">3文字以上入力してください<"), html)
        XCTAssertTrue(html.contains("🔍 絵文字も幅2: 👍🏽 🇯🇵 ok"), html)
        XCTAssertFalse(html.contains("never drawn"))
        XCTAssertTrue(html.contains("<span class=\"clock\">t=1.250s</span>"), html)
        XCTAssertFalse(html.contains("class=\"back\""), "a root screen has no back button")
    }

    func testAnEmptyFieldShowsItsPlaceholder() {
        let snapshot = Snapshot(screens: [ScreenSnapshot(name: "s", title: "S", elements: [
            .searchBar(id: "searchBar", text: "", placeholder: "検索ワード"),
        ])])
        XCTAssertTrue(renderer.render(snapshot).contains("<span class=\"glass\">⌕</span><span class=\"placeholder\">検索ワード</span>"))
    }

    func testRowsAlertNetworkActivityAndSelection() {
        let html = renderer.render(SampleSnapshots.reposWithAlert)
        XCTAssertEqual(html.components(separatedBy: "<div class=\"row").count - 1, 8)
        XCTAssertTrue(html.contains("<div class=\"row selected\" data-id=\"table[2]\">"), html)
        XCTAssertTrue(html.contains("<span class=\"row-subtitle\">https://github.com/octocat/Spoon-Knife</span>"), html)
        XCTAssertTrue(html.contains("<span class=\"netact on\" data-id=\"activity\">⟳ network</span>"), html)
        XCTAssertTrue(html.contains("<div class=\"dimmer\" data-id=\"alert\"><div class=\"alert\" role=\"alertdialog\">"
            + "<div class=\"alert-title\">:(</div><div class=\"alert-message\">No repositories for this user.</div>"
            + "<div class=\"alert-buttons\"><span class=\"alert-button\">OK</span></div></div></div>"), html)
    }

    func testLongTablesEndWithACountOfTheRowsLeftOut() {
        let html = HTMLRenderer(maxRows: 5).render(SampleSnapshots.table(rows: SampleSnapshots.numberedRows(12)))
        XCTAssertEqual(html.components(separatedBy: "<div class=\"row").count - 1, 5)
        XCTAssertTrue(html.contains("<div class=\"more\">… 7 more rows</div>"), html)
        XCTAssertTrue(html.contains("<span class=\"row-detail\">★ 28</span>"), html)
    }

    func testImagesArePlaceholdersNamingTheirURLNeverLoaded() {
        let snapshot = SampleSnapshots.table(rows: [RowSnapshot(title: "octocat", image: "https://avatars.example/u/1?v=4&s=88")])
        let html = renderer.render(snapshot)
        XCTAssertTrue(html.contains("<span class=\"thumb\" style=\"--hue:"), html)
        XCTAssertTrue(html.contains("title=\"https://avatars.example/u/1?v=4&amp;s=88\">o</span>"), html)
        XCTAssertFalse(html.contains("<img"))
        XCTAssertFalse(html.contains("src="))
    }

    func testPushedScreenWebViewHUDAndOpenedURL() {
        let snapshot = Snapshot(
            time: 900,
            screens: [
                ScreenSnapshot(name: "feed", title: "Latest Sketch 100"),
                ScreenSnapshot(name: "entry", title: "Entry", elements: [
                    .webView(id: "web", url: "https://example.com/a", title: "A <b>story</b>", loading: true, canGoBack: true),
                ]),
            ],
            hudVisible: true, openedURL: "https://foursquare.com/v/1")
        let html = renderer.render(snapshot)
        XCTAssertTrue(html.contains("<span class=\"back\">‹ Latest Sketch 100</span>"), html)
        XCTAssertTrue(html.contains("<span class=\"arrow\">‹</span><span class=\"arrow off\">›</span>"
            + "<span class=\"url\">https://example.com/a</span>"), html)
        XCTAssertTrue(html.contains("<div class=\"page-title\">A &lt;b&gt;story&lt;/b&gt;</div><span class=\"spinner\"></span>"), html)
        XCTAssertTrue(html.contains("<div class=\"hud\" data-id=\"hud\">"), html)
        XCTAssertTrue(html.contains(">opened in the browser: https://foursquare.com/v/1</div>"), html)
    }

    func testRefreshingTableAndActivityIndicatorShowSpinners() {
        let snapshot = Snapshot(screens: [ScreenSnapshot(name: "feed", title: "Feed", elements: [
            .activityIndicator(id: "spinner", animating: true),
            .table(id: "table", rows: [], refreshing: true),
        ])])
        let html = renderer.render(snapshot)
        XCTAssertTrue(html.contains("<div class=\"activity\" data-id=\"spinner\"><span class=\"spinner\"></span></div>"), html)
        XCTAssertTrue(html.contains("<div class=\"refresh\"><span class=\"spinner\"></span></div>"
            + "<div class=\"empty\">(no rows)</div>"), html)
    }

    func testWithAPreviousSnapshotTheChangedPartsAreMarked() {
        var after = SampleSnapshots.reposWithAlert
        after.screens[0].elements[1] = .table(id: "table", rows: SampleSnapshots.octocatRows.map {
            $0.title == "linguist" ? RowSnapshot(title: "linguist", subtitle: "moved") : $0
        }, selected: 2)
        after.alert = nil
        let html = renderer.render(after, previous: SampleSnapshots.reposWithAlert)
        XCTAssertTrue(html.contains("<div class=\"table changed\" data-id=\"table\">"), html)
        XCTAssertTrue(html.contains("<div class=\"row changed\" data-id=\"table[4]\">"), html)
        XCTAssertTrue(html.contains("<div class=\"row\" data-id=\"table[3]\">"), html)
        XCTAssertTrue(html.contains("<div class=\"field searchbar\" data-id=\"searchBar\">"), "unchanged parts are not marked")
        XCTAssertFalse(renderer.render(after).contains("changed"), "without a previous snapshot nothing is marked")
    }

    func testChangedIDsNameElementsRowsAndCommonGroups() {
        let ids = HTMLRenderer.changedIDs([
            .value(path: "searchField.text", old: .string(""), new: .string("a")),
            .value(path: "table[3].title", old: .string("x"), new: .string("y")),
            .value(path: "nav.title", old: .null, new: .string("T")),
            .value(path: "alert.visible", old: .bool(false), new: .bool(true)),
            .rows(id: "list", change: .added, indices: [8, 9]),
            .rows(id: "big", change: .added, indices: Array(0..<30)),
        ])
        XCTAssertEqual(ids, ["searchField", "table", "table[3]", "nav", "alert", "list", "list[8]", "list[9]", "big"])
    }

    func testTextIsEscapedForContentAndAttributes() {
        XCTAssertEqual(HTMLText.escaped("a<b & \"c\" 'd'>"), "a&lt;b &amp; &quot;c&quot; &#39;d&#39;&gt;")
        XCTAssertEqual(HTMLText.escaped("tab\tline\nnul\u{0}bell\u{7}c1\u{85}"), "tab\tline\nnul\u{FFFD}bell\u{FFFD}c1\u{FFFD}")
        XCTAssertEqual(HTMLText.escaped("日本語 é ✓"), "日本語 é ✓")
        let snapshot = Snapshot(screens: [ScreenSnapshot(name: "s", title: "<script>alert(1)</script>", elements: [
            .label(id: "x\"><script>", text: "</div>"),
        ])])
        let html = renderer.render(snapshot)
        XCTAssertFalse(html.contains("<script>"), html)
        XCTAssertTrue(html.contains("data-id=\"x&quot;&gt;&lt;script&gt;\">&lt;/div&gt;</div>"), html)
    }

    func testNoScreenOpen() {
        XCTAssertTrue(renderer.render(Snapshot()).contains("<div class=\"empty\">(no screen open)</div>"))
    }
}
