import RxCocoa
import RxSwift
import UIKit

@MainActor
protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
    func start()
}

final class AppCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    private let window: UIWindow
    private let navigationController: UINavigationController

    init(window: UIWindow) {
        self.window = window
        self.navigationController = UINavigationController()
        navigationController.navigationBar.prefersLargeTitles = true
    }

    func start() {
        let contacts = ContactsViewController(viewModel: ContactsViewModel())
        contacts.onSelectContact = { [weak self] contact in
            self?.showDetail(for: contact)
        }
        navigationController.setViewControllers([contacts], animated: false)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
    }

    private func showDetail(for contact: Contact) {
        let detail = ContactDetailViewController(contact: contact)
        detail.onEdit = { [weak self] in self?.presentEditor() }
        navigationController.pushViewController(detail, animated: true)
    }

    private func presentEditor() {
        let editor = EditProfileViewController()
        let nav = UINavigationController(rootViewController: editor)
        nav.modalPresentationStyle = .pageSheet
        if let sheet = nav.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        navigationController.present(nav, animated: true, completion: nil)
    }
}

final class ContactDetailViewController: UIViewController {
    private let contact: Contact
    private let headerContainer = UIView()
    private let photosContainer = UIView()
    private let nameLabel = UILabel()
    private let actionButton = UIButton(type: .system)
    private let disposeBag = DisposeBag()

    var onEdit: (() -> Void)?

    init(contact: Contact) {
        self.contact = contact
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = contact.name
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        navigationItem.rightBarButtonItem?.rx.tap
            .subscribe(onNext: { [weak self] in self?.onEdit?() })
            .disposed(by: disposeBag)

        nameLabel.text = contact.name
        nameLabel.font = UIFont.preferredFont(forTextStyle: .title1)
        nameLabel.textAlignment = .center
        actionButton.setTitle("More", for: .normal)
        actionButton.setImage(UIImage(systemName: "ellipsis.circle"), for: .normal)

        let stack = UIStackView(arrangedSubviews: [headerContainer, nameLabel, actionButton, photosContainer])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            stack.bottomAnchor.constraint(lessThanOrEqualTo: view.safeAreaLayoutGuide.bottomAnchor),
            headerContainer.heightAnchor.constraint(equalToConstant: 120),
            photosContainer.heightAnchor.constraint(equalToConstant: 300),
        ])

        embedPhotos()

        actionButton.rx.tap
            .subscribe(onNext: { [weak self] in self?.showActions() })
            .disposed(by: disposeBag)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard view.window != nil else { return }
        nameLabel.accessibilityLabel = contact.name
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.userInterfaceStyle == .dark {
            headerContainer.backgroundColor = UIColor(white: 0.15, alpha: 1)
        } else {
            headerContainer.backgroundColor = UIColor(red: 0.93, green: 0.95, blue: 1.0, alpha: 1)
        }
        if traitCollection.horizontalSizeClass == .regular {
            nameLabel.font = UIFont.preferredFont(forTextStyle: .largeTitle)
        }
    }

    private func embedPhotos() {
        let photos = PhotoGridViewController(photos: [
            Photo(id: "1", title: "Beach", thumbnailName: "beach"),
            Photo(id: "2", title: "Forest", thumbnailName: "forest"),
        ])
        addChild(photos)
        photos.view.translatesAutoresizingMaskIntoConstraints = false
        photosContainer.addSubview(photos.view)
        NSLayoutConstraint.activate([
            photos.view.topAnchor.constraint(equalTo: photosContainer.topAnchor),
            photos.view.leadingAnchor.constraint(equalTo: photosContainer.leadingAnchor),
            photos.view.trailingAnchor.constraint(equalTo: photosContainer.trailingAnchor),
            photos.view.bottomAnchor.constraint(equalTo: photosContainer.bottomAnchor),
        ])
        photos.didMove(toParent: self)
        photos.didPick = { [weak self] photo in
            self?.showPhoto(photo)
        }
    }

    private func removeChild(_ child: UIViewController) {
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
    }

    private func showPhoto(_ photo: Photo) {
        let viewer = UIViewController()
        viewer.view.backgroundColor = .black
        let imageView = UIImageView(image: UIImage(named: photo.thumbnailName))
        imageView.contentMode = .scaleAspectFit
        imageView.frame = viewer.view.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        viewer.view.addSubview(imageView)
        viewer.modalPresentationStyle = .fullScreen
        viewer.modalTransitionStyle = .crossDissolve
        present(viewer, animated: true)
    }

    private func showActions() {
        let sheet = UIAlertController(title: contact.name, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Send Email", style: .default) { [weak self] _ in
            guard let self = self,
                  let url = URL(string: "mailto:\(self.contact.email)"),
                  UIApplication.shared.canOpenURL(url) else { return }
            UIApplication.shared.open(url, options: [:], completionHandler: nil)
        })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
        if let popover = sheet.popoverPresentationController {
            popover.sourceView = actionButton
            popover.sourceRect = actionButton.bounds
        }
        present(sheet, animated: true)
    }
}
