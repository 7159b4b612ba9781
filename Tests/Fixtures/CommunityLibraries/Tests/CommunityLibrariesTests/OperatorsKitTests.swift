import Foundation
import OperatorsKit
import RxCocoa
import RxSwift
import UIKit
import XCTest

/// The operators library's RxCocoa parts: control properties made with
/// `controlProperty(editingEvents:getter:setter:)`, composed control events, a scroll view
/// reaching its bottom, two-way binding.
final class OperatorsKitTests: XCTestCase {
    private let bag = DisposeBag()

    func testTextOrEmptyFollowsEditsAndSets() {
        let field = UITextField()
        var texts: [String] = []
        field.rx.textOrEmpty.subscribe(onNext: { texts.append($0) }).disposed(by: bag)
        field.text = "ab"
        field.sendActions(for: .editingChanged)
        Observable.just("xyz").bind(to: field.rx.textOrEmpty).disposed(by: bag)
        XCTAssertEqual(field.text, "xyz")
        XCTAssertEqual(texts, ["", "ab"], "the current value, then the user's edit; a set is not an edit")
    }

    func testMergedControlEventsAndMapTo() {
        let field = UITextField(), button = UIButton()
        var sent: [String] = []
        field.rx.returnKey.merge(with: button.rx.tap).mapTo("go").subscribe(onNext: { sent.append($0) }).disposed(by: bag)
        button.sendActions(for: .touchUpInside)
        field.sendActions(for: .editingDidEndOnExit)
        XCTAssertEqual(sent, ["go", "go"])
    }

    func testReachedBottomFiresOnceEachTimeTheBottomComesIntoView() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 300)
        var reached = 0
        scrollView.rx.reachedBottom().subscribe(onNext: { reached += 1 }).disposed(by: bag)
        scrollView.contentOffset = CGPoint(x: 0, y: 100)
        XCTAssertEqual(reached, 0)
        scrollView.contentOffset = CGPoint(x: 0, y: 200)
        scrollView.contentOffset = CGPoint(x: 0, y: 210)
        XCTAssertEqual(reached, 1, "once while it stays at the bottom")
        scrollView.contentOffset = .zero
        scrollView.contentOffset = CGPoint(x: 0, y: 200)
        XCTAssertEqual(reached, 2)
    }

    func testOrEmptyOnAnyControlPropertyTypeAndTwoWayBinding() {
        let left = UITextField(), right = UITextField()
        var texts: [String] = []
        left.rx.text.orEmptyString.subscribe(onNext: { texts.append($0) }).disposed(by: bag)
        (left.rx.text <-> right.rx.text).disposed(by: bag)
        right.text = "typed"
        right.sendActions(for: .editingChanged)
        XCTAssertEqual(left.text, "typed", "the right field's edit reaches the left one")
        XCTAssertEqual(texts, [""])
    }
}
