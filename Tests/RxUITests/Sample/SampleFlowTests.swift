import RxSwift
import RxUI
import XCTest

/// Drives the sample screen as a script would (text, tap, alert, refresh, select, delete) and
/// compares the transcript of diffs and rendered screens with a golden file.
final class SampleFlowTests: XCTestCase, @unchecked Sendable {
    private let scheduler = VirtualTimeScheduler()
    @MainActor private lazy var window = Window(environment: Environment(mainScheduler: scheduler))
    private var transcript = ""
    private var previous = Snapshot()

    /// Runs a user action, then everything due now (as the session does after each line),
    /// and records what changed.
    @MainActor private func step(_ line: String, show: Bool = false, _ action: () throws -> Void) throws {
        try action()
        scheduler.runDue()
        record(line, show: show)
    }

    @MainActor private func wait(_ milliseconds: Int, show: Bool = false) {
        scheduler.advanceTo(scheduler.clock + milliseconds)
        record("wait \(milliseconds)ms", show: show)
    }

    @MainActor private func record(_ line: String, show: Bool) {
        let snapshot = window.snapshot()
        transcript += "> \(line)\n" + DiffRenderer().render(snapshot, previous: previous)
        if show { transcript += TextRenderer().render(snapshot) }
        previous = snapshot
    }

    func testSampleScreenFlowMatchesGolden() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            var registry = ScreenRegistry()
            registry.register("sample") { SampleListViewController(environment: $0) }
            try step("open sample", show: true) { try window.open("sample", from: registry) }
            try step("type searchField \"rx\"") { try window.type("rx", into: "searchField") }
            try step("type searchField \"リポジトリ\"") { try window.type("リポジトリ", into: "searchField") }
            try step("tap addButton", show: true) { try window.tap("addButton") }
            try step("tap addButton", show: true) { try window.tap("addButton") }
            XCTAssertThrowsError(try window.selectRow(0)) { error in
                XCTAssertEqual("\(error)", #"an alert is showing ("重複"): dismiss it first"#)
            }
            try step("dismiss") { try window.dismissAlert() }
            try step("refresh") { try window.pullToRefresh() }
            wait(299)
            wait(1, show: true)
            try step("select 1") { try window.selectRow(1) }
            try step("delete 0", show: true) { try window.deleteRow(0) }
            try step("type searchField \"ab\"") { try window.type("ab", into: "searchField") }
            XCTAssertThrowsError(try window.tap("addButton")) { error in
                XCTAssertEqual("\(error)", "tap addButton: the button is disabled")
            }
            XCTAssertEqual(try window.snapshot().value(at: "opened.url"), .string("https://github.com/sample/リポジトリ"))
            assertGolden(transcript, named: "sample-flow.txt")
        }
    }

    func testDriversDeliverOnTheSessionClockNotSynchronously() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let screen = SampleListViewController(environment: window.environment)
            window.setRoot(screen)
            XCTAssertEqual(screen.tableView.numberOfRows, 0, "the Driver hops to the main scheduler")
            scheduler.runDue()
            XCTAssertEqual(screen.tableView.numberOfRows, 1)
        }
    }
}
