import RxCocoa
import RxSwift
import UIKit

/// An edit sheet that asks before a swipe throws its changes away, as iOS apps do.
final class SheetEditorViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    let textField = UITextField()
    private let bag = DisposeBag()
    var onClose: (() -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(textField)
        textField.rx.text.orEmpty
            .map { !$0.isEmpty }
            .subscribe(onNext: { [weak self] edited in self?.isModalInPresentation = edited })
            .disposed(by: bag)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.presentationController?.delegate = self
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        textField.text?.isEmpty ?? true
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        let alert = UIAlertController(title: "Discard changes?", message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Discard", style: .destructive) { [weak self] _ in
            self?.dismiss(animated: true)
        })
        alert.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
        present(alert, animated: true)
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        view.endEditing(true)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        onClose?()
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }
}

/// Presents the editor as a page sheet with a grabber, and a full-screen cover that a swipe
/// cannot dismiss.
final class SheetHostViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.layer.shadowPath = UIBezierPath(roundedRect: view.bounds, cornerRadius: 8).cgPath
        _ = traitCollection.preferredContentSizeCategory.isAccessibilityCategory
    }

    func showEditor() {
        let editor = SheetEditorViewController()
        let navigation = UINavigationController(rootViewController: editor)
        navigation.modalPresentationStyle = .pageSheet
        if let sheet = navigation.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        let presentation: UIPresentationController? = navigation.presentationController
        if let presentation, presentation is UISheetPresentationController {
            editor.onClose = { [weak self] in self?.title = "Closed" }
        }
        present(navigation, animated: true)
    }

    func showCover() {
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        cover.isModalInPresentation = true
        present(cover, animated: true)
    }

    func openSettings() {
        guard let url = URL(string: UIApplication.openSettingsURLString) else { return }
        UIApplication.shared.open(url)
    }
}
