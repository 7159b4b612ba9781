import RxCocoa
import RxSwift
import UIKit

/// iOS 14+ menus: a button's menu as its primary action, a bar button item's menu, a row's
/// context menu, with submenus, inline groups, single selection and deferred items.
final class NoteListViewController: UIViewController, UITableViewDelegate {
    let sortButton = UIButton(type: .system)
    let tableView = UITableView()
    private let notes = BehaviorRelay<[String]>(value: ["Groceries", "Ideas", "Trip"])
    private let sortOrder = BehaviorRelay<String>(value: "Title")
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        sortButton.setTitle("Sort", for: .normal)
        sortButton.showsMenuAsPrimaryAction = true
        sortButton.menu = makeSortMenu()
        view.addSubview(sortButton)
        view.addSubview(tableView)
        let add = UIAction(title: "New note", image: UIImage(systemName: "square.and.pencil")) { [weak self] _ in
            guard let self else { return }
            self.notes.accept(self.notes.value + ["Untitled"])
        }
        let more = UIMenu(title: "", children: [
            add,
            UIDeferredMenuElement.uncached { completion in
                completion([UIAction(title: "Archive all", attributes: .destructive) { _ in }])
            },
        ])
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "More", image: nil, primaryAction: nil, menu: more)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Note")
        tableView.delegate = self
        notes.bind(to: tableView.rx.items(cellIdentifier: "Note")) { _, note, cell in
            cell.textLabel?.text = note
        }
        .disposed(by: disposeBag)
    }

    private func makeSortMenu() -> UIMenu {
        let orders = ["Title", "Date"].map { order in
            UIAction(title: order, state: order == sortOrder.value ? .on : .off) { [weak self] action in
                self?.sortOrder.accept(action.title)
            }
        }
        let direction = UIMenu(title: "Direction", image: UIImage(systemName: "arrow.up.arrow.down"), children: [
            UIAction(title: "Ascending", state: .on) { _ in },
            UIAction(title: "Descending", attributes: .disabled) { _ in },
        ])
        return UIMenu(title: "Sort by", children: [
            UIMenu(title: "", options: [.displayInline, .singleSelection], children: orders),
            direction,
        ])
    }

    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                   point: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: indexPath as NSIndexPath, previewProvider: nil) { [weak self] _ in
            let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in
                guard let self else { return }
                var notes = self.notes.value
                notes.remove(at: indexPath.row)
                self.notes.accept(notes)
            }
            let hidden = UIAction(title: "Pin", attributes: .hidden) { _ in }
            return UIMenu(title: "", children: [hidden, delete])
        }
    }
}

/// A paged onboarding screen: a data source of pages, a delegate told of each swipe.
final class OnboardingViewController: UIPageViewController, UIPageViewControllerDataSource,
    UIPageViewControllerDelegate {
    private lazy var pages: [UIViewController] = ["Welcome", "Sync", "Done"].map { title in
        let page = UIViewController()
        page.title = title
        let label = UILabel()
        label.text = title
        page.view.addSubview(label)
        return page
    }
    private(set) var shownIndex = 0

    init() {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 8])
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        delegate = self
        if let first = pages.first {
            setViewControllers([first], direction: .forward, animated: false, completion: nil)
        }
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

    func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int { shownIndex }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        guard completed, let shown = viewControllers?.first, let index = pages.firstIndex(of: shown) else { return }
        shownIndex = index
    }
}
