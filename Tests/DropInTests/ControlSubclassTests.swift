import Foundation
import RxCocoa
import RxSwift
import UIKit
import XCTest

/// Controls apps subclass, written as UIKit code writes them: `override init(frame:)` calling
/// `super.init(frame:)`, the required coder initializer, overridden properties.
private final class RoundedButton: UIButton {
    override init(frame: CGRect) {
        super.init(frame: frame)
        setTitle("Go", for: .normal)
    }

    required init?(coder: NSCoder) { nil }
}

private final class PaddedLabel: UILabel {
    var assignments: [String?] = []
    override var text: String? {
        didSet { assignments.append(text) }
    }
}

private final class PaddedField: UITextField {
    override init(frame: CGRect) {
        super.init(frame: frame)
        placeholder = "Email"
    }

    required init?(coder: NSCoder) { nil }
}

private final class NotesView: UITextView {
    var didSetText = false
    override var text: String! {
        didSet { didSetText = true }
    }
}

private final class AvatarView: UIImageView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = true
    }

    required init?(coder: NSCoder) { nil }
}

final class ControlSubclassTests: XCTestCase {
    func testSubclassesOverrideUIKitsInitializersAndProperties() {
        MainActor.assumeIsolated { () -> Void in
            let button = RoundedButton(frame: CGRect(x: 0, y: 0, width: 80, height: 44))
            XCTAssertEqual(button.title(for: .normal), "Go")
            XCTAssertEqual(button.frame.width, 80)
            let label = PaddedLabel(frame: .zero)
            Observable.just("hello").bind(to: label.rx.text).dispose()
            XCTAssertEqual(label.assignments, ["hello"])
            XCTAssertFalse(label.isUserInteractionEnabled, "a label takes no touches by default, as UIKit's")
            XCTAssertEqual(PaddedField(frame: .zero).placeholder, "Email")
            XCTAssertEqual(PaddedField(frame: .zero).text, "", "an empty field's text is \"\", as UIKit's")
            let notes = NotesView(frame: .zero)
            notes.text = "Text1"
            notes.didSetText = false
            notes.rx.text.onNext("Text1")
            XCTAssertFalse(notes.didSetText, "the same text is not set again")
            notes.rx.text.onNext("Text2")
            XCTAssertTrue(notes.didSetText)
            XCTAssertTrue(AvatarView(frame: .zero).isUserInteractionEnabled)
        }
    }
}
