import Phone
import RxSwift
import RxUI

/// `venues`: Foursquare venues near 新大塚 for the search text; a row opens the venue's page.
public final class VenuesViewController: ViewController {
    public static let screenName = "venues"

    let searchBar = SearchBar(id: "searchBar")
    let tableView = TableView(id: "table")
    private(set) var viewModel: VenuesViewModel?

    public init(environment: Environment) {
        super.init(name: Self.screenName, environment: environment)
        title = "Foursquare API Client"
    }

    public override var elements: [any ViewElement] { [searchBar, tableView] }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(VenueCell.self, style: .subtitle, forCellReuseIdentifier: VenueCell.identifier)
        let viewModel = VenuesViewModel(
            searchText: searchBar.rx.text.orEmpty.asObservable(),
            venueSelected: tableView.rx.modelSelected(Venue.self).asObservable(),
            client: VenuesAPIClient(services: environment.services),
            scheduler: environment.mainScheduler
        )
        self.viewModel = viewModel

        viewModel.rows
            .drive(tableView.rx.items(cellIdentifier: VenueCell.identifier, cellType: VenueCell.self)) { _, venue, cell in
                cell.configure(with: venue)
            }
            .disposed(by: disposeBag)
        showNetworkActivity(while: viewModel.isLoading)
        viewModel.errorMessage
            .emit(onNext: { [weak self] message in self?.presentFailure(message) })
            .disposed(by: disposeBag)
        viewModel.openURL.emit(to: environment.opener.rx.open).disposed(by: disposeBag)
        tableView.rx.itemSelected
            .subscribe(onNext: { [weak tableView] indexPath in tableView?.deselectRow(at: indexPath, animated: true) })
            .disposed(by: disposeBag)
    }
}
