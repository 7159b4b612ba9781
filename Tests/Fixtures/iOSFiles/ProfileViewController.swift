import RxCocoa
import RxSwift
import UIKit

/// View controllers as an iOS team writes them: members named as rxs's own screen API is in
/// RxUI (`name`, `environment`, `elements`, `window`, …) are the controllers' own here.
final class ProfileEnvironment {}

struct ProfileElement {
    let id: Int
}

final class ProfileViewController: UIViewController {
    private let environment: ProfileEnvironment
    private let name: String
    private var elements: [ProfileElement] = []
    private var elementIDs: Set<Int> = []
    private let disposeBag = DisposeBag()
    private var presentedAlert: UIAlertController?
    private weak var window: UIWindow?

    init(environment: ProfileEnvironment, name: String) {
        self.environment = environment
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = name
    }

    func element(_ index: Int) -> ProfileElement { elements[index] }
    func snapshot() -> UIImage? { nil }
    func showHUD(while loading: Bool) {}
    func showNetworkActivity(while loading: Bool) {}
    var screenDisposeBag: DisposeBag { disposeBag }
}

final class ProfileNavigationController: UINavigationController {
    var elements: [ProfileElement] = []
    var name = "root"
}

final class ProfileTabBarController: UITabBarController {
    let environment = ProfileEnvironment()
    var name = "tabs"
}
