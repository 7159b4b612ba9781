import RxCocoa
import RxSwift
import UIKit

/// A view model of the kind Swift 6 era iOS code marks `@MainActor`: made in a controller's
/// stored property and called from `viewDidLoad`, which compiles because UIKit's controllers
/// are main-actor isolated.
@MainActor
final class MACInboxViewModel {
    let subjects = BehaviorRelay<[String]>(value: [])
    let title = BehaviorRelay<String>(value: "Inbox")
    private var loads = 0

    func load() {
        loads += 1
        subjects.accept(["Welcome", "Your invoice", "Meeting at 3"])
        title.accept("Inbox (\(subjects.value.count))")
    }

    func markAllRead() async -> Int {
        subjects.value.count
    }
}

/// A controller that binds with `tableView.rx.items` named without its arguments, hops to the
/// main queue with `[weak self]` and starts a task, as iOS controllers do.
final class MACInboxViewController: UIViewController {
    private let viewModel = MACInboxViewModel()
    private let tableView = UITableView()
    private let statusLabel = UILabel()
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        view.addSubview(statusLabel)
        viewModel.subjects
            .bind(to: tableView.rx.items) { _, row, subject in
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = "\(row + 1). \(subject)"
                return cell
            }
            .disposed(by: disposeBag)
        viewModel.title.asDriver().drive(rx.title).disposed(by: disposeBag)
        viewModel.load()
        let lengths = viewModel.subjects.value.map { $0.count }
        statusLabel.text = "\(lengths.reduce(0, +)) characters"
        DispatchQueue.main.async { [weak self] in
            self?.statusLabel.text = "Loaded"
        }
        Task {
            let read = await viewModel.markAllRead()
            self.statusLabel.text = "\(read) read"
        }
    }
}

/// A coordinator isolated to the main actor, as UIKit's navigation is.
@MainActor
final class MACInboxCoordinator {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        navigationController.pushViewController(MACInboxViewController(), animated: false)
    }
}
