import APIClient
import Foundation
import RxSwift
import RxUI

/// The `results` screen seed 002 pushes after a search: titled with the query, one row per
/// repository with its full name and star count. It is only ever pushed, never opened by name.
public final class ResultViewController: ViewController {
    public static let screenName = "results"

    let tableView = TableView(id: "table")
    let viewModel: ResultViewModel

    public init(environment: Environment, results: RepositorySearchResults) {
        viewModel = ResultViewModel(repositories: results.repositories)
        super.init(name: Self.screenName, environment: environment)
        title = results.query
    }

    public override var elements: [any ViewElement] { [tableView] }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TableViewCell.self, style: .value1, forCellReuseIdentifier: "Cell")
        viewModel.repositories
            .drive(tableView.rx.items(cellIdentifier: "Cell")) { _, repository, cell in
                cell.textLabel?.text = repository.fullName
                cell.detailTextLabel?.text = String(repository.stargazersCount)
            }
            .disposed(by: disposeBag)
    }
}
