import RxSwift
import RxUI
@testable import UIKit
import XCTest

/// A screen's `disposeBag`: one bag while the screen is in its window, disposed when it leaves,
/// and a new one when it is asked for again (its bindings made anew when it shows again).
final class ScreenDisposeBagTests: XCTestCase {
    private final class BindingScreen: UIViewController {
        var log: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            let name = self._name
            Disposables.create { [weak self] in self?.log.append("\(name) disposed") }.disposed(by: disposeBag)
        }
    }

    func testTheBagIsKeptWhileShownDisposedWhenTheScreenLeavesAndMadeAgainAfter() {
        MainActor.assumeIsolated { () -> Void in
            let window = Window(environment: Environment(mainScheduler: VirtualTimeScheduler()))
            let first = BindingScreen(name: "first", environment: window.environment)
            weak let firstBag = first.disposeBag
            XCTAssertNotNil(firstBag, "the screen keeps the bag it made")
            XCTAssertTrue(first.disposeBag === firstBag, "asked twice, one bag")
            window.setRoot(first)
            XCTAssertTrue(first.disposeBag === firstBag, "the same bag once shown")
            XCTAssertEqual(first.log, [])

            let second = BindingScreen(name: "second", environment: window.environment)
            window.navigationStack.pushViewController(second, animated: false)
            window.navigationStack.popViewController(animated: false)
            XCTAssertEqual(second.log, ["second disposed"], "a popped screen's bindings go when it leaves")

            window.setRoot(BindingScreen(name: "third", environment: window.environment))
            XCTAssertEqual(first.log, ["first disposed"], "replaced as the root, its bindings went")
            XCTAssertNil(firstBag, "the bag went with them")
            let next = first.disposeBag
            XCTAssertTrue(first.disposeBag === next, "asked after leaving, a new bag, then kept")
        }
    }
}
