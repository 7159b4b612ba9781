import RxSwift
import RxUI
@testable import UIKit
import XCTest

final class TextInputTests: XCTestCase {
    func testTextFieldSendsCurrentTextThenEveryUserEditAsRxCocoaDoes() {
        MainActor.assumeIsolated { () -> Void in
            let field = TextField(id: "searchField", placeholder: "検索ワード")
            let text = Recorder(field.rx.text)
            let events = Recorder(field.rx.controlEvent(.allEditingEvents).map { field.isEditing })
            field.userEdit("rx")
            field.userEdit("rxs")
            // Beginning to edit is an editing event too, so the unchanged text is sent again.
            XCTAssertEqual(text.elements, ["", "", "rx", "rxs"])
            XCTAssertEqual(events.elements, [true, true, true])
            XCTAssertTrue(field.isFirstResponder)
        }
    }

    func testChangedLeavesOutTheCurrentValue() {
        MainActor.assumeIsolated { () -> Void in
            let field = TextField(id: "searchField", text: "start")
            let changes = Recorder(field.rx.text.orEmpty.changed)
            field.userEdit("next")
            XCTAssertEqual(changes.elements, ["start", "next"], "begin editing, then the edit")
        }
    }

    func testProgrammaticTextSendsNoUserEvent() {
        MainActor.assumeIsolated { () -> Void in
            let field = TextField(id: "searchField")
            let text = Recorder(field.rx.text.orEmpty)
            field.text = "set in code"
            Observable.just("bound").bind(to: field.rx.text).dispose()
            XCTAssertEqual(field.text, "bound")
            XCTAssertEqual(text.elements, [""])
        }
    }

    func testReturnEndsEditingOnExitThenEndsEditing() {
        MainActor.assumeIsolated { () -> Void in
            let field = TextField(id: "searchField")
            var log: [String] = []
            let bag = DisposeBag()
            field.rx.controlEvent(.editingDidBegin).subscribe(onNext: { log.append("begin") }).disposed(by: bag)
            field.rx.controlEvent(.editingDidEndOnExit).subscribe(onNext: { log.append("return") }).disposed(by: bag)
            field.rx.controlEvent(.editingDidEnd).subscribe(onNext: { log.append("end") }).disposed(by: bag)
            field.userEdit("abc")
            field.userReturn()
            XCTAssertEqual(log, ["begin", "return", "end"])
            XCTAssertFalse(field.isFirstResponder)
        }
    }

    func testDisabledOrHiddenFieldRefusesInput() {
        MainActor.assumeIsolated { () -> Void in
            let field = TextField(id: "searchField")
            XCTAssertNil(field.inputRefusal(action: "type"))
            field.isEnabled = false
            XCTAssertEqual(field.inputRefusal(action: "type")?.description, "type searchField: the text field is disabled")
            field.isHidden = true
            XCTAssertEqual(field.inputRefusal(action: "type")?.description, "type searchField: the text field is hidden")
        }
    }

    func testTextFieldSnapshot() {
        MainActor.assumeIsolated { () -> Void in
            let field = TextField(id: "searchField", text: "abc", placeholder: "検索ワード")
            field.becomeFirstResponder()
            XCTAssertEqual(field._elementSnapshot(), .textField(id: "searchField", text: "abc", placeholder: "検索ワード", editing: true))
        }
    }

    func testSearchBarReportsChangesAndSearchKeepsTheKeyboard() {
        MainActor.assumeIsolated { () -> Void in
            let bar = SearchBar(id: "searchBar")
            let text = Recorder(bar.rx.text.orEmpty)
            let searches = Recorder(bar.rx.searchButtonClicked)
            bar.userEdit("octocat")
            bar.userReturn()
            XCTAssertEqual(text.elements, ["", "octocat"])
            XCTAssertEqual(searches.elements.count, 1)
            XCTAssertTrue(bar.isFirstResponder)
            bar.resignFirstResponder()
            XCTAssertEqual(text.elements, ["", "octocat", "octocat"], "ending editing reports the text, as RxCocoa's")
            XCTAssertEqual(bar._elementSnapshot(), .searchBar(id: "searchBar", text: "octocat"))
        }
    }

    /// `asTextInput` finds by class exactly what conforms to `TextInput`, subclasses included.
    func testTextInputsAreFoundByClassAsTheProtocolCastFindsThem() {
        MainActor.assumeIsolated { () -> Void in
            final class NoteField: UITextField {}
            let objects: [AnyObject] = [
                TextField(id: "field"), NoteField(id: "note"), UISearchBar(id: "bar"), UITextView(id: "text"),
                UIButton(id: "button", title: "Go"), UILabel(id: "label"), UITableView(id: "list"), UIView(id: "plain"),
            ]
            for object in objects {
                XCTAssertEqual(asTextInput(object) != nil, object is any TextInput, "\(type(of: object))")
                XCTAssertTrue(asTextInput(object).map { $0 === object } ?? true)
            }
            XCTAssertEqual(objects.compactMap(asTextInput).count, 4)
        }
    }
}
