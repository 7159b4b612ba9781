import Foundation
import RxCocoa
import RxSwift
@testable import UIKit
import XCTest

/// An app's own activity, as iOS code writes one.
private final class SysTestOpenInBrowserActivity: UIActivity {
    var log: [String] = []
    var performable = true
    override class var activityCategory: UIActivity.Category { .action }
    override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("com.example.openInBrowser") }
    override var activityTitle: String? { "Open in Browser" }
    override func canPerform(withActivityItems activityItems: [Any]) -> Bool { performable }
    override func prepare(withActivityItems activityItems: [Any]) { log.append("prepare \(activityItems.count)") }
    override func perform() {
        log.append("perform")
        activityDidFinish(true)
    }
}

private final class SysTestItemSource: UIActivityItemSource {
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any { "Placeholder" }
    func activityViewController(_ activityViewController: UIActivityViewController,
                                itemForActivityType activityType: UIActivity.ActivityType?) -> Any? {
        "For \(activityType?.rawValue ?? "none")"
    }
}

/// The share sheet: what it shows, and what choosing an activity or closing it calls, as iOS.
final class ActivityViewControllerTests: XCTestCase, @unchecked Sendable {
    private var window: _Window!
    @MainActor private lazy var screen = UIViewController()

    override func setUp() {
        MainActor.assumeIsolated { () -> Void in
            window = _Window(environment: _Environment(mainScheduler: MainScheduler.instance))
            window.setRoot(screen)
        }
    }

    @MainActor private func present(_ sheet: UIActivityViewController) -> [_ElementSnapshot] {
        screen.present(sheet, animated: true)
        return window.snapshot().modals.last?.screens.last?.elements ?? []
    }

    func testTheSheetShowsItsItemsAndTheActivitiesItOffers() {
        MainActor.assumeIsolated { () -> Void in
            let sheet = UIActivityViewController(activityItems: ["Hello", URL(string: "https://example.com")!], applicationActivities: nil)
            XCTAssertNotNil(sheet.popoverPresentationController, "a popover, as iOS makes it")
            let elements = present(sheet)
            XCTAssertEqual(window.snapshot().modals.last?.screens.last?.name, "share")
            XCTAssertEqual(window.snapshot().modals.last?.style, "popover")
            XCTAssertEqual(elements.map(\.id), ["items", "airDrop", "message", "mail", "copyToPasteboard", "addToReadingList", "close"])
            XCTAssertEqual(elements.first?["text"]?.stringValue, "Hello\nhttps://example.com")
            XCTAssertEqual(elements.dropFirst().map { $0["title"]?.stringValue }, ["AirDrop", "Messages", "Mail", "Copy", "Add to Reading List", "Close"])
        }
    }

    func testExcludedTypesAreLeftOutAndAnImageCanBeSaved() {
        MainActor.assumeIsolated { () -> Void in
            let sheet = UIActivityViewController(activityItems: [UIImage(named: "sea")!], applicationActivities: nil)
            sheet.excludedActivityTypes = [.airDrop, .mail]
            let elements = present(sheet)
            XCTAssertEqual(elements.map(\.id), ["items", "message", "copyToPasteboard", "saveToCameraRoll", "close"])
            XCTAssertEqual(elements.first?["text"]?.stringValue, "sea")
        }
    }

    func testChoosingAnActivityDismissesTheSheetThenCallsTheHandlerCompleted() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let sheet = UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)
            var heard: [String] = []
            sheet.completionWithItemsHandler = { [unowned self] type, completed, items, error in
                heard.append("\(type?.rawValue ?? "nil") \(completed) \(items == nil) \(error == nil) presented \(window.presentedControllers.count)")
            }
            _ = present(sheet)
            try window.tap("mail")
            XCTAssertEqual(heard, ["com.apple.UIKit.activity.Mail true true true presented 0"])
            XCTAssertNil(screen.presentedViewController)
        }
    }

    func testCopyPutsTheItemsOnThePasteboardBeforeTheHandlerHearsOfIt() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let sheet = UIActivityViewController(activityItems: ["Hello", "World"], applicationActivities: nil)
            var heard: [String] = []
            sheet.completionWithItemsHandler = { type, completed, _, _ in
                heard.append("\(type?.rawValue ?? "nil") \(completed) \(UIPasteboard.general.strings ?? [])")
            }
            _ = present(sheet)
            try window.tap("copyToPasteboard")
            XCTAssertEqual(heard, ["com.apple.UIKit.activity.CopyToPasteboard true [\"Hello\", \"World\"]"])

            let link = URL(string: "https://example.com/a")!
            let second = UIActivityViewController(activityItems: [link], applicationActivities: nil)
            _ = present(second)
            try window.tap("copyToPasteboard")
            XCTAssertEqual(UIPasteboard.general.url, link)
            XCTAssertNil(UIPasteboard.general.string, "a copy replaces what was on the pasteboard")
        }
    }

    func testOtherActivitiesLeaveThePasteboardAlone() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            UIPasteboard.general.string = "kept"
            let before = UIPasteboard.general.changeCount
            let sheet = UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)
            _ = present(sheet)
            try window.tap("mail")
            XCTAssertEqual(UIPasteboard.general.string, "kept")
            XCTAssertEqual(UIPasteboard.general.changeCount, before)
        }
    }

    func testClosingTheSheetCallsTheHandlerNotCompletedWithNoType() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let sheet = UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)
            var heard: [String] = []
            sheet.completionWithItemsHandler = { type, completed, _, _ in heard.append("\(type?.rawValue ?? "nil") \(completed)") }
            _ = present(sheet)
            try window.tap("close")
            XCTAssertEqual(heard, ["nil false"])
            XCTAssertTrue(window.presentedControllers.isEmpty)
        }
    }

    func testAnAppsActivityIsOfferedWhenItCanPerformAndIsPreparedThenPerformed() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let activity = SysTestOpenInBrowserActivity()
            let sheet = UIActivityViewController(activityItems: ["Hello"], applicationActivities: [activity])
            var heard: [String] = []
            sheet.completionWithItemsHandler = { type, completed, _, _ in
                activity.log.append("handler \(type?.rawValue ?? "nil") \(completed)")
            }
            let elements = present(sheet)
            XCTAssertEqual(elements.map(\.id), ["items", "airDrop", "message", "mail", "copyToPasteboard", "openInBrowser", "close"])
            XCTAssertEqual(elements.first { $0.id == "openInBrowser" }?["title"]?.stringValue, "Open in Browser")
            try window.tap("openInBrowser")
            heard = activity.log
            XCTAssertEqual(heard, ["prepare 1", "perform", "handler com.example.openInBrowser true"])
            activity.activityDidFinish(false)
            XCTAssertEqual(activity.log.count, 3, "the handler hears an activity once")

            let refused = SysTestOpenInBrowserActivity()
            refused.performable = false
            let other = UIActivityViewController(activityItems: ["Hello"], applicationActivities: [refused])
            XCTAssertFalse(present(other).contains { $0.id == "openInBrowser" }, "canPerform false: not offered")
        }
    }

    func testAnItemSourceShowsItsPlaceholderAndGivesTheActivityItsItem() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let activity = SysTestOpenInBrowserActivity()
            let source = SysTestItemSource()
            let sheet = UIActivityViewController(activityItems: [source], applicationActivities: [activity])
            XCTAssertEqual(present(sheet).first?["text"]?.stringValue, "Placeholder")
            XCTAssertEqual(sheet.items(for: .mail) as? [String], ["For com.apple.UIKit.activity.Mail"])
        }
    }

    func testAnActivityTheSheetDoesNotOfferIsRefusedByName() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let sheet = UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)
            _ = present(sheet)
            XCTAssertThrowsError(try window.tap("print")) {
                XCTAssertEqual(($0 as? _UserInputError)?.description,
                               "no element \"print\" on screen \"share\"; elements here: items, airDrop, message, mail, copyToPasteboard, close")
            }
        }
    }

    func testActivityTypesAreUIKitsStrings() {
        MainActor.assumeIsolated { () -> Void in
            XCTAssertEqual(UIActivity.ActivityType.copyToPasteboard.rawValue, "com.apple.UIKit.activity.CopyToPasteboard")
            XCTAssertEqual(UIActivity.ActivityType(rawValue: "com.example.x"), UIActivity.ActivityType("com.example.x"))
            XCTAssertFalse(UIActivity().canPerform(withActivityItems: ["x"]))
            XCTAssertEqual(UIActivity.activityCategory, .action)
        }
    }
}
