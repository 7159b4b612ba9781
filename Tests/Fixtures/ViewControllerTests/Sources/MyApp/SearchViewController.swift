import RxCocoa
import RxSwift
import UIKit

final class SearchViewModel {
    private let catalog = ["apple", "apricot", "banana", "blueberry", "cherry"]

    func results(for query: Observable<String>) -> Driver<[String]> {
        let catalog = self.catalog
        return query
            .debounce(.milliseconds(300), scheduler: MainScheduler.instance)
            .distinctUntilChanged()
            .map { query in query.isEmpty ? [] : catalog.filter { $0.hasPrefix(query.lowercased()) } }
            .asDriver(onErrorJustReturn: [])
    }
}

final class SearchViewController: UIViewController {
    let queryField = UITextField()
    let countLabel = UILabel()
    let viewModel = SearchViewModel()
    private(set) var results: [String] = []
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        queryField.placeholder = "Search"
        view.addSubview(queryField)
        view.addSubview(countLabel)
        let results = viewModel.results(for: queryField.rx.text.orEmpty.asObservable())
        results.map { "\($0.count) results" }.drive(countLabel.rx.text).disposed(by: disposeBag)
        results.drive(onNext: { [weak self] in self?.results = $0 }).disposed(by: disposeBag)
    }
}
