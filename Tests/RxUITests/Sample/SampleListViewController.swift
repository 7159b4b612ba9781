import Foundation
import RxSwift
import RxUI

/// The test screen, written the way the seed ViewControllers are: outlets, a ViewModel made
/// from the controls' sequences in `viewDidLoad`, and bindings into a dispose bag.
final class SampleListViewController: ViewController {
    let searchField = TextField(id: "searchField", placeholder: "リポジトリ名")
    let addButton = Button(id: "addButton", title: "追加")
    let validMessage = Label(id: "validMessage", text: "3文字以上入力してください")
    let tableView = TableView(id: "table")
    let refreshControl = RefreshControl()

    private var viewModel: SampleListViewModel?

    init(environment: Environment) {
        super.init(name: "sample", environment: environment)
        title = "Sample リスト"
    }

    override var elements: [any ViewElement] { [searchField, addButton, validMessage, tableView] }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.refreshControl = refreshControl
        tableView.register(TableViewCell.self, style: .value1, forCellReuseIdentifier: "Cell")
        let viewModel = SampleListViewModel(
            text: searchField.rx.text.orEmpty.asObservable(),
            addTap: addButton.rx.tap.asObservable(),
            refresh: refreshControl.rx.controlEvent(.valueChanged).asObservable(),
            deleted: tableView.rx.itemDeleted.asObservable(),
            environment: environment
        )
        self.viewModel = viewModel

        viewModel.isValid.drive(addButton.rx.isEnabled).disposed(by: disposeBag)
        viewModel.isValid.drive(validMessage.rx.isHidden).disposed(by: disposeBag)
        viewModel.isRefreshing.drive(refreshControl.rx.isRefreshing).disposed(by: disposeBag)

        viewModel.items
            .drive(tableView.rx.items) { tableView, i, item in
                let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(row: i, section: 0))
                cell.textLabel?.text = item.name
                cell.detailTextLabel?.text = "★ \(item.stars)"
                return cell
            }
            .disposed(by: disposeBag)

        viewModel.duplicate
            .emit(onNext: { [weak self] name in
                let alert = Alert(title: "重複", message: "\(name) はもうリストにあります。")
                alert.addAction(AlertAction(title: "OK"))
                self?.present(alert, animated: true)
            })
            .disposed(by: disposeBag)

        tableView.rx.modelSelected(SampleItem.self)
            .subscribe(onNext: { [weak self] item in
                self?.view.endEditing(true)
                self?.environment.opener.open(item.url)
            })
            .disposed(by: disposeBag)
    }
}
