import Phone
import APIClient
import RxSwift
import RxUI

/// The `search` screen (seed 002): a search word field with its validation message and a
/// search button; a finished search pushes the `results` screen. It only binds.
public final class SearchViewController: ViewController {
    public static let screenName = "search"

    let searchTextField = TextField(id: "searchField", placeholder: "検索ワード")
    let searchButton = Button(id: "searchButton", title: "検索")
    let validMessage = Label(id: "validMessage", text: "3文字以上入力してください")
    private(set) var viewModel: SearchViewModel?

    public init(environment: Environment) {
        super.init(name: Self.screenName, environment: environment)
        title = "GitHub リポジトリ検索"
    }

    public override var elements: [any ViewElement] { [searchTextField, searchButton, validMessage] }

    public override func viewDidLoad() {
        super.viewDidLoad()
        let services = environment.services
        let viewModel = SearchViewModel(
            search: searchTextField.rx.text.orEmpty.asObservable(),
            buttonTap: searchButton.rx.tap.asObservable(),
            keyboardReturn: searchTextField.rx.controlEvent(.editingDidEndOnExit).asObservable(),
            client: services.client,
            api: GitHubAPI(environment: services.api)
        )
        self.viewModel = viewModel

        viewModel.validation.drive(validMessage.rx.isHidden).disposed(by: disposeBag)
        viewModel.validation.drive(searchButton.rx.isEnabled).disposed(by: disposeBag)

        showHUD(while: viewModel.isSearching)

        viewModel.results
            .emit(onNext: { [weak self] results in
                guard let self else { return }
                self.view.endEditing(true)
                let resultViewController = ResultViewController(environment: self.environment, results: results)
                self.navigationController?.pushViewController(resultViewController, animated: true)
            })
            .disposed(by: disposeBag)

        viewModel.failure
            .emit(onNext: { [weak self] message in
                self?.presentFailure(message)
            })
            .disposed(by: disposeBag)
    }
}
