import Foundation
import RxCocoa
import RxSwift
import RxUI
import UIKit

@testable import RxsSession

/// `sharing`: `shareButton` presents a share sheet of "Hello"; `status` tells what its handler heard.
final class SharingViewController: UIViewController {
    let status = UILabel()
    let shareButton = UIButton(type: .system)
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        status.text = ""
        shareButton.setTitle("Share", for: .normal)
        view.addSubview(status)
        view.addSubview(shareButton)
        shareButton.rx.tap.subscribe(onNext: { [weak self] in
            let sheet = UIActivityViewController(activityItems: ["Hello"], applicationActivities: nil)
            sheet.excludedActivityTypes = [.airDrop]
            sheet.completionWithItemsHandler = { type, completed, _, _ in
                self?.status.text = "\(type?.rawValue ?? "no activity") \(completed ? "completed" : "cancelled")"
            }
            self?.present(sheet, animated: true)
        }).disposed(by: disposeBag)
    }
}

/// `avatar`: `chooseButton` presents an image picker (editing allowed); the pick shows in
/// `photo` and the app dismisses the picker.
final class AvatarViewController: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    let photo = UIImageView()
    let chooseButton = UIButton(type: .system)
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        chooseButton.setTitle("Choose", for: .normal)
        view.addSubview(photo)
        view.addSubview(chooseButton)
        chooseButton.rx.tap.subscribe(onNext: { [weak self] in
            let picker = UIImagePickerController()
            picker.sourceType = .photoLibrary
            picker.allowsEditing = true
            picker.delegate = self
            self?.present(picker, animated: true)
        }).disposed(by: disposeBag)
    }

    func imagePickerController(_ picker: UIImagePickerController,
                               didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        photo.image = info[.editedImage] as? UIImage
        picker.dismiss(animated: true)
    }
}

/// `inbox`: a split view controller whose primary's `openButton` shows a detail.
final class InboxViewController: UISplitViewController, UISplitViewControllerDelegate {
    init() {
        super.init(style: .doubleColumn)
        let list = UIViewController()
        list.title = "Inbox"
        let open = UIButton(type: .system)
        open.accessibilityIdentifier = "openButton"
        open.setTitle("Open", for: .normal)
        open.addAction(UIAction { [weak list] _ in
            let detail = UIViewController()
            detail.title = "Message"
            list?.showDetailViewController(detail, sender: nil)
        }, for: .primaryActionTriggered)
        list.view.addSubview(open)
        setViewController(list, for: .primary)
        delegate = self
    }

    required init?(coder: NSCoder) { nil }

    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
        -> UISplitViewController.Column { .primary }
}

enum SystemControllerScreens {
    static var options: SessionOptions {
        var options = SessionOptions.builtIn
        options.registry = {
            var registry = ScreenRegistry()
            registry.register("sharing") { _ in SharingViewController() }
            registry.register("avatar") { _ in AvatarViewController() }
            registry.register("inbox") { _ in InboxViewController() }
            return registry
        }
        return options
    }

    @MainActor static func session() -> Session { Session(options: options) }
}
