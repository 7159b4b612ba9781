import Phone
import RxSwift
import RxUI

/// `follow`: ten suggested GitHub users; pull to refresh, delete a row to see someone else,
/// select a row to open the profile.
public final class FollowViewController: ViewController {
    public static let screenName = "follow"

    let tableView = TableView(id: "table")
    let refreshControl = RefreshControl()
    private(set) var viewModel: FollowViewModel?

    public init(environment: Environment) {
        super.init(name: Self.screenName, environment: environment)
        title = "Who to follow"
    }

    public override var elements: [any ViewElement] { [tableView] }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.refreshControl = refreshControl
        tableView.register(FollowUserCell.self, style: .subtitle, forCellReuseIdentifier: FollowUserCell.identifier)
        let viewModel = FollowViewModel(
            refresh: refreshControl.rx.controlEvent(.valueChanged).asObservable(),
            deleted: tableView.rx.itemDeleted.map(\.row),
            selected: tableView.rx.itemSelected.map(\.row),
            client: UsersAPIClient(services: environment.services),
            random: environment.random
        )
        self.viewModel = viewModel

        viewModel.rows
            .drive(tableView.rx.items(cellIdentifier: FollowUserCell.identifier, cellType: FollowUserCell.self)) { _, row, cell in
                cell.viewModel = row
            }
            .disposed(by: disposeBag)
        viewModel.isLoading.drive(refreshControl.rx.isRefreshing).disposed(by: disposeBag)
        showNetworkActivity(while: viewModel.isLoading)
        viewModel.errorMessage
            .emit(onNext: { [weak self] message in self?.presentFailure(message) })
            .disposed(by: disposeBag)
        viewModel.openURL.emit(to: environment.opener.rx.open).disposed(by: disposeBag)
        tableView.rx.itemSelected
            .subscribe(onNext: { [weak tableView] indexPath in tableView?.deselectRow(at: indexPath, animated: false) })
            .disposed(by: disposeBag)
    }
}
