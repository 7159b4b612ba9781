import RxCocoa
import RxSwift
import UIKit

final class LoginViewController: UIViewController {
    let emailField = UITextField()
    let passwordField = UITextField()
    let loginButton = UIButton(type: .system)
    let welcomeLabel = UILabel()
    private let viewModel: LoginViewModel
    private let disposeBag = DisposeBag()

    init(viewModel: LoginViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Log in"
        emailField.placeholder = "Email"
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        loginButton.setTitle("Log in", for: .normal)
        let stack = UIStackView(arrangedSubviews: [emailField, passwordField, loginButton, welcomeLabel])
        stack.axis = .vertical
        view.addSubview(stack)

        let output = viewModel.transform(input: LoginViewModel.Input(
            email: emailField.rx.text.orEmpty.asDriver(),
            password: passwordField.rx.text.orEmpty.asDriver(),
            loginTap: loginButton.rx.tap.asSignal()
        ))
        output.isLoginEnabled.drive(loginButton.rx.isEnabled).disposed(by: disposeBag)
        output.welcome.drive(welcomeLabel.rx.text).disposed(by: disposeBag)
        output.error
            .emit(onNext: { [weak self] message in self?.showError(message) })
            .disposed(by: disposeBag)
    }

    private func showError(_ message: String) {
        let alert = UIAlertController(title: "Login failed", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Try again", style: .default) { [weak self] _ in
            self?.passwordField.text = ""
            self?.passwordField.sendActions(for: .editingChanged)
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alert, animated: true)
    }
}
