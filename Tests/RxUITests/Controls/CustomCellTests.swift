import Foundation
import RxSwift
@testable import UIKit
import XCTest

/// A cell as iOS apps write them: its own labels, image and button in `contentView`, made by
/// `override init(style:reuseIdentifier:)` when the table dequeues its registered class, and no
/// rxs-only override.
private final class RepositoryCell: UITableViewCell {
    let nameLabel = UILabel(frame: .zero)
    let starsLabel = UILabel(frame: .zero)
    let languageLabel = UILabel(frame: .zero)
    let avatarView = UIImageView(frame: .zero)
    let followButton = UIButton(frame: .zero)
    private(set) var madeBy = ""

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        madeBy = "init(style:reuseIdentifier:)"
        for view in [avatarView, nameLabel, starsLabel, languageLabel] { contentView.addSubview(view) }
        addSubview(followButton)
    }

    required init?(coder: NSCoder) {
        return nil
    }
}

/// A cell with no initializer of its own: its properties' initial values are its views.
private final class NoteCell: UITableViewCell {
    let noteLabel = UILabel(frame: .zero)
}

final class CustomCellTests: XCTestCase {
    func testACustomCellsViewsAreItsRowWithoutOverrides() {
        MainActor.assumeIsolated { () -> Void in
            let tableView = UITableView(id: "repos")
            tableView.register(RepositoryCell.self, forCellReuseIdentifier: "Repo")
            let bag = DisposeBag()
            Observable.just([("rxs", "42 stars", "Swift")])
                .bind(to: tableView.rx.items(cellIdentifier: "Repo", cellType: RepositoryCell.self)) { _, repo, cell in
                    cell.nameLabel.text = repo.0
                    cell.starsLabel.text = repo.1
                    cell.languageLabel.text = repo.2
                    cell.avatarView.imageURL = "https://example.com/rxs.png"
                    cell.followButton.setTitle("Follow", for: .normal)
                }
                .disposed(by: bag)
            let cell = tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? RepositoryCell
            XCTAssertEqual(cell?.madeBy, "init(style:reuseIdentifier:)", "the class's own initializer made it")
            XCTAssertEqual(cell?.reuseIdentifier, "Repo")
            XCTAssertEqual(tableView._elementSnapshot().rows, [
                _RowSnapshot(title: "rxs", subtitle: "42 stars", detail: "Swift · Follow", image: "https://example.com/rxs.png"),
            ])
        }
    }

    func testTheTextLabelsStillComeFirst() {
        MainActor.assumeIsolated { () -> Void in
            let cell = RepositoryCell(style: .value1, reuseIdentifier: nil)
            cell.textLabel?.text = "title"
            cell.detailTextLabel?.text = "right"
            cell.nameLabel.text = "extra"
            cell.starsLabel.isHidden = false
            XCTAssertEqual(cell._rowSnapshot(), _RowSnapshot(title: "title", subtitle: "extra", detail: "right"))
        }
    }

    func testHiddenViewsShowNothing() {
        MainActor.assumeIsolated { () -> Void in
            let cell = RepositoryCell(style: .default, reuseIdentifier: nil)
            cell.nameLabel.text = "shown"
            cell.starsLabel.text = "hidden"
            cell.starsLabel.isHidden = true
            XCTAssertEqual(cell._rowSnapshot(), _RowSnapshot(title: "shown"))
        }
    }

    func testACellWithNoInitializerOfItsOwnIsMadeByTheTable() {
        MainActor.assumeIsolated { () -> Void in
            let tableView = UITableView(id: "notes")
            tableView.register(NoteCell.self, forCellReuseIdentifier: "Note")
            let cell = tableView.dequeueReusableCell(withIdentifier: "Note", for: IndexPath(row: 0, section: 0))
            XCTAssertTrue(cell is NoteCell)
            (cell as? NoteCell)?.contentView.addSubview(UILabel(frame: .zero))
            XCTAssertEqual(cell._rowSnapshot(), _RowSnapshot())
        }
    }

    func testAPlainCellsRowIsReadAgainWhenAViewAddedToItChanges() {
        MainActor.assumeIsolated { () -> Void in
            let tableView = UITableView(id: "plain")
            let label = UILabel(frame: .zero)
            let bag = DisposeBag()
            Observable.just(["a"]).bind(to: tableView.rx.items) { _, _, title in
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = title
                cell.contentView.addSubview(label)
                return cell
            }
            .disposed(by: bag)
            XCTAssertNotNil(tableView.cellForRow(at: IndexPath(row: 0, section: 0))?._rowRevision(), "a plain cell can tell")
            XCTAssertEqual(tableView._elementSnapshot().rows.first?.subtitle, nil)
            label.text = "more"
            XCTAssertEqual(tableView._elementSnapshot().rows.first?.subtitle, "more")
        }
    }
}

/// A section header of the app's own, given by the table's delegate.
private final class CountHeader: UITableViewHeaderFooterView {
    let countLabel = UILabel(frame: .zero)

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(countLabel)
    }

    required init?(coder: NSCoder) {
        return nil
    }
}

private final class HeaderDelegate: UITableViewDelegate {
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Count") as? CountHeader
        header?.countLabel.text = "\(tableView.numberOfRows(inSection: section)) rows"
        return header
    }
}

final class HeaderViewTests: XCTestCase {
    func testADelegatesHeaderViewIsTheSectionsHeader() {
        MainActor.assumeIsolated { () -> Void in
            let tableView = UITableView(id: "list")
            tableView.register(CountHeader.self, forHeaderFooterViewReuseIdentifier: "Count")
            let delegate = HeaderDelegate()
            let bag = DisposeBag()
            tableView.rx.setDelegate(delegate).disposed(by: bag)
            Observable.just(["a", "b"]).bind(to: tableView.rx.items(cellIdentifier: "Cell", cellType: UITableViewCell.self)) {
                _, title, cell in cell.textLabel?.text = title
            }
            .disposed(by: bag)
            XCTAssertEqual(tableView._elementSnapshot().rows.map(\.sectionHeader), ["2 rows", nil])
            XCTAssertTrue(tableView.headerView(forSection: 0) is CountHeader)
            (tableView.headerView(forSection: 0) as? CountHeader)?.countLabel.text = "two rows"
            XCTAssertEqual(tableView._elementSnapshot().rows.first?.sectionHeader, "two rows", "read again when it changes")
            XCTAssertNil(tableView.dequeueReusableHeaderFooterView(withIdentifier: "Unknown"))
        }
    }
}
