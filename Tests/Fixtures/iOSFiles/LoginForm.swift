import RxCocoa
import RxSwift
import UIKit

/// Login, search and form screens as iOS code writes them: text fields with their input traits
/// and a delegate, labels and buttons styled, the keyboard's notifications observed.
final class LoginFormViewController: UIViewController, UITextFieldDelegate {
    private let emailField = UITextField()
    private let passwordField = UITextField()
    private let loginButton = UIButton(type: .system)
    private let errorLabel = UILabel()
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        emailField.attributedPlaceholder = NSAttributedString(string: "Email")
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.autocorrectionType = .no
        emailField.spellCheckingType = .no
        emailField.returnKeyType = .next
        emailField.textContentType = .username
        emailField.clearButtonMode = .whileEditing
        emailField.borderStyle = .roundedRect
        emailField.enablesReturnKeyAutomatically = true
        emailField.delegate = self
        let icon = UIImageView(image: UIImage(systemName: "envelope"))
        emailField.leftView = icon
        emailField.leftViewMode = .always
        passwordField.isSecureTextEntry = true
        passwordField.textContentType = .password
        passwordField.returnKeyType = .go
        passwordField.rightViewMode = .whileEditing
        passwordField.inputAccessoryView = UIView()
        passwordField.adjustsFontSizeToFitWidth = true
        passwordField.textAlignment = .left
        passwordField.delegate = self
        errorLabel.numberOfLines = 0
        errorLabel.lineBreakMode = .byWordWrapping
        errorLabel.adjustsFontSizeToFitWidth = true
        errorLabel.minimumScaleFactor = 0.5
        errorLabel.preferredMaxLayoutWidth = 280
        errorLabel.textAlignment = .center
        errorLabel.baselineAdjustment = .alignCenters
        errorLabel.allowsDefaultTighteningForTruncation = true
        errorLabel.highlightedTextColor = .white
        loginButton.setTitle("Log in", for: .normal)
        loginButton.setTitleColor(.white, for: .normal)
        loginButton.titleLabel?.font = .boldSystemFont(ofSize: 16)
        loginButton.titleLabel?.adjustsFontSizeToFitWidth = true
        loginButton.contentEdgeInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        loginButton.titleEdgeInsets = UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 0)
        loginButton.imageEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 4)
        _ = loginButton.imageView
        for field in [emailField, passwordField] { view.addSubview(field) }
        view.addSubview(loginButton)
        view.addSubview(errorLabel)

        let valid = Observable.combineLatest(emailField.rx.text.orEmpty, passwordField.rx.text.orEmpty) {
            $0.contains("@") && $1.count >= 8
        }
        valid.bind(to: loginButton.rx.isEnabled).disposed(by: disposeBag)
        NotificationCenter.default.rx.notification(UIResponder.keyboardWillShowNotification)
            .map { ($0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue) != nil }
            .subscribe(onNext: { _ in })
            .disposed(by: disposeBag)
        NotificationCenter.default.rx.notification(UIResponder.keyboardWillHideNotification)
            .map { $0.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25 }
            .subscribe(onNext: { _ in })
            .disposed(by: disposeBag)
        loginButton.rx.tap
            .subscribe(onNext: { [weak self] in
                self?.view.endEditing(true)
                self?.errorLabel.text = self?.loginButton.titleLabel?.text
            })
            .disposed(by: disposeBag)
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        textField !== emailField || !string.contains(" ")
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === emailField {
            passwordField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return true
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        errorLabel.text = nil
    }
}

/// A search screen and a notes form: a search bar's and a text view's traits and delegate.
final class LoginFormNotesViewController: UIViewController, UITextViewDelegate, UISearchBarDelegate {
    private let searchBar = UISearchBar()
    private let notes = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        searchBar.autocapitalizationType = .none
        searchBar.keyboardType = .webSearch
        searchBar.returnKeyType = .search
        searchBar.searchBarStyle = .minimal
        searchBar.barTintColor = .white
        searchBar.setShowsCancelButton(true, animated: true)
        searchBar.delegate = self
        notes.isScrollEnabled = false
        notes.isSelectable = true
        notes.textContainerInset = .zero
        notes.keyboardDismissMode = .interactive
        notes.delegate = self
        notes.autocorrectionType = .yes
        notes.inputView = nil
        view.addSubview(searchBar)
        view.addSubview(notes)
    }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        (textView.text ?? "").count + text.count <= 280
    }

    func textViewDidChange(_ textView: UITextView) {
        navigationItem.rightBarButtonItem?.isEnabled = textView.hasText
    }

    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        searchBar.resignFirstResponder()
    }

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
}
