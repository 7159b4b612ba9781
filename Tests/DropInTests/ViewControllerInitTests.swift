import RxCocoa
import RxSwift
import UIKit
import XCTest

/// A view controller made as iOS code makes one, with no arguments.
private final class SettingsViewController: UIViewController {
    let saveButton = UIButton(type: .system)
    private(set) var appeared = 0

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appeared += 1
    }
}

final class ViewControllerInitTests: XCTestCase {
    func testAViewControllerMadeWithNoArgumentsIsAResponderNamedAfterItsClass() {
        let controller = SettingsViewController()
        let object: AnyObject = controller
        XCTAssertTrue(object is UIResponder)
        XCTAssertTrue(object is NSObject)
        XCTAssertEqual(controller.name, "settings")
        XCTAssertEqual(UIViewController(nibName: nil, bundle: nil).name, "screen")
        controller.viewWillAppear(false)
        XCTAssertEqual(controller.appeared, 1)
    }
}
