import Foundation
import RxSwift
import RxUI
import XCTest

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

/// A secure field's text (a password) appears in no output: change lines, `show`, `state`,
/// `marbles`, a failing `expect` — only its length, as `•`.
final class SecureTextTests: XCTestCase, @unchecked Sendable {
    private final class LoginScreen: ViewController {
        let password = TextField(id: "password", placeholder: "password")
        let strength = Label(id: "strength", text: "")

        init(environment: Environment) {
            super.init(name: "login", environment: environment)
            password.isSecureTextEntry = true
        }

        override var elements: [any ViewElement] { [password, strength] }

        override func viewDidLoad() {
            super.viewDidLoad()
            password.rx.text.orEmpty.map { "\($0.count) characters" }.bind(to: strength.rx.text)
                .disposed(by: disposeBag)
        }
    }

    @MainActor private func session() -> Session {
        var options = SessionOptions.builtIn
        options.registry = {
            var registry = ScreenRegistry()
            registry.register("login") { LoginScreen(environment: $0) }
            return registry
        }
        return Session(options: options)
    }

    func testTheSecretNeverAppearsInAnyOutput() {
        MainActor.assumeIsolated { () -> Void in
            let session = session()
            var output: [String] = []
            for line in ["open login", "type password hunter2", "keys password xy", "show", "state", "marbles",
                         "show password"] {
                output += session.lines(line)
            }
            let all = output.joined(separator: "\n")
            // The failure quotes the script's own expected text, never the field's.
            XCTAssertTrue(session.failure("expect password.text == \"hunter2\"").contains("actual:   \"••\""))
            XCTAssertFalse(all.contains("hunter2") || all.contains("\"xy\"") || all.contains("\"x\""), all)
            XCTAssertTrue(all.contains("password.text: \"\" → \"•••••••\""), all)
            XCTAssertTrue(all.contains("password.text: \"•\" → \"••\""), all)
            XCTAssertTrue(all.contains("2 characters"), all)
        }
    }
}
