import Foundation
import RxUI
import XCTest

@testable import RxsSession

/// A collection controller as iOS code writes one: overrides of its data source and delegate.
private final class FruitsCollectionViewController: UICollectionViewController {
    let fruits = ["Apple", "Pear", "Plum"]
    nonisolated(unsafe) static var selected: [Int] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Fruit")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        fruits.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Fruit", for: indexPath)
        let label = UILabel()
        label.text = fruits[indexPath.item]
        cell.contentView.addSubview(label)
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        Self.selected.append(indexPath.item)
    }
}

/// A storyboard scene whose button performs a segue; `prepare(for:sender:)` hands the
/// destination its note, and logs, as does the destination's `viewDidLoad`.
private final class SegueListViewController: UIViewController {
    nonisolated(unsafe) static var log: [String] = []
    nonisolated(unsafe) static var segue = "showNote"
    let openButton = UIButton(type: .system)
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "List"
        view.addSubview(openButton)
        openButton.rx.tap.subscribe(onNext: { [weak self] in self?.open() }).disposed(by: disposeBag)
    }

    static let segueLine = #line + 2
    private func open() {
        performSegue(withIdentifier: Self.segue, sender: openButton)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        Self.log.append("prepare \(segue.identifier ?? "") from \(segue.source.title ?? "") sender \(sender is UIButton)")
        (segue.destination as? SegueNoteViewController)?.note = "Groceries"
    }
}

private final class SegueNoteViewController: UIViewController {
    var note = ""
    override func viewDidLoad() {
        super.viewDidLoad()
        SegueListViewController.log.append("load")
        title = note
    }
}

/// A screen that registers a nib for its cells, as old code does.
private final class NibTableViewController: UITableViewController {
    static let nibLine = #line + 3
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UINib(nibName: "PostCell", bundle: nil), forCellReuseIdentifier: "post")
    }
}

final class CollectionControllerAndSegueTests: XCTestCase, @unchecked Sendable {
    @MainActor private func session(opening screen: String) -> Session {
        var options = SessionOptions.builtIn
        options.registry = {
            var registry = ScreenRegistry()
            registry.register("fruits") { _ in FruitsCollectionViewController() }
            registry.register("nibs") { _ in NibTableViewController() }
            registry.register("list") { _ in
                let list = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() ?? UIViewController()
                return UINavigationController(rootViewController: list)
            }
            var main = Storyboard(name: "Main", initial: "List")
            main.register("List") { SegueListViewController() }
            main.register("Note") { SegueNoteViewController() }
            main.registerSegue("showNote", destination: "Note")
            registry.register(main)
            return registry
        }
        let session = Session(options: options)
        session.lines(["open \(screen)"])
        return session
    }

    func testACollectionControllerShowsItsItemsAndSelectReachesItsOverride() {
        MainActor.assumeIsolated { () -> Void in
            FruitsCollectionViewController.selected = []
            let session = session(opening: "fruits")
            let list = session.snapshot.top?.elements.first
            XCTAssertEqual(list?.value(of: "count"), .int(3), "its items, from its numberOfItemsInSection override")
            session.lines(["select 1"])
            XCTAssertEqual(FruitsCollectionViewController.selected, [1], "select reaches its didSelectItemAt override")
        }
    }

    func testASeguesPrepareRunsBeforeItsDestinationShows() {
        MainActor.assumeIsolated { () -> Void in
            SegueListViewController.log = []
            SegueListViewController.segue = "showNote"
            let session = session(opening: "list")
            session.lines(["tap openButton"])
            XCTAssertEqual(SegueListViewController.log, ["prepare showNote from List sender true", "load"])
            XCTAssertEqual(session.snapshot.top?.name, "segueNote")
            XCTAssertEqual(session.snapshot.top?.title, "Groceries", "shown (pushed) with what prepare gave it")
        }
    }

    func testAnUnknownSegueFailsTheStepNamingThePlace() {
        MainActor.assumeIsolated { () -> Void in
            SegueListViewController.segue = "showNotes"
            let session = session(opening: "list")
            XCTAssertEqual(session.error("tap openButton"), """
                flow.rxs:1:1: error: ShellTests/CollectionControllerAndSegueTests.swift:\(SegueListViewController.segueLine):21: \
                storyboard "Main" has no segue "showNotes"; did you mean "showNote"?
                tap openButton
                ^~~
                UIKit would stop the app here
                """)
            XCTAssertEqual(session.snapshot.top?.name, "segueList", "nothing is shown")
        }
    }

    func testRegisteringANibFailsTheStepSayingWhatToDo() {
        MainActor.assumeIsolated { () -> Void in
            let session = session(opening: "list")
            XCTAssertEqual(session.error("open nibs"), """
                flow.rxs:1:1: error: ShellTests/CollectionControllerAndSegueTests.swift:\(NibTableViewController.nibLine):27: \
                nib "PostCell" for "post" cannot be loaded: rxs has no nib files; register the cell's class instead \
                (register(Cell.self, forCellReuseIdentifier:)) and make its views in code
                open nibs
                ^~~~
                UIKit would stop the app here
                """)
        }
    }
}
