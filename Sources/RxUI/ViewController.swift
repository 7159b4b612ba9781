import Foundation
import RxCocoa
import RxSwift
import UIKit

/// rxs's own base of a screen: `UIViewController` with rxs's names — its registry `name`, its
/// `environment`, the `elements` it lists (the ids scripts address), its `window` and
/// snapshot. UIKit keeps these underscored (`_name`, `_elements`, …) so that a controller
/// written as iOS code may declare any of the names; subclass this one to use them.
///
///     final class GreetingViewController: ViewController {
///         let nameField = UITextField(id: "nameField", placeholder: "Your name")
///         init(environment: Environment) { super.init(name: "greeting", environment: environment) }
///         override var elements: [any ViewElement] { [nameField] }
///     }
open class ViewController: UIKit.UIViewController {
    public override init(name: String, environment: Environment) {
        super.init(name: name, environment: environment)
    }

    public override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
    }

    /// The registry name, shown as `nav.screen`.
    public var name: String { _name }

    /// The session's services, schedulers, HUD and network indicator.
    public var environment: Environment { _environment }

    /// The controls the snapshot shows, in display order; by default those the view holds
    /// (UIKit's walk of the view hierarchy).
    open var elements: [any ViewElement] { super._elements }

    /// UIKit reads a controller's elements here.
    open override var _elements: [any _ViewElement] { elements }

    public var elementIDs: [String] { _elementIDs }

    public func element(_ id: String) -> (any ViewElement)? { _element(id) }

    /// This screen's part of the snapshot.
    public func snapshot() -> ScreenSnapshot { _snapshot() }

    /// The session's window while the screen is in it.
    public var window: Window? { _window }

    /// The alert showing in this screen's window, if any.
    public var presentedAlert: UIAlertController? { _presentedAlert }

    /// The bag emptied when the screen leaves its window (also reached as `disposeBag`).
    public var screenDisposeBag: DisposeBag { _screenDisposeBag }

    /// Shows the session's network activity indicator while `loading` says so. The indicator
    /// belongs to this screen's requests: it goes off when the screen leaves, so a request cut
    /// short by leaving never leaves it on.
    public func showNetworkActivity(while loading: Driver<Bool>) {
        let indicator = environment.networkActivityIndicator
        loading.drive(indicator.rx.isVisible).disposed(by: disposeBag)
        Disposables.create { indicator.isVisible = false }.disposed(by: disposeBag)
    }

    /// Shows the session's HUD while `visible` says so, and hides it when the screen leaves.
    public func showHUD(while visible: Driver<Bool>) {
        let hud = environment.hud
        visible.drive(hud.rx.isVisible).disposed(by: disposeBag)
        Disposables.create { hud.hide() }.disposed(by: disposeBag)
    }
}
