import RxSwift
import RxUI
@testable import UIKit
import XCTest

/// The iOS members that replaced rxs's own on views (s51): they read and do what the old
/// ones did.
final class DropInViewMembersTests: XCTestCase {
    func testCurrentTitleImageAndColorAreTheCurrentStates() {
        MainActor.assumeIsolated { () -> Void in
            let button = UIButton(type: .system)
            XCTAssertNil(button.currentTitle)
            XCTAssertNil(button.currentImage)
            XCTAssertEqual(button.currentTitleColor.name, UIColor.systemBlue.name)
            button.setTitle("Go", for: .normal)
            button.setImage(UIImage(named: "go"), for: .normal)
            button.setTitleColor(.red, for: .normal)
            button.setTitle("Wait", for: .disabled)
            XCTAssertEqual(button.currentTitle, "Go")
            XCTAssertEqual(button.currentImage?.name, "go")
            XCTAssertEqual(button.currentTitleColor.name, UIColor.red.name)
            button.isEnabled = false
            XCTAssertEqual(button.currentTitle, "Wait")
            XCTAssertEqual(button.currentImage?.name, "go", "a state without its own image has the normal one")
            let plain = UIButton(type: .system)
            plain.setTitle("Go", for: .normal)
            plain.setImage(UIImage(named: "go"), for: .normal)
            plain.setTitleColor(.red, for: .normal)
            plain.isEnabled = false
            XCTAssertEqual(button._elementSnapshot(), plain._elementSnapshot(), "the snapshot shows the normal title")
        }
    }

    func testPrimaryActionGivesTheButtonItsTitle() {
        MainActor.assumeIsolated { () -> Void in
            let button = UIButton(primaryAction: UIAction(title: "Send") { _ in })
            XCTAssertEqual(button.currentTitle, "Send")
            XCTAssertEqual(button._elementSnapshot(), .button(id: "", title: "Send", enabled: true, hidden: false))
        }
    }

    func testRegisteringAsIOSMakesSubtitleCells() {
        MainActor.assumeIsolated { () -> Void in
            let table = UITableView(frame: .zero, style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            XCTAssertEqual(table.dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(row: 0, section: 0)).style, .subtitle)
            table.register(UITableViewCell.self, style: .value1, forCellReuseIdentifier: "Cell")
            XCTAssertEqual(table.dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(row: 0, section: 0)).style, .value1)
        }
    }

    func testImageViewInitImageIsTheViewWithNoID() {
        MainActor.assumeIsolated { () -> Void in
            let view = UIImageView(image: UIImage(named: "logo"))
            XCTAssertEqual(view.id, "")
            XCTAssertFalse(view.isUserInteractionEnabled)
            XCTAssertEqual(view._elementSnapshot(), UIImageView(id: "", image: UIImage(named: "logo"))._elementSnapshot())
        }
    }

    func testAViewsElementIDIsItsID() {
        MainActor.assumeIsolated { () -> Void in
            let label = UILabel(id: "greeting", text: "Hi")
            let element: any ViewElement = label
            XCTAssertEqual(element._id, "greeting")
            XCTAssertEqual(element.id, "greeting")
        }
    }
}
