import Phone
import APIClient
import Foundation
import RxSwift
import RxUI

/// The `repos` screen (seed 000 chapter 2): a search bar for a GitHub user name above the
/// list of that user's repositories. It only binds the ViewModel's outputs to the controls.
public final class RepositoryListController: ViewController {
    public static let screenName = "repos"

    let nameSearchBar = SearchBar(id: "searchBar")
    let repositoryListTableView = TableView(id: "table")
    private(set) var repositoriesViewModel: RepositoriesViewModel?

    public init(environment: Environment) {
        super.init(name: Self.screenName, environment: environment)
        title = "Search repos for username"
    }

    public override var elements: [any ViewElement] { [nameSearchBar, repositoryListTableView] }

    public override func viewDidLoad() {
        super.viewDidLoad()
        repositoryListTableView.register(TableViewCell.self, style: .subtitle, forCellReuseIdentifier: "RepositoryCell")
        let services = environment.services
        let viewModel = RepositoriesViewModel(
            searchText: nameSearchBar.rx.text.orEmpty.asObservable(),
            client: services.client,
            api: GitHubAPI(environment: services.api),
            scheduler: environment.mainScheduler
        )
        repositoriesViewModel = viewModel

        viewModel.repositories
            .drive(repositoryListTableView.rx.items) { tableView, i, repository in
                let cell = tableView.dequeueReusableCell(withIdentifier: "RepositoryCell", for: IndexPath(row: i, section: 0))
                cell.textLabel?.text = repository.name
                cell.detailTextLabel?.text = repository.htmlURL.absoluteString
                return cell
            }
            .disposed(by: disposeBag)

        showNetworkActivity(while: viewModel.isLoading)

        // `present` ignores an alert while another is showing, as the seed's check of
        // `visibleViewController is UIAlertController` does: a second answer stacks nothing.
        viewModel.noRepositories
            .emit(onNext: { [weak self] in
                let alert = Alert(title: ":(", message: "No repositories for this user.")
                alert.addAction(AlertAction(title: "OK"))
                self?.present(alert, animated: true)
            })
            .disposed(by: disposeBag)

        viewModel.failure
            .emit(onNext: { [weak self] message in
                self?.presentFailure(message)
            })
            .disposed(by: disposeBag)

        // As the seed's tap on the table: the row is selected and the keyboard goes away.
        repositoryListTableView.rx.itemSelected
            .subscribe(onNext: { [weak self] _ in self?.view.endEditing(true) })
            .disposed(by: disposeBag)
    }
}
