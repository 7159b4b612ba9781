import Foundation
import RxSwift
import RxUI
import UIKit
import XCTest

/// A controller written as iOS code, with members named as rxs's own are in RxUI's
/// `ViewController`: UIKit reads its own (`_name`, `_elements`), never these.
private final class ProfileViewController: UIViewController {
    let saveButton = UIButton(type: .system)
    let elements = ["not", "controls"]
    let name = "Ada"
    let environment = 42

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(saveButton)
    }
}

private final class RootNavigationController: UINavigationController {
    var elements: [Int] = [1, 2]
    var name = "root"
}

/// rxs's own base: `elements` lists the controls, and UIKit's snapshot reads that list.
private final class ListedViewController: ViewController {
    let first = UILabel(id: "first", text: "1")
    let second = UILabel(id: "second", text: "2")

    init(environment: Environment) { super.init(name: "listed", environment: environment) }

    override var elements: [any ViewElement] { [second, first] }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(first)
        view.addSubview(second)
    }
}

/// rxs's own base without a list: UIKit's walk of the view.
private final class WalkedViewController: ViewController {
    let only = UILabel(id: "only", text: "")

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(only)
    }
}

final class IOSNamedMembersTests: XCTestCase, @unchecked Sendable {
    private let scheduler = VirtualTimeScheduler()
    private lazy var environment = Environment(mainScheduler: scheduler)
    @MainActor private lazy var window = Window(environment: environment)

    func testAControllerWrittenAsIOSCodeIsNamedAndListedByUIKitNotByItsOwnMembers() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let profile = ProfileViewController()
            window.setRoot(RootNavigationController(rootViewController: profile))
            let top = try XCTUnwrap(window.snapshot().top)
            XCTAssertEqual(top.name, "profile")
            XCTAssertEqual(top.elements.map(\.id), ["saveButton"])
            XCTAssertEqual(profile._name, "profile")
            XCTAssertEqual(profile.name, "Ada")
            XCTAssertEqual(profile.environment, 42)
            XCTAssertEqual(profile.elements, ["not", "controls"])
        }
    }

    func testRxUIsViewControllerListsItsElementsOrElseItsView() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let listed = ListedViewController(environment: environment)
            window.setRoot(listed)
            XCTAssertEqual(try XCTUnwrap(window.snapshot().top).elements.map(\.id), ["second", "first"])
            XCTAssertEqual(listed.elementIDs, ["second", "first"])
            XCTAssertEqual(listed.element("first")?.id, "first")
            XCTAssertEqual(listed.name, "listed")
            XCTAssertTrue(listed.environment.hud === environment.hud)
            XCTAssertTrue(listed.window === window)
            XCTAssertEqual(listed.snapshot().name, "listed")

            let walked = WalkedViewController()
            window.setRoot(walked)
            XCTAssertEqual(walked.name, "walked")
            XCTAssertEqual(walked.elements.map(\.id), ["only"])
            XCTAssertEqual(try XCTUnwrap(window.snapshot().top).elements.map(\.id), ["only"])
        }
    }
}
