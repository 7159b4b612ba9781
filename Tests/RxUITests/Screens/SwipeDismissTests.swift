import Foundation
import RxSwift
import RxUI
@testable import UIKit
import XCTest

/// A presented screen and its presentation controller's delegate, writing one log.
private final class SwipeLog {
    var calls: [String] = []

    func take() -> [String] {
        defer { calls = [] }
        return calls
    }
}

private final class SwipeScreen: UIViewController {
    let log: SwipeLog

    init(_ name: String, log: SwipeLog, environment: Environment) {
        self.log = log
        super.init(name: name, environment: environment)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.calls.append("\(_name) viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.calls.append("\(_name) viewDidDisappear")
    }
}

/// Implements every delegate method: `shouldDismiss` answers as told.
private final class HearingDelegate: UIAdaptivePresentationControllerDelegate {
    let log: SwipeLog
    var allows = true
    init(log: SwipeLog) { self.log = log }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        log.calls.append("shouldDismiss")
        return allows
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        log.calls.append("willDismiss")
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        log.calls.append("didDismiss \(presentationController.presentedViewController._name)")
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        log.calls.append("didAttemptToDismiss")
    }
}

/// Only `DidDismiss`, as most apps: an attempt goes unheard.
private final class DidDismissDelegate: UIAdaptivePresentationControllerDelegate {
    let log: SwipeLog
    init(log: SwipeLog) { self.log = log }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        log.calls.append("didDismiss")
    }
}

final class SwipeDismissTests: XCTestCase, @unchecked Sendable {
    private let scheduler = VirtualTimeScheduler()
    private lazy var environment = Environment(mainScheduler: scheduler)
    @MainActor private lazy var window = Window(environment: environment)
    private let log = SwipeLog()

    /// `sheet` presented over a root screen, the calls so far taken.
    @MainActor private func present(_ style: UIModalPresentationStyle = .automatic) -> SwipeScreen {
        let root = UIViewController(name: "root", environment: environment)
        window.setRoot(root)
        let sheet = SwipeScreen("sheet", log: log, environment: environment)
        sheet.modalPresentationStyle = style
        root.present(sheet, animated: true)
        _ = log.take()
        return sheet
    }

    private func message(_ action: () throws -> Void) -> String? {
        do { try action() } catch { return "\(error)" }
        return nil
    }

    func testBackSwipesASheetAwayWithTheDelegateCallsInUIKitsOrder() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let sheet = present()
            let delegate = HearingDelegate(log: log)
            sheet.presentationController?.delegate = delegate
            try window.goBack()
            XCTAssertEqual(log.take(), [
                "shouldDismiss", "willDismiss", "sheet viewWillDisappear", "sheet viewDidDisappear", "didDismiss sheet",
            ])
            XCTAssertTrue(window.presentedControllers.isEmpty)
        }
    }

    func testAFormSheetAndAPopoverSwipeAwayToo() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            for style in [UIModalPresentationStyle.formSheet, .pageSheet, .popover] {
                _ = present(style)
                try window.goBack()
                XCTAssertTrue(window.presentedControllers.isEmpty, "\(style)")
            }
        }
    }

    func testModalInPresentationStaysAndTheDelegateHearsTheAttempt() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let sheet = present()
            let delegate = HearingDelegate(log: log)
            sheet.presentationController?.delegate = delegate
            sheet.isModalInPresentation = true
            try window.goBack()
            XCTAssertEqual(log.take(), ["didAttemptToDismiss"], "not asked shouldDismiss, as UIKit")
            XCTAssertTrue(window.presentedControllers.first === sheet)
        }
    }

    func testModalInPresentationUnheardIsRefusedAloud() {
        MainActor.assumeIsolated { () -> Void in
            let sheet = present()
            let delegate = DidDismissDelegate(log: log)
            sheet.presentationController?.delegate = delegate
            sheet.isModalInPresentation = true
            XCTAssertEqual(message { try self.window.goBack() },
                           "screen \"sheet\" is modal in presentation (isModalInPresentation): a swipe does not dismiss it")
            XCTAssertEqual(log.take(), [])
            XCTAssertTrue(window.presentedControllers.first === sheet)
            sheet.presentationController?.delegate = nil
            XCTAssertNotNil(message { try self.window.goBack() }, "no delegate: refused too")
        }
    }

    func testShouldDismissFalseKeepsTheSheet() {
        MainActor.assumeIsolated { () -> Void in
            let sheet = present()
            let delegate = HearingDelegate(log: log)
            delegate.allows = false
            sheet.presentationController?.delegate = delegate
            XCTAssertNil(message { try self.window.goBack() }, "the delegate heard the attempt")
            XCTAssertEqual(log.take(), ["shouldDismiss", "didAttemptToDismiss"])
            XCTAssertTrue(window.presentedControllers.first === sheet)
        }
    }

    func testShouldDismissFalseUnheardIsRefusedAloud() {
        MainActor.assumeIsolated { () -> Void in
            final class Declining: UIAdaptivePresentationControllerDelegate {
                func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { false }
            }
            let sheet = present()
            let delegate = Declining()
            sheet.presentationController?.delegate = delegate
            XCTAssertEqual(message { try self.window.goBack() },
                           "screen \"sheet\" stays: presentationControllerShouldDismiss returns false")
            XCTAssertTrue(window.presentedControllers.first === sheet)
        }
    }

    func testAFullScreenPresentationCannotBeSwipedAway() {
        MainActor.assumeIsolated { () -> Void in
            let sheet = present(.fullScreen)
            let delegate = HearingDelegate(log: log)
            sheet.presentationController?.delegate = delegate
            XCTAssertEqual(message { try self.window.goBack() },
                           "screen \"sheet\" is presented full screen, not as a sheet: a swipe does not dismiss it")
            XCTAssertEqual(log.take(), [], "the delegate is not asked")
            _ = present(.overFullScreen)
            XCTAssertEqual(message { try self.window.goBack() },
                           "screen \"sheet\" is presented overFullScreen, not as a sheet: a swipe does not dismiss it")
        }
    }

    func testASwipedShareSheetTellsItsHandlerItWasCancelled() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let root = UIViewController(name: "root", environment: environment)
            window.setRoot(root)
            let share = UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)
            var heard: [String] = []
            share.completionWithItemsHandler = { type, completed, _, _ in heard.append("\(type?.rawValue ?? "nil") \(completed)") }
            root.present(share, animated: true)
            try window.goBack()
            XCTAssertEqual(heard, ["nil false"])
            XCTAssertTrue(window.presentedControllers.isEmpty)
        }
    }

    func testBackAtTheRootWithNothingPresentedStillSaysSo() {
        MainActor.assumeIsolated { () -> Void in
            window.setRoot(UIViewController(name: "root", environment: environment))
            XCTAssertEqual(message { try self.window.goBack() }, "already at the root screen: there is nothing to go back to")
        }
    }

    func testTheDelegateOfAPresentedNavigationControllerHearsItsChildsSwipe() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let root = UIViewController(name: "root", environment: environment)
            window.setRoot(root)
            let form = SwipeScreen("form", log: log, environment: environment)
            let navigation = UINavigationController(rootViewController: form)
            let delegate = DidDismissDelegate(log: log)
            form.presentationController?.delegate = delegate
            XCTAssertTrue(form.presentationController === navigation.presentationController, "a child's is its container's")
            root.present(navigation, animated: true)
            _ = log.take()
            form.isModalInPresentation = true
            XCTAssertNotNil(message { try self.window.goBack() }, "the top screen's isModalInPresentation counts")
            form.isModalInPresentation = false
            try window.goBack()
            XCTAssertEqual(log.take(), ["form viewWillDisappear", "form viewDidDisappear", "didDismiss"])
        }
    }
}
