import Foundation
import RxCocoa
import RxSwift
import RxUI
import UIKit

@testable import RxsSession

/// `notes`: a sort button whose tap opens its menu (an inline single-selection group, a
/// submenu with a disabled and a hidden item, deferred items), a bar item `moreItem` with a
/// menu, a bar item `Add` with a primary action, a plain `plainButton`, and a table whose rows have a context menu (Delete, a hidden
/// Pin); `status` shows the last pick. `tags`, a collection, has a context menu through
/// RxCocoa's delegate proxy (`rx.setDelegate`, with `rx.itemSelected` observed).
final class NotesViewController: UIViewController, UITableViewDelegate, UICollectionViewDelegate {
    let status = UILabel()
    let sortButton = UIButton(type: .system)
    let plainButton = UIButton(type: .system)
    let moreItem = UIBarButtonItem(title: "More", menu: nil)
    let tableView = UITableView()
    let tags = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    let notes = BehaviorRelay<[String]>(value: ["Groceries", "Ideas", "Trip"])
    private(set) var orders: [UIAction] = []
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        status.text = ""
        sortButton.setTitle("Sort", for: .normal)
        plainButton.setTitle("Plain", for: .normal)
        sortButton.showsMenuAsPrimaryAction = true
        orders = ["Title", "Date"].map { order in
            UIAction(title: order, state: order == "Title" ? .on : .off) { [weak self] action in
                self?.status.text = "sorted by \(action.title)"
            }
        }
        let direction = UIMenu(title: "Direction", children: [
            UIAction(title: "Ascending") { [weak self] _ in self?.status.text = "ascending" },
            UIAction(title: "Descending", attributes: .disabled) { [weak self] _ in self?.status.text = "descending" },
            UIAction(title: "Random", attributes: .hidden) { [weak self] _ in self?.status.text = "random" },
        ])
        sortButton.menu = UIMenu(title: "Sort by", children: [
            UIMenu(title: "", options: [.displayInline, .singleSelection], children: orders),
            direction,
            UIDeferredMenuElement { completion in
                completion([UIAction(title: "Reset") { [weak self] _ in self?.status.text = "reset" }])
            },
        ])
        moreItem.menu = UIMenu(children: [UIAction(title: "Share") { [weak self] action in
            self?.status.text = "shared from \((action.sender as? UIBarButtonItem)?.title ?? "?")"
        }])
        navigationItem.rightBarButtonItem = moreItem
        let addItem = UIBarButtonItem(primaryAction: UIAction(title: "Add") { [weak self] _ in
            self?.status.text = "added"
        })
        addItem.accessibilityIdentifier = "addItem"
        navigationItem.leftBarButtonItem = addItem
        view.addSubview(status)
        view.addSubview(sortButton)
        view.addSubview(plainButton)
        view.addSubview(tableView)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Note")
        tableView.delegate = self
        notes.bind(to: tableView.rx.items(cellIdentifier: "Note")) { _, note, cell in
            cell.textLabel?.text = note
        }
        .disposed(by: disposeBag)
        view.addSubview(tags)
        tags.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Tag")
        Observable.just(["home", "work"])
            .bind(to: tags.rx.items(cellIdentifier: "Tag")) { _, tag, cell in
                let label = UILabel()
                label.text = tag
                cell.contentView.addSubview(label)
            }
            .disposed(by: disposeBag)
        tags.rx.setDelegate(self).disposed(by: disposeBag)
        tags.rx.itemSelected.subscribe(onNext: { [weak self] in self?.status.text = "tag \($0.item)" })
            .disposed(by: disposeBag)
    }

    func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                        point: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
            UIMenu(children: [UIAction(title: "Rename") { _ in self?.status.text = "rename tag \(indexPath.item)" }])
        }
    }

    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                   point: CGPoint) -> UIContextMenuConfiguration? {
        guard indexPath.row < 2 else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
            UIMenu(children: [
                UIAction(title: "Pin", attributes: .hidden) { _ in },
                UIAction(title: "Delete", attributes: .destructive) { _ in
                    guard let self else { return }
                    var notes = self.notes.value
                    notes.remove(at: indexPath.row)
                    self.notes.accept(notes)
                },
            ])
        }
    }
}

/// `pages`: three pages (labels One, Two, Three) from a data source; the delegate prints each
/// transition.
final class PagesViewController: UIPageViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    private let pages: [UIViewController] = ["One", "Two", "Three"].map { title in
        let page = UIViewController()
        let label = UILabel()
        label.accessibilityIdentifier = "pageLabel"
        label.text = title
        page.view.addSubview(label)
        return page
    }

    init() {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Pages"
        dataSource = self
        delegate = self
        setViewControllers([pages[0]], direction: .forward, animated: false)
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(of: viewController), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController]) {
        print("will show page \(pendingViewControllers.compactMap { pages.firstIndex(of: $0) })")
    }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        print("left page \(previousViewControllers.compactMap { pages.firstIndex(of: $0) }), completed \(completed)")
    }
}

enum MenuScreens {
    /// The built-in options with `notes` and `pages` as the screens.
    static var options: SessionOptions {
        var options = SessionOptions.builtIn
        options.registry = {
            var registry = ScreenRegistry()
            registry.register("notes") { _ in NotesViewController() }
            registry.register("pages") { _ in PagesViewController() }
            return registry
        }
        return options
    }

    /// A session on `notes` and `pages`, autosettle off as in scripts.
    @MainActor static func session() -> Session { Session(options: options) }
}
