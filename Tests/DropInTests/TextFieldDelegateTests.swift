import Foundation
import RxCocoa
import RxSwift
@testable import UIKit
import XCTest

/// A delegate written as iOS code writes one: only the methods it wants, each noted.
private final class NotingDelegate: NSObject, UITextFieldDelegate {
    var calls: [String] = []
    var allowsBegin = true
    var allowsEnd = true
    var allowsChange = true
    var returns = true
    var ranges: [NSRange] = []

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        calls.append("shouldBegin")
        return allowsBegin
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { calls.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        calls.append("shouldEnd")
        return allowsEnd
    }
    func textFieldDidEndEditing(_ textField: UITextField) { calls.append("didEnd") }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        calls.append("shouldChange \(string)")
        ranges.append(range)
        return allowsChange
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        calls.append("shouldReturn")
        return returns
    }
}

final class TextFieldDelegateTests: XCTestCase, @unchecked Sendable {
    private var bag = DisposeBag()
    private var events: [String] = []

    @MainActor private func field(_ delegate: NotingDelegate) -> UITextField {
        let field = UITextField(id: "email", text: "ab")
        field.delegate = delegate
        for (event, name) in [(UIControl.Event.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
                              (.editingDidEndOnExit, "editingDidEndOnExit"), (.editingDidEnd, "editingDidEnd")] {
            field.rx.controlEvent(event).subscribe(onNext: { [unowned self] in events.append(name) }).disposed(by: bag)
        }
        return field
    }

    func testTypingAndReturnAskTheDelegateInUIKitsOrder() {
        MainActor.assumeIsolated { () -> Void in
            let delegate = NotingDelegate()
            let field = field(delegate)
            XCTAssertNil(field.userEdit("ann@x"))
            XCTAssertEqual(field.text, "ann@x")
            XCTAssertEqual(delegate.ranges, [NSRange(location: 0, length: 2)], "the edit replaces the whole old text")
            field.userReturn()
            XCTAssertEqual(delegate.calls, ["shouldBegin", "didBegin", "shouldChange ann@x", "shouldReturn", "shouldEnd", "didEnd"])
            XCTAssertEqual(events, ["editingDidBegin", "editingChanged", "editingDidEndOnExit", "editingDidEnd"])
            XCTAssertFalse(field.isFirstResponder)
        }
    }

    func testADeclinedEditChangesNothingAndSendsNoEditingChanged() {
        MainActor.assumeIsolated { () -> Void in
            let delegate = NotingDelegate()
            delegate.allowsChange = false
            let field = field(delegate)
            XCTAssertEqual(field.userEdit("abc"), .editDeclined)
            XCTAssertEqual(field.text, "ab")
            XCTAssertEqual(events, ["editingDidBegin"])
            XCTAssertTrue(field.isFirstResponder, "the field began editing; the keystroke was refused")
        }
    }

    func testADeclinedBeginKeepsTheFieldOutOfEditing() {
        MainActor.assumeIsolated { () -> Void in
            let delegate = NotingDelegate()
            delegate.allowsBegin = false
            let field = field(delegate)
            XCTAssertFalse(field.becomeFirstResponder())
            XCTAssertEqual(field.userEdit("abc"), .beginEditingDeclined)
            XCTAssertEqual(field.text, "ab")
            XCTAssertEqual(events, [])
            XCTAssertFalse(field.isFirstResponder)
        }
    }

    func testReturnDeclinedKeepsEditingAndSendsNothing() {
        MainActor.assumeIsolated { () -> Void in
            let delegate = NotingDelegate()
            delegate.returns = false
            let field = field(delegate)
            field.userReturn()
            XCTAssertEqual(events, ["editingDidBegin"])
            XCTAssertTrue(field.isFirstResponder)
        }
    }

    func testADeclinedEndKeepsTheFieldEditing() {
        MainActor.assumeIsolated { () -> Void in
            let delegate = NotingDelegate()
            delegate.allowsEnd = false
            let field = field(delegate)
            field.becomeFirstResponder()
            XCTAssertFalse(field.resignFirstResponder())
            XCTAssertTrue(field.isFirstResponder)
            XCTAssertEqual(events, ["editingDidBegin"])
        }
    }

    func testTheDelegateIsWeak() {
        MainActor.assumeIsolated { () -> Void in
            let field = UITextField()
            var delegate: NotingDelegate? = NotingDelegate()
            field.delegate = delegate
            delegate = nil
            XCTAssertNil(field.delegate)
        }
    }

    func testATextViewDelegateMayDeclineAnEdit() {
        MainActor.assumeIsolated { () -> Void in
            final class Declining: NSObject, UITextViewDelegate {
                func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
                    false
                }
            }
            let delegate = Declining()
            let view = UITextView(id: "notes", text: "a")
            view.delegate = delegate
            XCTAssertEqual(view.userEdit("b"), .editDeclined)
            view.userReturn()
            XCTAssertEqual(view.text, "a")
        }
    }

    func testASearchBarDelegateIsToldAndMayDecline() {
        MainActor.assumeIsolated { () -> Void in
            final class Noting: NSObject, UISearchBarDelegate {
                var calls: [String] = []
                func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
                    !text.contains("!")
                }
                func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { calls.append("changed \(searchText)") }
                func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { calls.append("search") }
                func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { calls.append("end") }
            }
            let delegate = Noting()
            let bar = UISearchBar(id: "search")
            bar.delegate = delegate
            XCTAssertNil(bar.userEdit("rx"))
            XCTAssertEqual(bar.userEdit("rx!"), .editDeclined)
            XCTAssertEqual(bar.text, "rx")
            bar.userReturn()
            bar.resignFirstResponder()
            XCTAssertEqual(delegate.calls, ["changed rx", "search", "end"])
        }
    }

    func testButtonTitleLabelReadsTheCurrentTitle() {
        MainActor.assumeIsolated { () -> Void in
            let button = UIButton(type: .system)
            button.setTitle("Log in", for: .normal)
            button.setTitle("Wait", for: .disabled)
            button.titleLabel?.font = .boldSystemFont(ofSize: 16)
            XCTAssertEqual(button.titleLabel?.text, "Log in")
            button.isEnabled = false
            XCTAssertEqual(button.titleLabel?.text, "Wait")
            XCTAssertTrue(button.titleLabel === button.titleLabel)
        }
    }
}
