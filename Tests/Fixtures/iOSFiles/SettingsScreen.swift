import RxCocoa
import RxSwift
import UIKit

/// A settings screen as an iOS team writes it: status bar, traits, layout callbacks,
/// presentation settings, the navigation bar and toolbar, and layers styled with CGColors.
final class SettingsScreenViewController: UIViewController {
    private let saveButton = UIButton(type: .system)
    private let avatarView = UIView()
    private let disposeBag = DisposeBag()
    private var layoutPasses = 0

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { false }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    override var hidesBottomBarWhenPushed: Bool {
        get { true }
        set {}
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        definesPresentationContext = true
        providesPresentationContextTransitionStyle = true
        edgesForExtendedLayout = []
        extendedLayoutIncludesOpaqueBars = true
        additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 8, right: 0)
        preferredContentSize = CGSize(width: 320, height: 480)
        overrideUserInterfaceStyle = .light
        view.addSubview(avatarView)
        view.addSubview(saveButton)
        styleLayers()
        navigationController?.navigationBar.prefersLargeTitles = true
        navigationController?.navigationBar.tintColor = .white
        navigationController?.setNavigationBarHidden(false, animated: false)
        navigationController?.isToolbarHidden = false
        navigationController?.interactivePopGestureRecognizer?.isEnabled = false
        setToolbarItems([UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)], animated: false)
        saveButton.rx.tap
            .subscribe(onNext: { [weak self] in self?.showAbout() })
            .disposed(by: disposeBag)
    }

    private func styleLayers() {
        avatarView.layer.cornerRadius = 24
        avatarView.layer.cornerCurve = .continuous
        avatarView.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        avatarView.layer.masksToBounds = true
        avatarView.layer.borderWidth = 1
        avatarView.layer.borderColor = UIColor.systemGray.withAlphaComponent(0.5).cgColor
        saveButton.layer.shadowColor = UIColor.black.cgColor
        saveButton.layer.shadowOpacity = 0.2
        saveButton.layer.shadowOffset = CGSize(width: 0, height: 2)
        saveButton.layer.shadowRadius = 4
        saveButton.layer.zPosition = 1
        let highlight = CALayer()
        highlight.backgroundColor = UIColor(hue: 0.6, saturation: 0.5, brightness: 0.9, alpha: 1).cgColor
        saveButton.layer.addSublayer(highlight)
        let tint = UIColor(cgColor: CGColor(red: 0, green: 0.5, blue: 1, alpha: 1))
        saveButton.tintColor = tint
    }

    private func showAbout() {
        let about = UIViewController()
        about.modalPresentationStyle = .formSheet
        about.modalTransitionStyle = .crossDissolve
        about.isModalInPresentation = true
        present(about, animated: true)
        setNeedsStatusBarAppearanceUpdate()
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        layoutPasses += 1
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        avatarView.layer.cornerRadius = avatarView.bounds.height / 2
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) {
            styleLayers()
        }
        if traitCollection.horizontalSizeClass == .compact, traitCollection.userInterfaceStyle == .dark {
            view.setNeedsLayout()
        }
    }
}

/// A navigation controller subclass as apps write one: its top screen decides the status bar.
final class SettingsNavigationController: UINavigationController {
    override var childForStatusBarStyle: UIViewController? { topViewController }
    override var preferredStatusBarStyle: UIStatusBarStyle { topViewController?.preferredStatusBarStyle ?? .default }

    func reset(to root: UIViewController) {
        viewControllers = [root]
        navigationBar.isTranslucent = false
        setToolbarHidden(true, animated: false)
    }
}
