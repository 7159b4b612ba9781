import RxUI
import XCTest

final class DiffTests: XCTestCase {
    private let renderer = DiffRenderer()

    private func searchScreen(text: String, valid: Bool) -> Snapshot {
        Snapshot(screens: [ScreenSnapshot(name: "search", title: "GitHub リポジトリ検索", elements: [
            .textField(id: "searchField", text: text),
            .button(id: "searchButton", title: "検索", enabled: valid),
            .label(id: "validMessage", text: "3文字以上入力してください", hidden: valid),
        ])])
    }

    func testNothingChangedIsEmpty() {
        XCTAssertEqual(renderer.render(SampleSnapshots.search, previous: SampleSnapshots.search), "")
    }

    func testTimeAloneIsNotAChange() {
        var later = SampleSnapshots.search
        later.time += 500
        XCTAssertEqual(renderer.render(later, previous: SampleSnapshots.search), "")
    }

    func testLeafChangesInDisplayOrder() {
        let diff = renderer.render(searchScreen(text: "rxs", valid: true), previous: searchScreen(text: "rx", valid: false))
        XCTAssertEqual(diff, """
            searchField.text: "rx" → "rxs"
            searchButton.enabled: false → true
            validMessage.hidden: false → true

            """)
    }

    func testLoadingRowsIntoAnEmptyTableIsSummarised() {
        let diff = renderer.render(SampleSnapshots.reposWithAlert, previous: Snapshot(screens: [
            ScreenSnapshot(name: "repos", title: "Search repos for username", elements: [
                .searchBar(id: "searchBar", text: "octocat"), .table(id: "table", rows: []),
            ]),
        ]))
        XCTAssertEqual(diff, """
            table.count: 0 → 8
            table: +8 rows (0–7)
            table.selected: null → 2
            alert.visible: false → true
            alert.title: null → ":("
            alert.message: null → "No repositories for this user."
            alert.buttons: null → "OK"
            activity.visible: false → true

            """)
    }

    func testRowsInsertedRemovedAndChanged() {
        let rows = SampleSnapshots.numberedRows(10)
        var inserted = rows
        inserted.insert(RowSnapshot(title: "new"), at: 4)
        XCTAssertEqual(SnapshotDiff.changes(from: SampleSnapshots.table(rows: rows), to: SampleSnapshots.table(rows: inserted)).map(\.description),
                       ["table.count: 10 → 11", "table: +1 row (4)"])
        var removed = rows
        removed.removeSubrange(2...4)
        XCTAssertEqual(SnapshotDiff.changes(from: SampleSnapshots.table(rows: rows), to: SampleSnapshots.table(rows: removed)).map(\.description),
                       ["table.count: 10 → 7", "table: -3 rows (2–4)"])
        var swapped = rows
        swapped[3] = RowSnapshot(title: "octocat", subtitle: "https://github.com/octocat", detail: rows[3].detail)
        XCTAssertEqual(SnapshotDiff.changes(from: SampleSnapshots.table(rows: rows), to: SampleSnapshots.table(rows: swapped)).map(\.description),
                       [#"table[3].title: "Row 3" → "octocat""#, #"table[3].subtitle: "https://example.com/3" → "https://github.com/octocat""#])
    }

    func testManyChangedRowsAreOneLine() {
        let old = SampleSnapshots.numberedRows(10)
        let new = old.enumerated().map { index, row in index % 3 == 0 ? row : RowSnapshot(title: "changed \(index)") }
        XCTAssertEqual(SnapshotDiff.changes(from: SampleSnapshots.table(rows: old), to: SampleSnapshots.table(rows: new)).map(\.description),
                       ["table: 6 rows changed (1–2, 4–5, 7–8)"])
    }

    func testElementsThatAppearAndVanishListEveryPathInPathOrder() {
        let before = Snapshot(screens: [ScreenSnapshot(name: "list", title: "List", elements: [
            .table(id: "rows", rows: SampleSnapshots.numberedRows(2), selected: 1),
            .label(id: "kept", text: "same"),
        ])])
        let after = Snapshot(screens: [ScreenSnapshot(name: "list", title: "List", elements: [
            .label(id: "kept", text: "same"),
            .button(id: "go", title: "Go", enabled: false),
        ])])
        XCTAssertEqual(SnapshotDiff.changes(from: before, to: after).map(\.description), [
            "go.enabled: (none) → false", "go.hidden: (none) → false", "go.title: (none) → \"Go\"",
            "rows.count: 2 → (none)", "rows.hidden: false → (none)", "rows.refreshing: false → (none)",
            "rows.selected: 1 → (none)",
        ])
        XCTAssertEqual(SnapshotDiff.changes(from: after, to: before).map(\.description), [
            "rows.count: (none) → 2", "rows: +2 rows (0–1)", "rows.hidden: (none) → false",
            "rows.refreshing: (none) → false", "rows.selected: (none) → 1",
            "go.enabled: false → (none)", "go.hidden: false → (none)", "go.title: \"Go\" → (none)",
        ])
    }

    func testPushShowsTheNewScreenAndPopComparesWithTheCoveredOne() {
        let list = ScreenSnapshot(name: "search", title: "Search", elements: [.textField(id: "searchField", text: "rxswift")])
        let results = ScreenSnapshot(name: "results", title: "rxswift", elements: [.table(id: "table", rows: SampleSnapshots.numberedRows(2))])
        let pushed = renderer.render(Snapshot(screens: [list, results]), previous: Snapshot(screens: [list], hudVisible: true))
        XCTAssertEqual(pushed, """
            nav.depth: 1 → 2
            nav.screen: "search" → "results"
            nav.title: "Search" → "rxswift"
            table.count: (none) → 2
            table: +2 rows (0–1)
            table.hidden: (none) → false
            table.refreshing: (none) → false
            table.selected: (none) → null
            hud.visible: true → false

            """)
        let popped = renderer.render(Snapshot(screens: [list]), previous: Snapshot(screens: [list, results]))
        XCTAssertEqual(popped, """
            nav.depth: 2 → 1
            nav.screen: "results" → "search"
            nav.title: "rxswift" → "Search"

            """)
    }

    func testThousandRowTableWithOneChangedRowMatchesGolden() {
        let rows = SampleSnapshots.numberedRows(1_000)
        var edited = rows
        edited[500].title = "Row 500 (edited)"
        var grown = rows
        grown.append(contentsOf: SampleSnapshots.numberedRows(1_008).suffix(8))
        var text = "# one row changed\n"
        text += renderer.render(SampleSnapshots.table(rows: edited), previous: SampleSnapshots.table(rows: rows))
        text += "# 8 rows appended\n"
        text += renderer.render(SampleSnapshots.table(rows: grown), previous: SampleSnapshots.table(rows: rows))
        text += "# first row deleted\n"
        text += renderer.render(SampleSnapshots.table(rows: Array(rows.dropFirst())), previous: SampleSnapshots.table(rows: rows))
        text += "# every row replaced\n"
        text += renderer.render(SampleSnapshots.table(rows: rows.reversed()), previous: SampleSnapshots.table(rows: rows))
        assertGolden(text, named: "table-1000-diff.txt")
    }

    func testRangesElideAfterFive() {
        let rows = SampleSnapshots.numberedRows(20)
        let new = rows.enumerated().map { index, row in index.isMultiple(of: 2) ? RowSnapshot(title: "x\(index)") : row }
        XCTAssertEqual(SnapshotDiff.changes(from: SampleSnapshots.table(rows: rows), to: SampleSnapshots.table(rows: new)).map(\.description),
                       ["table: 10 rows changed (0, 2, 4, 6, 8, …)"])
    }

    /// Up to `rowDetailLimit` changed rows are shown field by field, in field order, and one
    /// more makes one summary line; a row that differs only where no field shows makes none.
    func testChangedRowsAtTheDetailLimit() {
        let rows = SampleSnapshots.numberedRows(10)
        func changes(to new: [RowSnapshot]) -> [String] {
            SnapshotDiff.changes(from: SampleSnapshots.table(rows: rows), to: SampleSnapshots.table(rows: new)).map(\.description)
        }
        var three = rows
        three[1].title = "a"
        three[4] = RowSnapshot(title: "Row 4", subtitle: nil, detail: "d", image: "i.png")
        three[7].title = "c"
        XCTAssertEqual(changes(to: three), [
            #"table[1].title: "Row 1" → "a""#, #"table[4].subtitle: "https://example.com/4" → null"#,
            #"table[4].detail: "★ 28" → "d""#, #"table[4].image: null → "i.png""#, #"table[7].title: "Row 7" → "c""#,
        ])
        var four = three
        four[8].title = "e"
        XCTAssertEqual(changes(to: four), ["table: 4 rows changed (1, 4, 7–8)"])
        var sectionOnly = rows
        sectionOnly[5].section = 0
        XCTAssertEqual(changes(to: sectionOnly), [])
        var addressed = rows
        addressed[2].section = 1
        addressed[2].rowInSection = 0
        addressed[2].title = "f"
        XCTAssertEqual(changes(to: addressed), [#"table[1][0].title: "Row 2" → "f""#])
    }

    /// Rows at several-digit places, and of sections, are addressed as `[12]` and `[10][3]`.
    func testRowPathsWithSeveralDigits() {
        let rows = SampleSnapshots.numberedRows(14)
        var changed = rows
        changed[12].title = "x"
        changed[13].section = 10
        changed[13].rowInSection = 3
        changed[13].detail = "d"
        XCTAssertEqual(SnapshotDiff.changes(from: SampleSnapshots.table(rows: rows), to: SampleSnapshots.table(rows: changed))
            .map(\.description), [#"table[12].title: "Row 12" → "x""#, #"table[10][3].detail: "★ 91" → "d""#])
    }

    /// The overlay leaves come in their listing order whichever of them moved, and only those.
    func testOverlayChangesInListingOrder() {
        let old = SampleSnapshots.search
        var all = old
        all.alert = AlertSnapshot(title: "Error", message: "Offline", buttons: ["OK", "Retry"])
        all.hudVisible = true
        all.networkActivityVisible = true
        all.openedURL = "https://example.com"
        XCTAssertEqual(SnapshotDiff.changes(from: old, to: all).map(\.description), [
            "alert.visible: false → true", #"alert.title: null → "Error""#, #"alert.message: null → "Offline""#,
            #"alert.buttons: null → "OK, Retry""#, "hud.visible: false → true", "activity.visible: false → true",
            #"opened.url: null → "https://example.com""#,
        ])
        var network = all
        network.networkActivityVisible = false
        XCTAssertEqual(SnapshotDiff.changes(from: all, to: network).map(\.description), ["activity.visible: true → false"])
    }

    /// An element is compared with the first old one of its id, also when an element of the
    /// same id after it is the very same value.
    func testAnElementIsComparedWithTheFirstOfItsId() {
        let first = ElementSnapshot.label(id: "note", text: "a")
        let second = ElementSnapshot.label(id: "note", text: "b")
        let old = Snapshot(screens: [ScreenSnapshot(name: "s", title: "S", elements: [first, second])])
        let new = Snapshot(screens: [ScreenSnapshot(name: "s", title: "S", elements: [first, old.screens[0].elements[1]])])
        XCTAssertEqual(SnapshotDiff.changes(from: old, to: new).map(\.description), [#"note.text: "a" → "b""#])
        let alone = Snapshot(screens: [ScreenSnapshot(name: "s", title: "S", elements: [second])])
        XCTAssertEqual(SnapshotDiff.changes(from: alone, to: alone).map(\.description), [])
    }

    /// A table whose rows are the old ones' very buffer changes only in its other properties;
    /// a copy of them with one row changed (its own buffer, as many rows) shows that row. An
    /// element whose stored properties are named differently lists each by name.
    func testRowsInOneBufferAndAChangedCopyOfThem() {
        let rows = SampleSnapshots.numberedRows(6)
        let old = Snapshot(screens: [ScreenSnapshot(name: "list", title: "List", elements: [
            .table(id: "table", rows: rows), .label(id: "note", text: "a"),
        ])])
        var selected = old
        selected.screens[0].elements[0] = .table(id: "table", rows: rows, selected: 2)
        XCTAssertEqual(SnapshotDiff.changes(from: old, to: selected).map(\.description), ["table.selected: null → 2"])
        var changed = rows
        changed[5].title = "x"
        var copied = old
        copied.screens[0].elements[0] = .table(id: "table", rows: changed)
        XCTAssertEqual(SnapshotDiff.changes(from: old, to: copied).map(\.description), [#"table[5].title: "Row 5" → "x""#])
        var renamed = old
        renamed.screens[0].elements[1] = ElementSnapshot(id: "note", kind: .label, properties: [
            "alpha": .numeric(0.5), "hidden": .bool(false), "text": .string("a"),
        ])
        XCTAssertEqual(SnapshotDiff.changes(from: old, to: renamed).map(\.description), ["note.alpha: 1 → 0.5"])
    }
}
