import RxSwift
import RxUI
@testable import UIKit
import XCTest

/// An element that is not a view: app code hands out a snapshot made from its own state,
/// which no framework setter sees change.
private final class CountingElement: ViewElement {
    let id: String
    var count = 0

    init(id: String) {
        self.id = id
    }

    var _id: String { id }

    func _elementSnapshot() -> ElementSnapshot {
        .label(id: id, text: "\(count)")
    }
}

/// A screen whose `elements` and `title` are overridden to read app state: which label shows,
/// in which order, and the title.
private final class SwappingViewController: ViewController {
    let first = Label(id: "first", text: "one")
    let second = Label(id: "second", text: "two")
    let spare = Label(id: "first", text: "spare")
    let counter = CountingElement(id: "counter")
    var showsSpare = false
    var reversed = false
    var heading = "Start"

    init(environment: Environment) {
        super.init(name: "swapping", environment: environment)
    }

    override var title: String? {
        get { heading }
        set {}
    }

    override var elements: [any ViewElement] {
        let shown: [any ViewElement] = [showsSpare ? spare : first, second, counter]
        return reversed ? shown.reversed() : shown
    }
}

/// Whatever changed since a screen's last snapshot, through a setter or app code the framework
/// cannot see (an overridden `elements` or `title`, an element that is not a view), shows in the
/// next snapshot: guards any reuse of a screen's or an element's earlier snapshot.
final class ScreenSnapshotFreshnessTests: XCTestCase, @unchecked Sendable {
    private let scheduler = VirtualTimeScheduler()
    @MainActor private lazy var window = Window(environment: Environment(mainScheduler: scheduler))

    @MainActor private func open() throws -> SwappingViewController {
        var registry = ScreenRegistry()
        registry.register("swapping") { SwappingViewController(environment: $0) }
        try window.open("swapping", from: registry)
        return try XCTUnwrap(window.topScreen as? SwappingViewController)
    }

    private func labels(_ snapshot: Snapshot) -> [String] {
        (snapshot.top?.elements ?? []).map { "\($0.id)=\($0["text"].map { "\($0)" } ?? "-")" }
    }

    func testAnUnchangedScreenSnapshotsEqualAndTheDiffIsEmpty() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            _ = try open()
            let before = window.snapshot()
            let after = window.snapshot()
            XCTAssertEqual(before.top, after.top)
            XCTAssertEqual(SnapshotDiff.changes(from: before, to: after), [])
        }
    }

    func testASetterAfterASnapshotShowsInTheNextOne() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let screen = try open()
            let before = window.snapshot()
            screen.second.text = "three"
            let after = window.snapshot()
            XCTAssertEqual(labels(after), ["first=\"one\"", "second=\"three\"", "counter=\"0\""])
            XCTAssertEqual(SnapshotDiff.changes(from: before, to: after).map(\.description), ["second.text: \"two\" → \"three\""])
            screen.first.text = "uno"
            XCTAssertEqual(labels(window.snapshot()), ["first=\"uno\"", "second=\"three\"", "counter=\"0\""])
        }
    }

    func testAnElementsStateNoSetterSeesShows() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let screen = try open()
            _ = window.snapshot()
            screen.counter.count = 7
            XCTAssertEqual(labels(window.snapshot()), ["first=\"one\"", "second=\"two\"", "counter=\"7\""])
        }
    }

    func testAnOverriddenElementsListShowsWhatItListsNow() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let screen = try open()
            _ = window.snapshot()
            // Another view under the same id, in the same place: only its snapshot tells.
            screen.showsSpare = true
            XCTAssertEqual(labels(window.snapshot()), ["first=\"spare\"", "second=\"two\"", "counter=\"0\""])
            screen.reversed = true
            XCTAssertEqual(labels(window.snapshot()), ["counter=\"0\"", "second=\"two\"", "first=\"spare\""])
            screen.showsSpare = false
            screen.reversed = false
            XCTAssertEqual(labels(window.snapshot()), ["first=\"one\"", "second=\"two\"", "counter=\"0\""])
        }
    }

    func testAnOverriddenTitleShowsWhatItReadsNow() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let screen = try open()
            let before = window.snapshot()
            screen.heading = "Later"
            let after = window.snapshot()
            XCTAssertEqual(after.top?.title, "Later")
            XCTAssertEqual(SnapshotDiff.changes(from: before, to: after).map(\.description), ["nav.title: \"Start\" → \"Later\""])
        }
    }

    func testEverySnapshotEqualsOneReadWithoutCaches() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let screen = try open()
            for step in 0..<6 {
                _ = window.snapshot()
                switch step % 3 {
                case 0: screen.second.text = "t\(step)"
                case 1: screen.counter.count = step
                default: screen.reversed.toggle()
                }
                XCTAssertEqual(window.snapshot(), window.snapshotReadAfresh(), "step \(step)")
            }
        }
    }
}
