import RxCocoa
import RxSwift
import UIKit
import XCTest
@testable import MyApp

@MainActor
final class SearchViewControllerTests: XCTestCase {
    func testResultsWaitForTheDebounce() {
        let vc = SearchViewController()
        vc.loadViewIfNeeded()
        vc.searchBar.text = "ap"
        vc.searchBar.delegate?.searchBar?(vc.searchBar, textDidChange: "ap")
        XCTAssertEqual(vc.results, [], "debounced for 0.3 s")
        RunLoop.current.run(until: Date().addingTimeInterval(0.5))
        XCTAssertEqual(vc.results, ["apple", "apricot"])
        XCTAssertEqual(vc.countLabel.text, "2 results")
    }

    func testAnExpectationFulfilledFromTheMainQueue() {
        let vc = SearchViewController()
        vc.loadViewIfNeeded()
        vc.searchBar.text = "b"
        vc.searchBar.delegate?.searchBar?(vc.searchBar, textDidChange: "b")
        let exp = expectation(description: "results")
        let disposable = vc.viewModel.results(for: .just("ch"))
            .drive(onNext: { results in
                XCTAssertEqual(results, ["cherry"])
                exp.fulfill()
            })
        waitForExpectations(timeout: 2)
        disposable.dispose()
    }
}
