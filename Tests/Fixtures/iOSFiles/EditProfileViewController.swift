import RxCocoa
import RxSwift
import UIKit

final class EditProfileViewModel {
    let name = BehaviorRelay<String>(value: "")
    let bio = BehaviorRelay<String>(value: "")
    let email = BehaviorRelay<String>(value: "")

    var isValid: Observable<Bool> {
        Observable.combineLatest(name, email) { name, email in
            !name.trimmingCharacters(in: .whitespaces).isEmpty && email.contains("@")
        }
    }

    func save() -> Single<Bool> {
        Single.just(true).delay(.milliseconds(500), scheduler: MainScheduler.instance)
    }
}

final class EditProfileViewController: UIViewController {
    private let scrollView = UIScrollView()
    private let contentStack = UIStackView()
    private let headerLabel = UILabel()
    private let nameField = UITextField()
    private let emailField = UITextField()
    private let bioField = UITextField()
    private let saveButton = UIButton(type: .system)
    private let deleteButton = UIButton(type: .system)
    private let spinner = UIActivityIndicatorView(style: .medium)
    private var bottomConstraint: NSLayoutConstraint?

    private let viewModel: EditProfileViewModel
    private let disposeBag = DisposeBag()

    init(viewModel: EditProfileViewModel = EditProfileViewModel()) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(named: "Background") ?? .systemBackground
        navigationItem.title = "Edit Profile"
        navigationItem.largeTitleDisplayMode = .never
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)
        setupLayout()
        styleViews()
        bindViewModel()
        observeKeyboard()
    }

    private func setupLayout() {
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.keyboardDismissMode = .interactive
        view.addSubview(scrollView)

        contentStack.axis = .vertical
        contentStack.spacing = 16
        contentStack.alignment = .fill
        contentStack.distribution = .fill
        contentStack.isLayoutMarginsRelativeArrangement = true
        contentStack.layoutMargins = UIEdgeInsets(top: 24, left: 20, bottom: 24, right: 20)
        contentStack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(contentStack)

        [headerLabel, nameField, emailField, bioField, saveButton, deleteButton].forEach {
            contentStack.addArrangedSubview($0)
        }
        contentStack.setCustomSpacing(32, after: bioField)
        saveButton.addSubview(spinner)
        spinner.translatesAutoresizingMaskIntoConstraints = false
        spinner.hidesWhenStopped = true

        let bottom = scrollView.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
        bottomConstraint = bottom
        let buttonHeight = saveButton.heightAnchor.constraint(equalToConstant: 50)
        buttonHeight.priority = .defaultHigh

        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bottom,
            contentStack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            contentStack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            contentStack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            contentStack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            contentStack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            buttonHeight,
            spinner.centerYAnchor.constraint(equalTo: saveButton.centerYAnchor),
            spinner.trailingAnchor.constraint(equalTo: saveButton.trailingAnchor, constant: -16),
        ])

        headerLabel.setContentHuggingPriority(.required, for: .vertical)
        headerLabel.setContentCompressionResistancePriority(.defaultHigh, for: .vertical)
        nameField.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    }

    private func styleViews() {
        let title = NSMutableAttributedString(
            string: "Your profile",
            attributes: [
                .font: UIFont.preferredFont(forTextStyle: .largeTitle),
                .foregroundColor: UIColor.label,
            ])
        title.append(NSAttributedString(
            string: "\nVisible to your contacts",
            attributes: [
                .font: UIFont.systemFont(ofSize: 14),
                .foregroundColor: UIColor(red: 0.4, green: 0.4, blue: 0.45, alpha: 1),
            ]))
        headerLabel.attributedText = title
        headerLabel.numberOfLines = 0

        nameField.placeholder = "Name"
        nameField.borderStyle = .roundedRect
        nameField.textContentType = .name
        nameField.returnKeyType = .next
        emailField.placeholder = "Email"
        emailField.borderStyle = .roundedRect
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.autocorrectionType = .no
        bioField.placeholder = "Bio"
        bioField.borderStyle = .roundedRect
        bioField.returnKeyType = .done

        saveButton.setTitle("Save", for: .normal)
        saveButton.setTitleColor(.white, for: .normal)
        saveButton.setTitleColor(.lightGray, for: .disabled)
        saveButton.backgroundColor = .systemBlue
        saveButton.layer.cornerRadius = 10
        saveButton.titleLabel?.font = UIFont.preferredFont(forTextStyle: .headline)

        deleteButton.setTitle("Delete account", for: .normal)
        deleteButton.setTitleColor(.systemRed, for: .normal)
    }

    private func bindViewModel() {
        nameField.rx.text.orEmpty.bind(to: viewModel.name).disposed(by: disposeBag)
        emailField.rx.text.orEmpty.bind(to: viewModel.email).disposed(by: disposeBag)
        bioField.rx.text.orEmpty.bind(to: viewModel.bio).disposed(by: disposeBag)

        viewModel.isValid
            .bind(to: saveButton.rx.isEnabled)
            .disposed(by: disposeBag)

        viewModel.isValid
            .map { $0 ? 1.0 : 0.5 }
            .bind(to: saveButton.rx.alpha)
            .disposed(by: disposeBag)

        nameField.rx.controlEvent(.editingDidEndOnExit)
            .subscribe(onNext: { [weak self] in self?.emailField.becomeFirstResponder() })
            .disposed(by: disposeBag)

        saveButton.rx.tap
            .do(onNext: { [weak self] in
                self?.view.endEditing(true)
                self?.spinner.startAnimating()
            })
            .flatMapLatest { [viewModel] in viewModel.save().asObservable() }
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] saved in
                self?.spinner.stopAnimating()
                if saved { self?.navigationController?.popViewController(animated: true) }
            })
            .disposed(by: disposeBag)

        deleteButton.rx.tap
            .subscribe(onNext: { [weak self] in self?.confirmDelete() })
            .disposed(by: disposeBag)
    }

    private func observeKeyboard() {
        NotificationCenter.default.rx.notification(UIResponder.keyboardWillShowNotification)
            .compactMap { $0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect }
            .subscribe(onNext: { [weak self] frame in
                guard let self = self else { return }
                let inset = frame.height - self.view.safeAreaInsets.bottom
                self.scrollView.contentInset.bottom = inset
                self.scrollView.verticalScrollIndicatorInsets.bottom = inset
            })
            .disposed(by: disposeBag)

        NotificationCenter.default.rx.notification(UIResponder.keyboardWillHideNotification)
            .subscribe(onNext: { [weak self] notification in
                let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
                UIView.animate(withDuration: duration) {
                    self?.scrollView.contentInset = .zero
                    self?.scrollView.scrollIndicatorInsets = .zero
                    self?.view.layoutIfNeeded()
                }
            })
            .disposed(by: disposeBag)
    }

    private func confirmDelete() {
        let alert = UIAlertController(title: "Delete account?",
                                      message: "Type DELETE to confirm.",
                                      preferredStyle: .alert)
        alert.addTextField { textField in
            textField.placeholder = "DELETE"
            textField.autocapitalizationType = .allCharacters
        }
        let confirm = UIAlertAction(title: "Delete", style: .destructive) { [weak alert, weak self] _ in
            guard alert?.textFields?.first?.text == "DELETE" else { return }
            self?.showDeletedBanner()
        }
        alert.addAction(confirm)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.preferredAction = confirm
        present(alert, animated: true)
    }

    private func showDeletedBanner() {
        let banner = UILabel()
        banner.text = "Account deleted"
        banner.textAlignment = .center
        banner.backgroundColor = .systemRed
        banner.textColor = .white
        banner.alpha = 0
        banner.frame = CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 44)
        view.addSubview(banner)
        UIView.animate(withDuration: 0.3, delay: 0, options: [.curveEaseOut], animations: {
            banner.alpha = 1
        }, completion: { _ in
            UIView.animate(withDuration: 0.3, delay: 2, options: [], animations: {
                banner.alpha = 0
            }, completion: { _ in
                banner.removeFromSuperview()
            })
        })
    }
}
