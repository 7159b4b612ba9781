import Phone
import RxSwift
import RxUI

/// The `feed` screen (seed 001's `ListController`): the latest Sketch App Sources entries,
/// pull to refresh, and a tap on a row opens the entry.
public final class FeedViewController: ViewController {
    public static let screenName = "feed"

    let tableView = TableView(id: "table")
    let refreshControl = RefreshControl()
    private(set) var viewModel: FeedViewModel?

    public init(environment: Environment) {
        super.init(name: Self.screenName, environment: environment)
        title = "Latest Sketch 100"
    }

    public override var elements: [any ViewElement] { [tableView] }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.refreshControl = refreshControl
        tableView.register(EntryCell.self, forCellReuseIdentifier: EntryCell.identifier)
        let viewModel = FeedViewModel(
            refresh: refreshControl.rx.controlEvent(.valueChanged).asObservable(),
            request: environment.feedRequest,
            client: environment.services.client
        )
        self.viewModel = viewModel

        viewModel.isRefreshing.drive(refreshControl.rx.isRefreshing).disposed(by: disposeBag)

        viewModel.entries
            .drive(tableView.rx.items(cellIdentifier: EntryCell.identifier, cellType: EntryCell.self)) { _, entry, cell in
                cell.show(entry)
            }
            .disposed(by: disposeBag)

        viewModel.failure
            .emit(onNext: { [weak self] message in
                self?.presentFailure(message)
            })
            .disposed(by: disposeBag)

        // The list shows no selection when the person comes back, as a navigation list does.
        tableView.rx.itemSelected
            .subscribe(onNext: { [tableView] indexPath in tableView.deselectRow(at: indexPath, animated: true) })
            .disposed(by: disposeBag)

        tableView.rx.modelSelected(Entry.self)
            .subscribe(onNext: { [weak self] entry in
                guard let self else { return }
                let entryScreen = EntryViewController(entry: entry, environment: environment)
                navigationController?.pushViewController(entryScreen, animated: true)
            })
            .disposed(by: disposeBag)
    }
}
