import RxCocoa
import RxSwift
import UIKit
import XCTest
@testable import MyApp

final class LoginViewControllerTests: XCTestCase {
    private final class FailingLoginService: LoginServicing {
        func login(email: String, password: String) -> Single<String> {
            .error(LoginError.badCredentials)
        }
    }

    func testLoginButtonEnablesWhenFieldsAreFilled() {
        let vc = LoginViewController(viewModel: LoginViewModel())
        vc.loadViewIfNeeded()
        XCTAssertFalse(vc.loginButton.isEnabled)
        vc.emailField.text = "a@b.c"
        vc.emailField.sendActions(for: .editingChanged)
        XCTAssertFalse(vc.loginButton.isEnabled)
        vc.passwordField.text = "secret"
        vc.passwordField.sendActions(for: .editingChanged)
        XCTAssertTrue(vc.loginButton.isEnabled)
    }

    func testLoggingInShowsTheWelcomeOnceTheServiceAnswers() {
        let vc = LoginViewController(viewModel: LoginViewModel())
        vc.loadViewIfNeeded()
        vc.emailField.text = "a@b.c"
        vc.emailField.sendActions(for: .editingChanged)
        vc.passwordField.text = "secret"
        vc.passwordField.sendActions(for: .editingChanged)
        vc.loginButton.sendActions(for: .touchUpInside)
        XCTAssertEqual(vc.welcomeLabel.text, "", "the service answers later, on a background queue")
        let exp = expectation(description: "welcome")
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { exp.fulfill() }
        wait(for: [exp], timeout: 1)
        XCTAssertEqual(vc.welcomeLabel.text, "Welcome")
    }

    func testAFailedLoginPresentsAnAlert() {
        let vc = LoginViewController(viewModel: LoginViewModel(service: FailingLoginService()))
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = vc
        window.makeKeyAndVisible()
        vc.emailField.text = "a@b.c"
        vc.emailField.sendActions(for: .editingChanged)
        vc.passwordField.text = "wrong"
        vc.passwordField.sendActions(for: .editingChanged)
        vc.loginButton.sendActions(for: .touchUpInside)
        RunLoop.current.run(until: Date().addingTimeInterval(0.1))

        XCTAssertTrue(vc.presentedViewController is UIAlertController)
        let alert = vc.presentedViewController as? UIAlertController
        XCTAssertEqual(alert?.title, "Login failed")
        XCTAssertEqual(alert?.message, "Wrong email or password.")
        XCTAssertEqual(alert?.actions.map(\.title), ["Try again", "Cancel"])
        XCTAssertEqual(alert?.actions.last?.style, .cancel)
        vc.dismiss(animated: false)
        XCTAssertNil(vc.presentedViewController)
    }

    func testEndEditingResignsTheFocusedField() {
        let vc = LoginViewController(viewModel: LoginViewModel())
        vc.loadViewIfNeeded()
        vc.emailField.becomeFirstResponder()
        vc.view.endEditing(true)
        XCTAssertFalse(vc.emailField.isFirstResponder)
    }
}
