import Foundation
import RxCocoa
import RxSwift
import UIKit

/// Asks the user something; the answer is the title of the button tapped. Main-actor
/// isolated, as the UIKit it presents with.
@MainActor
protocol Wireframe {
    func prompt(_ message: String, actions: [String]) -> Observable<String>
}

/// Asks with an alert presented by `presenter`.
final class AlertWireframe: Wireframe {
    private weak var presenter: UIViewController?

    init(presenter: UIViewController) {
        self.presenter = presenter
    }

    func prompt(_ message: String, actions: [String]) -> Observable<String> {
        Observable.create { [weak presenter] observer in
            let alert = UIAlertController(title: "Sign up", message: message, preferredStyle: .alert)
            for action in actions {
                alert.addAction(UIAlertAction(title: action, style: .default) { _ in
                    observer.onNext(action)
                    observer.onCompleted()
                })
            }
            presenter?.present(alert, animated: true, completion: nil)
            return Disposables.create {
                alert.dismiss(animated: false, completion: nil)
            }
        }
    }
}
