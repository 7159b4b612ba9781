import Foundation
import RxCocoa
import RxSwift
import RxUI
import UIKit
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The `signup` screen, ported from its UIKit view controller: outlets become controls made
/// in code (with the ids flows address); the bindings are unchanged.
public final class SignUpViewController: ViewController {
    let usernameField = UITextField(id: "username", placeholder: "Username")
    let usernameStatus = UILabel(id: "usernameStatus", text: "")
    let passwordField = UITextField(id: "password", placeholder: "Password")
    let passwordStatus = UILabel(id: "passwordStatus", text: "")
    let repeatedPasswordField = UITextField(id: "repeat", placeholder: "Repeat password")
    let repeatedPasswordStatus = UILabel(id: "repeatStatus", text: "")
    let signUpButton = UIButton(id: "signUp", title: "Sign up")
    let spinner = UIActivityIndicatorView(id: "spinner")
    private let disposeBag = DisposeBag()

    public init(environment: Environment) {
        super.init(name: "signup", environment: environment)
        title = "Sign up"
    }

    public override var elements: [any ViewElement] {
        [usernameField, usernameStatus, passwordField, passwordStatus, repeatedPasswordField, repeatedPasswordStatus,
         signUpButton, spinner]
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        passwordField.isSecureTextEntry = true
        repeatedPasswordField.isSecureTextEntry = true

        let viewModel = SignUpViewModel(
            username: usernameField.rx.text.orEmpty.asObservable(),
            password: passwordField.rx.text.orEmpty.asObservable(),
            repeatedPassword: repeatedPasswordField.rx.text.orEmpty.asObservable(),
            signUpTaps: signUpButton.rx.tap.asObservable(),
            directory: GitHubUserDirectory(session: URLSession.shared),
            rules: SignUpRules(),
            wireframe: AlertWireframe(presenter: self)
        )

        viewModel.usernameState.bind(to: usernameStatus.rx.fieldState).disposed(by: disposeBag)
        viewModel.passwordState.bind(to: passwordStatus.rx.fieldState).disposed(by: disposeBag)
        viewModel.repeatedPasswordState.bind(to: repeatedPasswordStatus.rx.fieldState).disposed(by: disposeBag)
        viewModel.isSignUpEnabled
            .subscribe(onNext: { [weak self] enabled in
                self?.signUpButton.isEnabled = enabled
                self?.signUpButton.alpha = enabled ? 1.0 : 0.5
            })
            .disposed(by: disposeBag)
        viewModel.isSigningUp.bind(to: spinner.rx.isAnimating).disposed(by: disposeBag)
        viewModel.signedUp
            .subscribe(onNext: { signedUp in
                print("User signed up: \(signedUp)")
            })
            .disposed(by: disposeBag)
    }
}

extension Reactive where Base: UILabel {
    /// Shows a field's state: its message, coloured.
    @MainActor var fieldState: Binder<FieldState> {
        Binder(base) { label, state in
            label.textColor = state.color
            label.text = state.message
        }
    }
}
