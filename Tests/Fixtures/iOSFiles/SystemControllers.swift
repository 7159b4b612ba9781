import RxCocoa
import RxSwift
import UIKit
import UniformTypeIdentifiers

/// A mail app's split view, as an iPhone app writes one: open on the list, detail on select.
final class SysMailSplitViewController: UISplitViewController, UISplitViewControllerDelegate {
    init() {
        super.init(style: .doubleColumn)
        preferredDisplayMode = .oneBesideSecondary
        preferredSplitBehavior = .tile
        delegate = self
        setViewController(SysMailboxListViewController(), for: .primary)
        setViewController(SysMessageViewController(subject: "Welcome"), for: .secondary)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column {
        .primary
    }

    func splitViewController(_ splitViewController: UISplitViewController,
                             collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool {
        true
    }
}

final class SysMailboxListViewController: UIViewController {
    let tableView = UITableView()
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Mailboxes"
        view.addSubview(tableView)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        Observable.just(["Inbox", "Sent"])
            .bind(to: tableView.rx.items(cellIdentifier: "Cell")) { _, name, cell in
                cell.textLabel?.text = name
            }
            .disposed(by: disposeBag)
        tableView.rx.modelSelected(String.self)
            .subscribe(onNext: { [weak self] name in
                let detail = UINavigationController(rootViewController: SysMessageViewController(subject: name))
                self?.showDetailViewController(detail, sender: self)
                if self?.splitViewController?.isCollapsed == false {
                    self?.splitViewController?.show(.secondary)
                }
            })
            .disposed(by: disposeBag)
    }
}

final class SysMessageViewController: UIViewController {
    let subject: String
    let shareButton = UIButton(type: .system)
    let photoButton = UIButton(type: .system)
    let attachButton = UIButton(type: .system)
    let photoView = UIImageView()
    private let disposeBag = DisposeBag()

    init(subject: String) {
        self.subject = subject
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = subject
        navigationItem.leftBarButtonItem = splitViewController?.displayModeButtonItem
        view.addSubview(shareButton)
        view.addSubview(photoButton)
        view.addSubview(attachButton)
        view.addSubview(photoView)
        shareButton.rx.tap
            .subscribe(onNext: { [weak self] in self?.share() })
            .disposed(by: disposeBag)
        photoButton.rx.tap
            .subscribe(onNext: { [weak self] in self?.choosePhoto() })
            .disposed(by: disposeBag)
        attachButton.rx.tap
            .subscribe(onNext: { [weak self] in self?.attach() })
            .disposed(by: disposeBag)
    }

    private func share() {
        let url = URL(string: "https://example.com/messages/1")
        let items: [Any] = [subject, url as Any, SysShareItemSource(subject: subject)]
        let activity = UIActivityViewController(activityItems: items, applicationActivities: [SysOpenInBrowserActivity()])
        activity.excludedActivityTypes = [.assignToContact, .print, .postToFacebook]
        activity.completionWithItemsHandler = { activityType, completed, returnedItems, error in
            if let error { print(error.localizedDescription) }
            print(activityType?.rawValue ?? "none", completed, returnedItems?.count ?? 0)
        }
        activity.popoverPresentationController?.sourceView = shareButton
        activity.popoverPresentationController?.sourceRect = shareButton.bounds
        present(activity, animated: true)
    }

    private func choosePhoto() {
        guard UIImagePickerController.isSourceTypeAvailable(.photoLibrary) else { return }
        let picker = UIImagePickerController()
        picker.sourceType = UIImagePickerController.isSourceTypeAvailable(.camera) ? .camera : .photoLibrary
        picker.mediaTypes = ["public.image"]
        picker.allowsEditing = true
        picker.delegate = self
        present(picker, animated: true)
    }

    private func attach() {
        let types: [UTType] = [.pdf, .plainText, UTType(filenameExtension: "md") ?? .text]
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: types, asCopy: true)
        picker.allowsMultipleSelection = false
        picker.shouldShowFileExtensions = true
        picker.delegate = self
        present(picker, animated: true)
    }
}

extension SysMessageViewController: UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    func imagePickerController(_ picker: UIImagePickerController,
                               didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        photoView.image = (info[.editedImage] ?? info[.originalImage]) as? UIImage
        picker.dismiss(animated: true)
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismiss(animated: true, completion: nil)
    }
}

extension SysMessageViewController: UIDocumentPickerDelegate {
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        print(urls.map(\.lastPathComponent))
    }

    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {
        print("cancelled")
    }
}

final class SysShareItemSource: NSObject, UIActivityItemSource {
    let subject: String

    init(subject: String) {
        self.subject = subject
    }

    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any {
        subject
    }

    func activityViewController(_ activityViewController: UIActivityViewController,
                                itemForActivityType activityType: UIActivity.ActivityType?) -> Any? {
        activityType == .mail ? "Mail: \(subject)" : subject
    }

    func activityViewController(_ activityViewController: UIActivityViewController,
                                subjectForActivityType activityType: UIActivity.ActivityType?) -> String {
        subject
    }
}

final class SysOpenInBrowserActivity: UIActivity {
    private var url: URL?

    override class var activityCategory: UIActivity.Category { .action }
    override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("com.example.openInBrowser") }
    override var activityTitle: String? { "Open in Browser" }
    override var activityImage: UIImage? { UIImage(systemName: "safari") }

    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        activityItems.contains { $0 is URL }
    }

    override func prepare(withActivityItems activityItems: [Any]) {
        url = activityItems.compactMap { $0 as? URL }.first
    }

    override func perform() {
        if let url { UIApplication.shared.open(url, options: [:], completionHandler: nil) }
        activityDidFinish(true)
    }
}

/// A theme setting that asks for a colour, as iOS 14 code does.
final class SysThemeColorViewController: UIViewController, UIColorPickerViewControllerDelegate {
    let swatch = UIView()
    let chooseButton = UIButton(type: .system)
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(swatch)
        view.addSubview(chooseButton)
        chooseButton.rx.tap
            .subscribe(onNext: { [weak self] in
                guard let self else { return }
                let picker = UIColorPickerViewController()
                picker.selectedColor = self.swatch.backgroundColor ?? .systemBlue
                picker.supportsAlpha = false
                picker.delegate = self
                self.present(picker, animated: true)
            })
            .disposed(by: disposeBag)
    }

    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor,
                                   continuously: Bool) {
        swatch.backgroundColor = color
    }

    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {
        print("chosen")
    }
}
