import Foundation
import RxSwift
import UIKit
import XCTest

/// `UIPresentationController` and its subclasses, as UIKit's: one per controller, made for
/// the presentation style, the sheet's and popover's being the same object.
final class PresentationControllerTests: XCTestCase {
    private final class Delegate: UIAdaptivePresentationControllerDelegate {}

    func testASheetsPresentationControllerIsItsSheetPresentationController() {
        MainActor.assumeIsolated { () -> Void in
            let controller = UIViewController()
            XCTAssertEqual(controller.modalPresentationStyle, .automatic)
            let presentation = controller.presentationController
            XCTAssertTrue(presentation is UISheetPresentationController)
            XCTAssertTrue(presentation === controller.sheetPresentationController)
            XCTAssertTrue(presentation === controller.presentationController, "made once")
            XCTAssertTrue(presentation?.presentedViewController === controller)
            XCTAssertNil(presentation?.containerView)
        }
    }

    func testAPopoversIsItsPopoverPresentationController() {
        MainActor.assumeIsolated { () -> Void in
            let controller = UIViewController()
            controller.modalPresentationStyle = .popover
            XCTAssertTrue(controller.presentationController is UIPopoverPresentationController)
            XCTAssertTrue(controller.presentationController === controller.popoverPresentationController)
            XCTAssertNil(controller.sheetPresentationController)
        }
    }

    func testAFullScreenOneIsPlainAndTheDelegateCarriesOverAStyleChange() {
        MainActor.assumeIsolated { () -> Void in
            let controller = UIViewController()
            controller.modalPresentationStyle = .fullScreen
            let delegate = Delegate()
            controller.presentationController?.delegate = delegate
            XCTAssertFalse(controller.presentationController is UISheetPresentationController)
            XCTAssertFalse(controller.presentationController is UIPopoverPresentationController)
            XCTAssertNil(controller.sheetPresentationController)
            controller.modalPresentationStyle = .pageSheet
            XCTAssertTrue(controller.sheetPresentationController?.delegate === delegate)
        }
    }

    func testDelegateDefaultsAreUIKits() {
        MainActor.assumeIsolated { () -> Void in
            let delegate = Delegate()
            let presentation = UIPresentationController(presentedViewController: UIViewController(), presenting: nil)
            XCTAssertTrue(delegate.presentationControllerShouldDismiss(presentation))
            XCTAssertEqual(delegate.adaptivePresentationStyle(for: presentation), .none)
            XCTAssertEqual(delegate.adaptivePresentationStyle(for: presentation, traitCollection: UITraitCollection()), .none)
        }
    }

    func testThePresentingControllerIsTheOneGivenUntilPresented() {
        MainActor.assumeIsolated { () -> Void in
            let presented = UIViewController(), presenting = UIViewController()
            let presentation = UIPresentationController(presentedViewController: presented, presenting: presenting)
            XCTAssertTrue(presentation.presentingViewController === presenting)
            XCTAssertEqual(presentation.presentationStyle, .automatic)
        }
    }

    func testIsModalInPresentationIsKept() {
        MainActor.assumeIsolated { () -> Void in
            let controller = UIViewController()
            XCTAssertFalse(controller.isModalInPresentation)
            controller.isModalInPresentation = true
            XCTAssertTrue(controller.isModalInPresentation)
        }
    }
}
