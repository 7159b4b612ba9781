import Foundation
import RxUI
@testable import UIKit
import XCTest
@testable import RxsSupport

final class TextRendererTests: XCTestCase {
    private func assertEveryLine(_ text: String, isWide columns: Int, file: StaticString = #filePath, line: UInt = #line) {
        for row in text.split(separator: "\n") {
            XCTAssertEqual(DisplayWidth.of(String(row)), columns, "line \"\(row)\"", file: file, line: line)
        }
    }

    func testCJKScreenMatchesGolden() {
        let text = TextRenderer().render(SampleSnapshots.search)
        assertEveryLine(text, isWide: 40)
        assertGolden(text, named: "search.txt")
    }

    func testAlertOverTableMatchesGolden() {
        let text = TextRenderer().render(SampleSnapshots.reposWithAlert)
        assertEveryLine(text, isWide: 40)
        assertGolden(text, named: "repos-alert.txt")
    }

    func testNarrowScreenTruncatesInsteadOfBreakingTheBorder() {
        let text = TextRenderer(width: 24).render(SampleSnapshots.search)
        assertEveryLine(text, isWide: 24)
        assertGolden(text, named: "search-narrow.txt")
    }

    func testHiddenLabelsAreNotDrawnAndDisabledButtonsSaySo() {
        let text = TextRenderer().render(SampleSnapshots.search)
        XCTAssertFalse(text.contains("never drawn"))
        XCTAssertTrue(text.contains("( 検索 ) disabled"))
        XCTAssertTrue(text.contains("[rx|"))
    }

    func testPushedWebViewWithHUDAndLongTable() {
        let snapshot = Snapshot(
            time: 61_005,
            screens: [
                ScreenSnapshot(name: "feed", title: "Latest Sketch 100", elements: [
                    .table(id: "table", rows: SampleSnapshots.numberedRows(30), refreshing: true),
                ]),
                ScreenSnapshot(name: "entry", title: "A very long entry title that cannot fit the bar", elements: [
                    .webView(id: "web", url: "https://example.com/entries/2016/12/24/a-long-path", title: "Entry", loading: true, canGoBack: true),
                ]),
            ],
            hudVisible: true,
            openedURL: "https://example.com"
        )
        let text = TextRenderer().render(snapshot)
        assertEveryLine(text, isWide: 40)
        assertGolden(text, named: "entry-hud.txt")
        let list = TextRenderer(maxRows: 3).render(Snapshot(screens: [snapshot.screens[0]]))
        assertEveryLine(list, isWide: 40)
        assertGolden(list, named: "feed-refreshing.txt")
    }

    func testColourMarksUpWithoutChangingTheLayout() {
        let plain = TextRenderer().render(SampleSnapshots.reposWithAlert)
        let coloured = TextRenderer(color: true).render(SampleSnapshots.reposWithAlert)
        XCTAssertTrue(coloured.contains("\u{1B}["))
        XCTAssertFalse(plain.contains("\u{1B}"))
        let stripped = coloured.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        XCTAssertEqual(stripped, plain)
    }

    func testLongFieldTextScrollsToKeepTheCursorVisible() {
        let snapshot = Snapshot(screens: [ScreenSnapshot(name: "search", title: "S", elements: [
            .textField(id: "searchField", text: "あいうえおかきくけこさしすせそ", editing: true),
        ])])
        let text = TextRenderer(width: 24).render(snapshot)
        assertEveryLine(text, isWide: 24)
        XCTAssertTrue(text.contains("│ [ くけこさしすせそ|] │"), text)
    }

    func testEmptySnapshotShowsNoScreen() {
        let text = TextRenderer().render(Snapshot())
        XCTAssertTrue(text.contains("(no screen open)"))
        assertEveryLine(text, isWide: 40)
    }

    func testTimeFormatting() {
        XCTAssertEqual(TextRenderer.formatTime(0), "t=0.000s")
        XCTAssertEqual(TextRenderer.formatTime(1_250), "t=1.250s")
        XCTAssertEqual(TextRenderer.formatTime(61_005), "t=61.005s")
    }
}
