// RxExample's sign-up view controller's binding code, unchanged apart from the outlets
// (controls made in code with ids instead of storyboard outlets) and the imports.
import Foundation
import RxCore
import RxUI

struct ValidationColors {
    static let okColor = UIColor(red: 138.0 / 255.0, green: 221.0 / 255.0, blue: 109.0 / 255.0, alpha: 1.0)
    static let errorColor = UIColor.red
}

extension ValidationResult {
    var textColor: UIColor {
        switch self {
        case .ok:
            return ValidationColors.okColor
        case .empty:
            return UIColor.black
        case .validating:
            return UIColor.black
        case .failed:
            return ValidationColors.errorColor
        }
    }

    var description: String {
        switch self {
        case let .ok(message):
            return message
        case .empty:
            return ""
        case .validating:
            return "validating ..."
        case let .failed(message):
            return message
        }
    }
}

extension Reactive where Base: UILabel {
    var validationResult: Binder<ValidationResult> {
        return Binder(base) { label, result in
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

        // bind results to  {
        viewModel.signupEnabled
            .drive(onNext: { [weak self] valid  in
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
        //}

        let tapBackground = UITapGestureRecognizer()
        tapBackground.rx.event
            .subscribe(onNext: { [weak self] _ in
                self?.view.endEditing(true)
            })
            .disposed(by: disposeBag)
        view.addGestureRecognizer(tapBackground)
    }
}
