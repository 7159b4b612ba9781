import Foundation
import RxSwift
import RxRelay
import RxUI
@testable import UIKit
import XCTest

private struct Repository: Equatable {
    let name: String
    let url: String
}

/// A custom cell with its own outlet, as storyboard cells have.
private final class VenueCell: TableViewCell {
    let addressLabel = Label()

    override func _rowSnapshot() -> RowSnapshot {
        var row = super._rowSnapshot()
        row.subtitle = addressLabel.text
        return row
    }
}

/// A data source fed by a sequence, as the seed's `VenueDataSource`.
private final class VenueDataSource: TableViewDataSource, @preconcurrency RxTableViewDataSourceType {
    var venues: [String] = []

    func tableView(_ tableView: TableView, observedEvent: Event<[String]>) {
        if case .next(let value) = observedEvent {
            venues = value
            tableView.reloadData()
        }
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { venues.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "VenueCell", for: indexPath)
        cell.textLabel?.text = venues[indexPath.row]
        return cell
    }
}

final class TableViewTests: XCTestCase, @unchecked Sendable {
    private let repositories = [
        Repository(name: "Hello-World", url: "https://github.com/octocat/Hello-World"),
        Repository(name: "Spoon-Knife", url: "https://github.com/octocat/Spoon-Knife"),
    ]

    func testItemsWithCellFactoryAsTheSeedWritesIt() {
        MainActor.assumeIsolated { () -> Void in
            let tableView = TableView(id: "table")
            let bag = DisposeBag()
            Observable.just(repositories)
                .bind(to: tableView.rx.items) { tableView, i, repository in
                    let cell = tableView.dequeueReusableCell(withIdentifier: "RepositoryCell", for: IndexPath(row: i, section: 0))
                    cell.textLabel?.text = repository.name
                    cell.detailTextLabel?.text = repository.url
                    return cell
                }
                .disposed(by: bag)
            XCTAssertEqual(tableView._elementSnapshot(), .table(id: "table", rows: [
                RowSnapshot(title: "Hello-World", subtitle: "https://github.com/octocat/Hello-World"),
                RowSnapshot(title: "Spoon-Knife", subtitle: "https://github.com/octocat/Spoon-Knife"),
            ]))
        }
    }

    func testItemsWithCellIdentifierAndACustomCellClass() {
        MainActor.assumeIsolated { () -> Void in
            let tableView = TableView(id: "table")
            tableView.register(VenueCell.self, style: .value1, forCellReuseIdentifier: "VenueCell")
            let bag = DisposeBag()
            Observable.just([("ラーメン屋", "新大塚", "Tokyo")])
                .bind(to: tableView.rx.items(cellIdentifier: "VenueCell", cellType: VenueCell.self)) { _, venue, cell in
                    cell.textLabel?.text = venue.0
                    cell.addressLabel.text = venue.1
                    cell.detailTextLabel?.text = venue.2
                    cell.imageView?.imageURL = "https://example.com/icon88.png"
                }
                .disposed(by: bag)
            XCTAssertEqual(tableView._elementSnapshot().rows, [
                RowSnapshot(title: "ラーメン屋", subtitle: "新大塚", detail: "Tokyo", image: "https://example.com/icon88.png"),
            ])
        }
    }

    func testItemsWithADataSource() {
        MainActor.assumeIsolated { () -> Void in
            let tableView = TableView(id: "table")
            let dataSource = VenueDataSource()
            let venues = PublishSubject<[String]>()
            let subscription = venues.bind(to: tableView.rx.items(dataSource: dataSource))
            venues.onNext(["a", "b", "c"])
            XCTAssertEqual(tableView.numberOfRows, 3)
            venues.onNext(["d"])
            XCTAssertEqual(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text, "d")
            subscription.dispose()
            venues.onNext(["x", "y"])
            // As on iOS: the proxy lets the data source go, and the table reloads from nothing.
            XCTAssertEqual(tableView.numberOfRows, 0, "a disposed binding no longer updates the table")
        }
    }

    func testSelectionReportsIndexPathAndModel() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let tableView = TableView(id: "table")
            let bag = DisposeBag()
            Observable.just(repositories)
                .bind(to: tableView.rx.items) { tableView, row, repository in
                    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(row: row, section: 0))
                    cell.textLabel?.text = repository.name
                    return cell
                }
                .disposed(by: bag)
            let selected = Recorder(tableView.rx.itemSelected.map(\.row))
            let models = Recorder(tableView.rx.modelSelected(Repository.self))
            try tableView.userSelect(row: 1)
            XCTAssertEqual(selected.elements, [1])
            XCTAssertEqual(models.elements, [repositories[1]])
            XCTAssertEqual(tableView._elementSnapshot()["selected"], .int(1))
            tableView.reloadData()
            XCTAssertEqual(tableView._elementSnapshot()["selected"], .null, "reloading clears the selection")
            XCTAssertEqual(try tableView.rx.model(at: IndexPath(row: 0, section: 0)) as Repository, repositories[0])
            XCTAssertThrowsError(try tableView.rx.model(at: IndexPath(row: 5, section: 0)) as Repository) { error in
                XCTAssertEqual("\(error)", "row 5 is out of range: table has 2 rows (0–1)")
            }
        }
    }

    /// `rx.items`' models read as their own type, as another type they are (`Any`, an optional)
    /// and as a type they are not: the same models, and the same error, as a cast from `Any`.
    func testModelsReadAsTheirTypeOrAnotherAsACastWould() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let tableView = TableView(id: "table")
            let bag = DisposeBag()
            Observable.just(repositories)
                .bind(to: tableView.rx.items) { tableView, row, _ in
                    tableView.dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(row: row, section: 0))
                }
                .disposed(by: bag)
            let own = Recorder(tableView.rx.modelSelected(Repository.self))
            let any = Recorder(tableView.rx.modelSelected(Any.self))
            let optional = Recorder(tableView.rx.modelSelected(Repository?.self))
            let other = Recorder(tableView.rx.modelSelected(String.self))
            try tableView.userSelect(row: 0)
            try tableView.userSelect(row: 1)
            XCTAssertEqual(own.elements, repositories)
            XCTAssertEqual(any.elements.compactMap { $0 as? Repository }, repositories)
            XCTAssertEqual(any.elements.count, 2)
            XCTAssertEqual(optional.elements, repositories.map(Optional.some))
            XCTAssertEqual(other.elements, [], "a model of another type is skipped")
            XCTAssertEqual(try tableView.rx.model(at: IndexPath(row: 1, section: 0)) as Repository?, repositories[1])
            XCTAssertThrowsError(try tableView.rx.model(at: IndexPath(row: 1, section: 0)) as String) { error in
                XCTAssertEqual(error as? _RowNotFound, _RowNotFound(row: 1, count: 2))
            }
            XCTAssertThrowsError(try tableView.rx.model(at: IndexPath(row: 7, section: 0)) as Repository) { error in
                XCTAssertEqual(error as? _RowNotFound, _RowNotFound(row: 7, count: 2))
            }
        }
    }

    func testDeleteReportsTheRowAndLeavesRowsToTheApp() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let tableView = TableView(id: "table")
            let items = BehaviorRelay(value: ["a", "b", "c"])
            let bag = DisposeBag()
            items.bind(to: tableView.rx.items) { tableView, row, item in
                let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: IndexPath(row: row, section: 0))
                cell.textLabel?.text = item
                return cell
            }.disposed(by: bag)
            let deleted = Recorder(tableView.rx.itemDeleted.map(\.row))
            let deletedModels = Recorder(tableView.rx.modelDeleted(String.self))
            try tableView.userDelete(row: 1)
            XCTAssertEqual(deleted.elements, [1])
            XCTAssertEqual(deletedModels.elements, ["b"])
            XCTAssertEqual(tableView.numberOfRows, 3)
            XCTAssertThrowsError(try tableView.userDelete(row: 3)) { error in
                XCTAssertEqual("\(error)", "row 3 is out of range: table has 3 rows (0–2)")
            }
        }
    }

    func testPullToRefreshShowsTheSpinnerAndSendsValueChanged() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let tableView = TableView(id: "table")
            XCTAssertThrowsError(try tableView.userPullToRefresh()) { error in
                XCTAssertEqual("\(error)", "table has no refresh control: this screen does not pull to refresh")
            }
            let refreshControl = RefreshControl()
            tableView.refreshControl = refreshControl
            let pulls = Recorder(refreshControl.rx.controlEvent(.valueChanged))
            try tableView.userPullToRefresh()
            XCTAssertEqual(pulls.elements.count, 1)
            XCTAssertEqual(tableView._elementSnapshot()["refreshing"], .bool(true))
            XCTAssertThrowsError(try tableView.userPullToRefresh()) { error in
                XCTAssertEqual("\(error)", "table is already refreshing")
            }
            Observable.just(false).bind(to: refreshControl.rx.isRefreshing).dispose()
            XCTAssertEqual(tableView._elementSnapshot()["refreshing"], .bool(false))
        }
    }

    func testIndexPathSpelledAsInUIKit() {
        let indexPath = IndexPath(row: 4, section: 1)
        XCTAssertEqual(indexPath.row, 4)
        XCTAssertEqual(indexPath.section, 1)
        XCTAssertEqual(IndexPath(index: 3).row, 0, "a one-level path has no row; 0 rather than a crash")
    }
}
