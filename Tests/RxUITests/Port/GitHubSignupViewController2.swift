// The sign-up view controller of this port: outlets made in code with ids (instead of a
// storyboard), bound as a UIKit view controller binds a Driver-based ViewModel — a
// `Reactive where Base: UILabel` Binder, `drive(onNext:)`, a background tap ending editing.
import Foundation
import RxSwift
import RxUI

extension ValidationResult {
    /// Green for a good value, red for a bad one, black while empty or checking.
    var textColor: UIColor {
        switch self {
        case .ok: return UIColor(red: 138.0 / 255.0, green: 221.0 / 255.0, blue: 109.0 / 255.0, alpha: 1.0)
        case .failed: return UIColor.red
        case .empty, .validating: return UIColor.black
        }
    }

    var description: String {
        switch self {
        case .ok(let message), .failed(let message): return message
        case .empty: return ""
        case .validating: return "validating ..."
        }
    }
}

extension Reactive where Base: UILabel {
    /// Shows a validation result: its message in its colour.
    @MainActor var validationResult: Binder<ValidationResult> {
        Binder(base) { label, result in
            label.textColor = result.textColor
            label.text = result.description
        }
    }
}

final class GitHubSignupViewController2: ViewController {
    // Outlets, made in code.
    let usernameOutlet = UITextField(id: "username")
    let usernameValidationOutlet = UILabel(id: "usernameValidation")
    let passwordOutlet = UITextField(id: "password")
    let passwordValidationOutlet = UILabel(id: "passwordValidation")
    let repeatedPasswordOutlet = UITextField(id: "repeatedPassword")
    let repeatedPasswordValidationOutlet = UILabel(id: "repeatedPasswordValidation")
    let signupOutlet = UIButton(id: "signup", title: "Sign up")
    let signingUpOulet = UIActivityIndicatorView(id: "signingUp")
    let api: GitHubAPI
    let validationService: GitHubValidationService
    private(set) var signedInLog: [Bool] = []

    init(environment: Environment, api: GitHubAPI, validationService: GitHubValidationService) {
        self.api = api
        self.validationService = validationService
        super.init(name: "signup", environment: environment)
    }

    override var elements: [any ViewElement] {
        [usernameOutlet, usernameValidationOutlet, passwordOutlet, passwordValidationOutlet, repeatedPasswordOutlet,
         repeatedPasswordValidationOutlet, signupOutlet, signingUpOulet]
    }

    override func viewDidLoad() {
        super.viewDidLoad()

        let viewModel = GithubSignupViewModel2(
            input: (
                username: usernameOutlet.rx.text.orEmpty.asDriver(),
                password: passwordOutlet.rx.text.orEmpty.asDriver(),
                repeatedPassword: repeatedPasswordOutlet.rx.text.orEmpty.asDriver(),
                loginTaps: signupOutlet.rx.tap.asSignal()
            ),
            dependency: (
                API: api,
                validationService: validationService,
                wireframe: DefaultWireframe(rootViewController: self)
            )
        )

        viewModel.signupEnabled
            .drive(onNext: { [weak self] valid in
                self?.signupOutlet.isEnabled = valid
                self?.signupOutlet.alpha = valid ? 1.0 : 0.5
            })
            .disposed(by: disposeBag)

        viewModel.validatedUsername
            .drive(usernameValidationOutlet.rx.validationResult)
            .disposed(by: disposeBag)

        viewModel.validatedPassword
            .drive(passwordValidationOutlet.rx.validationResult)
            .disposed(by: disposeBag)

        viewModel.validatedPasswordRepeated
            .drive(repeatedPasswordValidationOutlet.rx.validationResult)
            .disposed(by: disposeBag)

        viewModel.signingIn
            .drive(signingUpOulet.rx.isAnimating)
            .disposed(by: disposeBag)

        viewModel.signedIn
            .drive(onNext: { [weak self] signedIn in
                self?.signedInLog.append(signedIn)
            })
            .disposed(by: disposeBag)

        let tapBackground = UITapGestureRecognizer()
        tapBackground.rx.event
            .subscribe(onNext: { [weak self] _ in
                self?.view.endEditing(true)
            })
            .disposed(by: disposeBag)
        view.addGestureRecognizer(tapBackground)
    }
}
