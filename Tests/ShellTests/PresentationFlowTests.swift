import Foundation
import RxUI
import XCTest

@testable import RxsRunner
@testable import RxsSession

/// The flows in Tests/Fixtures/Flows run as golden transcripts on the test screens: push,
/// present, dismiss and pop with the lifecycle calls in the transcript, and
/// CleanArchitectureRxSwift's posts screens as written.
final class PresentationFlowTests: XCTestCase {
    private static let flows = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/Flows")

    private func runFlow(_ name: String, file: StaticString = #filePath, line: UInt = #line) {
        var options = SessionOptions.builtIn
        options.registry = { TestScreens.registry }
        let update = ProcessInfo.processInfo.environment["RXS_UPDATE_FLOWS"] == "1"
        let result = ScriptTest(path: Self.flows.appendingPathComponent(name).path, sessionOptions: options,
                                update: update).run()
        XCTAssertEqual(result.verdict, .passed, (result.details + [result.diff ?? ""]).joined(separator: "\n"),
                       file: file, line: line)
    }

    func testPushPresentDismissAndPopShowTheLifecycleCalls() {
        runFlow("presentation.rxs")
    }

    func testCleanArchitecturePostsReloadAfterTheModalCreateScreenIsDismissed() {
        runFlow("posts.rxs")
    }

    /// `back` on a presented sheet with nothing to pop swipes it down; a full-screen one stays.
    func testBackSwipesASheetAwayAndRefusesAFullScreenCover() {
        MainActor.assumeIsolated { () -> Void in
            let session = TestScreens.session()
            session.lines(["open presenter", "tap sheetButton"])
            XCTAssertEqual(session.lines("back"), [
                "[0.000s] log: sheet viewWillDisappear",
                "[0.000s] log: sheet viewDidDisappear",
                "[0.000s] nav.screen: \"sheet\" → \"presenter\"",
                "[0.000s] nav.title: \"Sheet\" → \"Presenter\"",
            ])
            session.lines("tap coverButton")
            XCTAssertEqual(session.error("back").split(separator: "\n").first.map(String.init),
                           "flow.rxs:1:1: error: screen \"sheet\" is presented full screen, not as a sheet: a swipe does not dismiss it")
        }
    }

    /// Input goes to the top-most presented screen; the screen under it cannot be reached.
    func testInputAddressesThePresentedScreen() {
        MainActor.assumeIsolated { () -> Void in
            let session = TestScreens.session()
            session.lines(["open presenter", "tap sheetButton"])
            XCTAssertEqual(session.error("tap pushButton"), """
                flow.rxs:1:5: error: unknown element 'pushButton' on screen sheet
                tap pushButton
                    ^~~~~~~~~~
                choose from doneButton, moreButton
                """)
        }
    }

    /// The modal layer in the JSON snapshot and in the drawn screen.
    func testThePresentedStackShowsInTheSnapshot() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let session = TestScreens.session()
            session.lines(["open presenter", "tap sheetButton", "tap moreButton"])
            let snapshot = session.snapshot
            XCTAssertEqual(snapshot.screens.map(\.name), ["presenter"])
            XCTAssertEqual(snapshot.modals, [ModalSnapshot(style: "pageSheet", screens: [
                ScreenSnapshot(name: "sheet", title: "Sheet", elements: snapshot.modals.first?.screens.first?.elements ?? []),
                ScreenSnapshot(name: "detail", title: "Detail", elements: snapshot.top?.elements ?? []),
            ])])
            let json = JSONRenderer().render(snapshot, previous: nil)
            XCTAssertTrue(json.contains("\"modals\": ["), json)
            XCTAssertTrue(json.contains("\"style\": \"pageSheet\""), json)
            let decoded = try JSONDecoder().decode(Snapshot.self, from: JSONEncoder().encode(snapshot))
            XCTAssertEqual(decoded, snapshot)
            let text = TextRenderer().render(snapshot, previous: nil)
            XCTAssertTrue(text.contains("‹ ") && text.contains(" ▾ "), text)
            let html = HTMLRenderer().render(snapshot, previous: nil)
            XCTAssertTrue(html.hasPrefix("<div class=\"phone presented\" data-modal=\"pageSheet\" data-screen=\"detail\">"), html)
            XCTAssertFalse(JSONRenderer().render(Snapshot(), previous: nil).contains("modals"))
        }
    }
}
