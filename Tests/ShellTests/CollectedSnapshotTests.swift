import RxUI
import XCTest

@testable import RxsSession

/// A line that only reads (`expect`, `state`, `show`) right after a command gets the snapshot
/// that command's changes were collected from, unless something may have run since
/// (`Session.stateRevision`): what it reads is what a snapshot taken then gives.
final class CollectedSnapshotTests: XCTestCase, @unchecked Sendable {
    private let flow = [
        "open form", "type nameField abc", "wait 200ms", "wait 400ms", "tap nope", "type nameField fail",
        "wait 1s", "tap sendButton", "dismiss Retry", "type nameField bob", "tap sendButton", "back",
    ]

    func testAStateAfterEachLineInOneScopeIsTheWindowsSnapshotNow() {
        MainActor.assumeIsolated { () -> Void in
            let session = TestScreens.session()
            session.inScope {
                for line in flow {
                    _ = session.run(line)
                    // The clock moved with nothing due, due work ran, a refused tap, an alert, a push.
                    XCTAssertEqual(session.lines("state"), Self.state(session.window.snapshot()), "after \(line)")
                    XCTAssertEqual(session.lines("state"), Self.state(session.window.snapshot()), "again after \(line)")
                }
            }
        }
    }

    func testAScreenOpenedDirectlyBetweenTwoLinesIsWhatTheNextLineReads() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let session = TestScreens.session()
            session.lines(["open form", "type nameField abc"])
            // As `rxs screens` does: the device changed outside any line, after the last collection.
            try session.device.open("form")
            XCTAssertEqual(session.lines("state"), Self.state(session.window.snapshot()))
            XCTAssertEqual(session.failure("expect nameField.text == abc"),
                           """
                expect failed: nameField.text == abc
                  expected: == "abc"
                  actual:   ""
                  1 timer pending: debounce due in 500 ms — use wait or settle
                """)
        }
    }

    func testAFieldTypedOutsideAnyLineIsWhatTheNextLineInAScopeReads() {
        MainActor.assumeIsolated { () -> Void in
            let session = TestScreens.session()
            session.inScope { session.lines(["open form", "type nameField abc"]) }
            // The scope was left, so the next one does not trust what was collected in it.
            (session.window.navigationStack.viewControllers.last as? FormScreen)?.nameField.text = "xyz"
            session.inScope {
                XCTAssertEqual(session.lines("state"), Self.state(session.window.snapshot()))
            }
        }
    }

    func testAReadOnlyLineAfterTheDeviceChangedReadsAfresh() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let session = TestScreens.session()
            // `state` keeps its snapshot for read-only lines after it; the device changes between lines.
            session.lines(["open form", "type nameField abc", "state"])
            try session.device.open("form")
            XCTAssertEqual(session.lines("state"), Self.state(session.window.snapshot()))
        }
    }

    /// An instant that changes nothing visible keeps its snapshot apart from the one changes are
    /// computed against (the last that changed something); the next change is computed against
    /// that one, and both read right, restamped by a `wait` with nothing more due.
    func testAnInstantThatChangesNothingIsReadAndDiffedRight() {
        MainActor.assumeIsolated { () -> Void in
            let session = TestScreens.session()
            session.inScope {
                session.lines(["open form", "type nameField abc", "wait 600ms", "type nameField abx", "type nameField abc"])
                // The debounce sets `echo` to the "abc" it shows: nothing changes, then the clock moves on.
                XCTAssertEqual(session.lines("wait 600ms"), [])
                XCTAssertEqual(session.lines("state"), Self.state(session.window.snapshot()))
                XCTAssertEqual(session.lines("wait 100ms"), [])
                XCTAssertEqual(session.lines("state"), Self.state(session.window.snapshot()))
                XCTAssertEqual(session.lines("type nameField xyz"), [#"[1.300s] nameField.text: "abc" → "xyz""#])
                XCTAssertEqual(session.lines("state"), Self.state(session.window.snapshot()))
                XCTAssertEqual(session.lines("wait 600ms"), [#"[1.800s] echo.text: "abc" → "xyz""#])
                XCTAssertEqual(session.lines("state"), Self.state(session.window.snapshot()))
                XCTAssertEqual(session.lines("wait 50ms"), [])
                XCTAssertEqual(session.lines("state"), Self.state(session.window.snapshot()))
            }
        }
    }

    func testASnapshotThatLoadedAViewIsNotWhatTheNextLineReads() {
        MainActor.assumeIsolated { () -> Void in
            var options = SessionOptions.builtIn
            options.registry = {
                var registry = TestScreens.registry
                registry.register("lazychild") { LazyChildScreen(environment: $0) }
                return registry
            }
            let session = Session(options: options)
            session.inScope {
                _ = session.run("open lazychild")
                // The tap's snapshot reads the title, then loads the child, which retitles the screen.
                _ = session.run("tap addButton")
                XCTAssertEqual(session.window.navigationStack.viewControllers.last?.title, "After")
                XCTAssertEqual(session.lines("state"), Self.state(session.window.snapshot()))
                XCTAssertTrue(session.lines("state").contains { $0.contains("After") }, "\(session.lines("state"))")
            }
        }
    }

    /// What `state` prints of `snapshot`, line by line.
    private static func state(_ snapshot: Snapshot) -> [String] {
        JSONRenderer().render(snapshot, previous: nil).split(separator: "\n").map(String.init)
    }
}

/// `lazychild`: tapping `addButton` adds a child whose view is on no screen; the snapshot loads
/// it to read its elements, after the screen's title, and the child's `viewDidLoad` retitles it.
private final class LazyChildScreen: ViewController {
    let addButton = Button(id: "addButton", title: "Add")

    init(environment: Environment) {
        super.init(name: "lazychild", environment: environment)
        title = "Before"
    }

    override var elements: [any ViewElement] { [addButton] + children.flatMap(\._elements) }

    override func viewDidLoad() {
        super.viewDidLoad()
        addButton.rx.tap.subscribe(onNext: { [weak self] in
            guard let self else { return }
            addChild(RetitlingChild(screen: self, environment: environment))
        }).disposed(by: disposeBag)
    }
}

private final class RetitlingChild: ViewController {
    private weak var screen: ViewController?

    init(screen: ViewController, environment: Environment) {
        self.screen = screen
        super.init(name: "retitling", environment: environment)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        screen?.title = "After"
    }
}
