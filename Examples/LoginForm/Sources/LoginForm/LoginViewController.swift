import Foundation
import RxCocoa
import RxSwift
import RxUI
import UIKit

/// The `login` screen, ported from its UIKit view controller: the same controls (with the ids
/// flows address) and bindings. It only binds; the logic is LoginViewModel's.
public final class LoginViewController: ViewController {
    let emailField = TextField(id: "email", placeholder: "Email")
    let passwordField = TextField(id: "password", placeholder: "Password")
    let loginButton = Button(id: "login", title: "Log in")
    let spinner = UIActivityIndicatorView(id: "spinner")
    let welcomeLabel = Label(id: "welcome", text: "")
    private let disposeBag = DisposeBag()

    public init(environment: Environment) {
        super.init(name: "login", environment: environment)
        title = "Log in"
    }

    public override var elements: [any ViewElement] { [emailField, passwordField, loginButton, spinner, welcomeLabel] }

    public override func viewDidLoad() {
        super.viewDidLoad()
        passwordField.isSecureTextEntry = true

        let viewModel = LoginViewModel(
            email: emailField.rx.text.orEmpty.asObservable(),
            password: passwordField.rx.text.orEmpty.asObservable(),
            loginTap: loginButton.rx.tap.asObservable(),
            api: LoginService(client: environment.services.client)
        )

        viewModel.isLoginEnabled.drive(loginButton.rx.isEnabled).disposed(by: disposeBag)
        viewModel.isLoggingIn.drive(spinner.rx.isAnimating).disposed(by: disposeBag)
        viewModel.isLoggingIn
            .drive(environment.networkActivityIndicator.rx.isNetworkActivityIndicatorVisible)
            .disposed(by: disposeBag)
        viewModel.welcome.drive(welcomeLabel.rx.text).disposed(by: disposeBag)
        viewModel.error
            .emit(onNext: { [weak self] message in
                let alert = Alert(title: "Login failed", message: message, preferredStyle: .alert)
                alert.addAction(AlertAction(title: "OK", style: .default))
                self?.present(alert, animated: true)
            })
            .disposed(by: disposeBag)
    }
}
