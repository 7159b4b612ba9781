import RxSwift
import RxUI
@testable import UIKit
import XCTest

/// State a screen or a control makes only when asked for: a screen's navigation item and a
/// search bar's callback subjects. Made late, each must behave as one made with its owner.
final class LazilyMadeScreenStateTests: XCTestCase {
    func testAScreenMakesItsNavigationItemWhenFirstAskedAndTheBackCommandAndElementsReadItOnlyThen() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let window = Window(environment: Environment(mainScheduler: VirtualTimeScheduler()))
            let root = UIViewController(name: "root", environment: window.environment)
            let pushed = UIViewController(name: "pushed", environment: window.environment)
            window.setRoot(root)
            window.navigationStack.pushViewController(pushed, animated: false)
            _ = window.snapshot()
            try window.goBack()
            XCTAssertNil(root.navigationItemIfMade, "shown, listed and gone back to without one")
            XCTAssertNil(pushed.navigationItemIfMade, "gone back from without one")

            let item = pushed.navigationItem
            XCTAssertTrue(pushed.navigationItem === item, "asked twice, one item")
            item.title = "Pushed"
            XCTAssertEqual(pushed.title, "Pushed", "an item made late belongs to its screen")
            pushed.title = "Renamed"
            XCTAssertEqual(item.title, "Renamed")
            item.rightBarButtonItem = UIBarButtonItem(title: "Save")
            item.hidesBackButton = true
            window.navigationStack.pushViewController(pushed, animated: false)
            XCTAssertEqual(window.snapshot().top?.elements.map(\.id), ["button1"], "its bar button listed")
            XCTAssertThrowsError(try window.goBack(), "its hidden back button read")
        }
    }

    func testASearchBarMakesACallbackSubjectWhenFirstObservedAndCompletesThemWhenFreed() {
        MainActor.assumeIsolated { () -> Void in
            var bar: UISearchBar? = UISearchBar(id: "searchBar")
            bar?.userEdit("before")
            bar?.userReturn()
            XCTAssertNil(bar?.textDidChangeSubject, "sent to before anyone observed: not made")
            XCTAssertNil(bar?.searchButtonClickedSubject)

            let text = Recorder(bar!.rx.text.orEmpty)
            let searches = Recorder(bar!.rx.searchButtonClicked)
            bar?.userEdit("after")
            bar?.userReturn()
            bar?.resignFirstResponder()
            XCTAssertEqual(text.elements, ["before", "after", "after"], "the current text, each change, the end of editing")
            XCTAssertEqual(searches.elements.count, 1, "only the search made after it was observed")
            XCTAssertNotNil(bar?.textDidChangeSubject)
            XCTAssertNil(bar?.cancelButtonClickedSubject, "never observed: never made")
            XCTAssertNil(bar?.scopeChangedSubject)

            bar = nil
            XCTAssertTrue(text.completed, "completed when the bar is freed, as RxCocoa's")
            XCTAssertTrue(searches.completed)
        }
    }
}
