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

/// One with its own designated initializer, calling UIKit's designated `init(nibName:bundle:)`.
private final class GreetingViewController: UIViewController {
    private let name: String

    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { nil }
}

final class ViewControllerInitTests: XCTestCase {
    func testAViewControllerWithItsOwnInitializerCallsInitWithNibNameAndIsNamedAfterItsClass() {
        MainActor.assumeIsolated { () -> Void in
            let controller = GreetingViewController(name: "Ann")
            XCTAssertEqual(controller._name, "greeting")
            XCTAssertEqual(controller.title, "Ann")
            XCTAssertEqual(UINavigationController(nibName: nil, bundle: nil)._name, "screen")
            XCTAssertEqual(UINavigationController()._name, "screen")
        }
    }

    func testAViewControllerMadeWithNoArgumentsIsAResponderNamedAfterItsClass() {
        MainActor.assumeIsolated { () -> Void in
            let controller = SettingsViewController()
            let object: AnyObject = controller
            XCTAssertTrue(object is UIResponder)
            XCTAssertTrue(object is NSObject)
            XCTAssertEqual(controller._name, "settings")
            XCTAssertEqual(UIViewController(nibName: nil, bundle: nil)._name, "screen")
            controller.viewWillAppear(false)
            XCTAssertEqual(controller.appeared, 1)
        }
    }
}

/// Alert actions and tab items as UIKit's classes, with UIKit's initializers.
final class AlertAndTabItemTests: XCTestCase {
    func testAlertActionsAreObjectsWithAnEnabledState() {
        MainActor.assumeIsolated { () -> Void in
            var handled: [String?] = []
            let action = UIAlertAction(title: "Delete", style: .destructive) { handled.append($0.title) }
            let object: AnyObject = action
            XCTAssertTrue(object is NSObject)
            XCTAssertTrue(action.isEnabled)
            Observable.just(false).bind(to: action.rx.isEnabled).dispose()
            XCTAssertFalse(action.isEnabled)
            XCTAssertEqual(handled, [])
        }
    }

    func testTabBarItemsAsUIKitMakesThem() {
        XCTAssertEqual(UITabBarItem(tabBarSystemItem: .favorites, tag: 2).title, "Favorites")
        XCTAssertEqual(UITabBarItem(tabBarSystemItem: .favorites, tag: 2).tag, 2)
        let item = UITabBarItem(title: "Home", image: nil, selectedImage: nil)
        XCTAssertEqual(item.title, "Home")
        XCTAssertNil(UITabBarItem().title)
    }
}
