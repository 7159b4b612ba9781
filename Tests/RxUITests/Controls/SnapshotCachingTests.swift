import RxSwift
import RxUI
@testable import UIKit
import XCTest

/// Controls keep their last snapshot until something it shows changes: each change must show
/// in the very next snapshot, and an unchanged control hands back the same one.
final class SnapshotCachingTests: XCTestCase, @unchecked Sendable {
    /// Snapshots `element` (so its snapshot is cached), applies `change`, and expects the new
    /// snapshot to be `expected`.
    @MainActor private func assertSeen(_ element: some ViewElement, after change: () -> Void, _ expected: ElementSnapshot,
                            file: StaticString = #filePath, line: UInt = #line) {
        _ = element._elementSnapshot()
        change()
        XCTAssertEqual(element._elementSnapshot(), expected, file: file, line: line)
    }

    func testEveryPropertyOfAFieldShows() {
        MainActor.assumeIsolated { () -> Void in
            let field = TextField(id: "f", text: "a", placeholder: "p")
            assertSeen(field, after: { field.text = "b" }, .textField(id: "f", text: "b", placeholder: "p"))
            assertSeen(field, after: { field.placeholder = "q" }, .textField(id: "f", text: "b", placeholder: "q"))
            assertSeen(field, after: { field.becomeFirstResponder() },
                       .textField(id: "f", text: "b", placeholder: "q", editing: true))
            assertSeen(field, after: { field.isHidden = true },
                       .textField(id: "f", text: "b", placeholder: "q", editing: true, hidden: true))
            assertSeen(field, after: { field.isSecureTextEntry = true },
                       .textField(id: "f", text: "b", placeholder: "q", editing: true, hidden: true, secure: true))
        }
    }

    func testEveryPropertyOfTheOtherControlsShows() {
        MainActor.assumeIsolated { () -> Void in
            let bar = SearchBar(id: "s")
            assertSeen(bar, after: { bar.text = "x" }, .searchBar(id: "s", text: "x"))
            assertSeen(bar, after: { bar.placeholder = "y" }, .searchBar(id: "s", text: "x", placeholder: "y"))
            assertSeen(bar, after: { bar.becomeFirstResponder() }, .searchBar(id: "s", text: "x", placeholder: "y", editing: true))

            let button = Button(id: "b", title: "Go")
            assertSeen(button, after: { button.title = "Stop" }, .button(id: "b", title: "Stop"))
            assertSeen(button, after: { button.isEnabled = false }, .button(id: "b", title: "Stop", enabled: false))

            let label = Label(id: "l")
            assertSeen(label, after: { label.text = "hi" }, .label(id: "l", text: "hi"))
            assertSeen(label, after: { label.isHidden = true }, .label(id: "l", text: "hi", hidden: true))

            let scheduler = VirtualTimeScheduler()
            let web = WebView(id: "w", scheduler: scheduler, loadTime: .milliseconds(300))
            assertSeen(web, after: { web.load("https://example.com/a", title: "A") },
                       .webView(id: "w", url: "https://example.com/a", title: nil, loading: true))
            assertSeen(web, after: { scheduler.advanceTo(300) },
                       .webView(id: "w", url: "https://example.com/a", title: "A", loading: false))
            assertSeen(web, after: { web.load("https://example.com/b"); scheduler.advanceTo(600) },
                       .webView(id: "w", url: "https://example.com/b", title: nil, loading: false, canGoBack: true))

            let spinner = UIActivityIndicatorView(id: "a")
            assertSeen(spinner, after: { spinner.startAnimating() }, .activityIndicator(id: "a", animating: true))
            assertSeen(spinner, after: { spinner.stopAnimating() }, .activityIndicator(id: "a", animating: false))
        }
    }

    func testATableShowsItsRowsSelectionAndRefreshControl() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let tableView = TableView(id: "t")
            let rows = BehaviorSubject(value: ["a", "b"])
            let bag = DisposeBag()
            rows.bind(to: tableView.rx.items) { tableView, row, title in
                let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(row: row, section: 0))
                cell.textLabel?.text = title
                return cell
            }
            .disposed(by: bag)
            assertSeen(tableView, after: { rows.onNext(["c"]) }, .table(id: "t", rows: [RowSnapshot(title: "c")]))
            let cell = try XCTUnwrap(tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
            assertSeen(tableView, after: { cell.textLabel?.text = "d" }, .table(id: "t", rows: [RowSnapshot(title: "d")]))
            assertSeen(tableView, after: { try? tableView.userSelect(row: 0) },
                       .table(id: "t", rows: [RowSnapshot(title: "d")], selected: 0))
            let refreshControl = RefreshControl()
            assertSeen(tableView, after: { tableView.refreshControl = refreshControl },
                       .table(id: "t", rows: [RowSnapshot(title: "d")], selected: 0))
            assertSeen(tableView, after: { refreshControl.beginRefreshing() },
                       .table(id: "t", rows: [RowSnapshot(title: "d")], selected: 0, refreshing: true))
            assertSeen(tableView, after: { tableView.isHidden = true },
                       .table(id: "t", rows: [RowSnapshot(title: "d")], selected: 0, refreshing: true, hidden: true))
        }
    }

    func testAnUnchangedControlHandsBackTheSameSnapshot() {
        MainActor.assumeIsolated { () -> Void in
            let label = Label(id: "l", text: "same")
            let first = label._elementSnapshot()
            let made = label.revision
            XCTAssertEqual(label._elementSnapshot(), first)
            XCTAssertEqual(label.revision, made)
            label.text = "other"
            XCTAssertEqual(label.revision, made &+ 1)
        }
    }
}
