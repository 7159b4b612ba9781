import RxCocoa
import RxSwift
import UIKit
import XCTest
@testable import MyApp

final class SearchViewControllerTests: XCTestCase {
    func testResultsWaitForTheDebounce() {
        let vc = SearchViewController()
        vc.loadViewIfNeeded()
        vc.queryField.text = "ap"
        vc.queryField.sendActions(for: .editingChanged)
        XCTAssertEqual(vc.results, [], "debounced for 0.3 s")
        RunLoop.current.run(until: Date().addingTimeInterval(0.5))
        XCTAssertEqual(vc.results, ["apple", "apricot"])
        XCTAssertEqual(vc.countLabel.text, "2 results")
    }

    func testAnExpectationFulfilledFromTheMainQueue() {
        let viewModel = SearchViewModel()
        let exp = expectation(description: "results")
        let disposable = viewModel.results(for: .just("ch"))
            .drive(onNext: { results in
                XCTAssertEqual(results, ["cherry"])
                exp.fulfill()
            })
        wait(for: [exp], timeout: 2)
        disposable.dispose()
    }
}
