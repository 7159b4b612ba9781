import Foundation
import RxSwift
import XCTest

import RxUI
@testable import UIKit

/// The porting kit: UIKit shapes that RxCocoa code uses, compiling unchanged.
final class SecureTextFieldTests: XCTestCase {
    func testASecureFieldSnapshotsOneBulletPerCharacterAndSaysItIsSecure() {
        MainActor.assumeIsolated { () -> Void in
            let field = TextField(id: "password")
            field.isSecureTextEntry = true
            field.text = "hunter2"
            let snapshot = field._elementSnapshot()
            XCTAssertEqual(snapshot["text"], .string("•••••••"))
            XCTAssertEqual(snapshot["secure"], .bool(true))
            XCTAssertEqual(snapshot.propertyNames, ["editing", "hidden", "placeholder", "secure", "text"])
            let json = String(decoding: (try? JSONEncoder().encode(snapshot)) ?? Data(), as: UTF8.self)
            XCTAssertFalse(json.contains("hunter2"))
        }
    }

    func testAPlainFieldHasNoSecureProperty() {
        MainActor.assumeIsolated { () -> Void in
            let field = TextField(id: "name", text: "Ann")
            XCTAssertNil(field._elementSnapshot()["secure"])
            XCTAssertEqual(field._elementSnapshot()["text"], .string("Ann"))
        }
    }

    /// UIKit code declares its own bag; that must compile and be the one used inside.
    private final class OwnBagScreen: ViewController {
        private let disposeBag = DisposeBag()
        let label = Label(id: "label", text: "")
        var ownBag: DisposeBag { disposeBag }
        var inheritedBag: DisposeBag { (self as ScreenDisposeBag).disposeBag }
    }

    func testASubclassMayDeclareItsOwnDisposeBag() {
        MainActor.assumeIsolated { () -> Void in
            let screen = OwnBagScreen(name: "own", environment: Environment(mainScheduler: VirtualTimeScheduler()))
            XCTAssertFalse(screen.ownBag === screen.inheritedBag)
            XCTAssertTrue(screen.inheritedBag === screen.screenDisposeBag)
        }
    }

    func testAlertTakesUIAlertControllersShape() {
        MainActor.assumeIsolated { () -> Void in
            let alert = Alert(title: "Sign in failed", message: "Wrong password", preferredStyle: .alert)
            alert.addAction(AlertAction(title: "OK", style: .cancel, handler: nil))
            XCTAssertEqual(alert.preferredStyle, .alert)
            XCTAssertEqual(alert.actions.map(\.title), ["OK"])
            XCTAssertEqual(Alert(title: nil, message: nil).preferredStyle, .alert)
        }
    }
}
