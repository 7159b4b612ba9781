import Foundation
import RxSwift
import RxRelay
import RxUI
@testable import UIKit
import XCTest

private struct Repository {
    let fullName: String
}

/// The binding code quoted in the seeds, in RxSwift 6 spelling, against RxUI.
final class SeedPortingTests: XCTestCase, @unchecked Sendable {
    private let scheduler = VirtualTimeScheduler()
    private let disposeBag = DisposeBag()

    func testSeed000SearchBarDebounce() {
        MainActor.assumeIsolated { () -> Void in
            let environment = Environment(mainScheduler: scheduler)
            let nameSearchBar = SearchBar(id: "searchBar")
            let searchText: Observable<String> = nameSearchBar.rx.text
                .filter { $0 != nil }
                .map { $0 ?? "" }
                .filter { $0.count > 0 }
                .debounce(.milliseconds(500), scheduler: environment.mainScheduler)
                .distinctUntilChanged()
            let names = Recorder(searchText)
            nameSearchBar.userEdit("octo")
            scheduler.advanceTo(100)
            nameSearchBar.userEdit("octocat")
            scheduler.advanceTo(599)
            XCTAssertEqual(names.elements, [])
            scheduler.advanceTo(600)
            XCTAssertEqual(names.elements, ["octocat"])
        }
    }

    func testSeed002ValidationAndResultCells() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let searchButton = Button(id: "searchButton", title: "検索")
            let validMessage = Label(id: "validMessage", text: "3文字以上入力してください")
            let searchTextField = TextField(id: "searchField")
            let tableView = TableView(id: "table")
            let validation = searchTextField.rx.text.orEmpty.map { $0.count >= 3 }.share(replay: 1)
            validation.bind(to: validMessage.rx.isHidden).disposed(by: disposeBag)
            validation.bind(to: searchButton.rx.isEnabled).disposed(by: disposeBag)
            let keyboardReturn = Recorder(searchTextField.rx.controlEvent(.editingDidEndOnExit).asObservable())
            searchTextField.userEdit("検索語")
            searchTextField.userReturn()
            XCTAssertTrue(searchButton.isEnabled)
            XCTAssertTrue(validMessage.isHidden)
            XCTAssertEqual(keyboardReturn.elements.count, 1)

            let repository = BehaviorRelay(value: [Repository(fullName: "ReactiveX/RxSwift")])
            repository.asObservable()
                .bind(to: tableView.rx.items(cellIdentifier: "Cell")) { _, repository, cell in
                    cell.textLabel?.text = repository.fullName
                }
                .disposed(by: disposeBag)
            XCTAssertEqual(tableView._elementSnapshot().rows.first?.title, "ReactiveX/RxSwift")
        }
    }

    func testSeed003RefreshStartsWithALoad() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let tableView = TableView(id: "table")
            let refreshControl = RefreshControl()
            tableView.refreshControl = refreshControl
            var loads = 0
            refreshControl.rx.controlEvent(.valueChanged).startWith(())
                .subscribe(onNext: { [unowned refreshControl] in
                    loads += 1
                    refreshControl.endRefreshing()
                })
                .disposed(by: disposeBag)
            try tableView.userPullToRefresh()
            XCTAssertEqual(loads, 2)
            XCTAssertFalse(refreshControl.isRefreshing)
        }
    }
}
