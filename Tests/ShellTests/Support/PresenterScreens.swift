import Foundation
import RxCocoa
import RxSwift
import UIKit

/// A controller that prints each lifecycle call it gets, so a flow's transcript shows UIKit's
/// order of calls as log lines.
class LoggedViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print("\(_name) viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("\(_name) viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("\(_name) viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        print("\(_name) viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        print("\(_name) viewDidDisappear")
    }
}

/// `presenter`: an iOS-style controller (controls made in `viewDidLoad`, added with
/// `view.addSubview`, no `elements`) that pushes a `detail`, presents a `sheet` in a navigation
/// controller (a page sheet), or covers itself with a full-screen `sheet`.
final class PresenterViewController: LoggedViewController {
    private let disposeBag = DisposeBag()
    let pushButton = UIButton(type: .system)
    let sheetButton = UIButton(type: .system)
    let coverButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Presenter"
        pushButton.setTitle("Push", for: .normal)
        sheetButton.setTitle("Sheet", for: .normal)
        coverButton.setTitle("Cover", for: .normal)
        let stack = UIView()
        [pushButton, sheetButton, coverButton].forEach(stack.addSubview)
        view.addSubview(stack)

        pushButton.rx.tap.subscribe(onNext: { [weak self] in
            self?.navigationController?.pushViewController(DetailViewController(), animated: true)
        }).disposed(by: disposeBag)
        sheetButton.rx.tap.subscribe(onNext: { [weak self] in
            let navigation = UINavigationController(rootViewController: SheetViewController())
            self?.present(navigation, animated: true) { print("sheet presented") }
        }).disposed(by: disposeBag)
        coverButton.rx.tap.subscribe(onNext: { [weak self] in
            let navigation = UINavigationController(rootViewController: SheetViewController())
            navigation.modalPresentationStyle = .fullScreen
            self?.present(navigation, animated: true)
        }).disposed(by: disposeBag)
    }
}

/// `sheet`: presented in its own navigation controller; `more` pushes a `detail` on that
/// stack, the bar button `done` dismisses it.
final class SheetViewController: LoggedViewController {
    private let disposeBag = DisposeBag()
    let moreButton = UIButton(type: .system)
    let doneButton = UIBarButtonItem(barButtonSystemItem: .done)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sheet"
        moreButton.setTitle("More", for: .normal)
        view.addSubview(moreButton)
        navigationItem.rightBarButtonItem = doneButton

        moreButton.rx.tap.subscribe(onNext: { [weak self] in
            self?.navigationController?.pushViewController(DetailViewController(), animated: true)
        }).disposed(by: disposeBag)
        doneButton.rx.tap.subscribe(onNext: { [weak self] in
            self?.dismiss(animated: true) { print("sheet dismissed") }
        }).disposed(by: disposeBag)
    }
}

/// `detail`: a label; `back` leaves it.
final class DetailViewController: LoggedViewController {
    let note = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Detail"
        note.text = "details"
        view.addSubview(note)
    }
}
