import RxCocoa
import RxSwift
import UIKit

struct TaskItem {
    let title: String
    let done: Bool
}

final class TaskCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        accessoryType = .none
    }
}

final class TasksTableViewController: UITableViewController {
    private let tasks = BehaviorRelay<[TaskItem]>(value: [
        TaskItem(title: "Buy milk", done: false),
        TaskItem(title: "Write report", done: true),
    ])
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Tasks"
        tableView.register(TaskCell.self, forCellReuseIdentifier: "TaskCell")
        tableView.dataSource = nil
        tableView.separatorStyle = .singleLine
        tableView.separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
        clearsSelectionOnViewWillAppear = true

        tasks
            .bind(to: tableView.rx.items(cellIdentifier: "TaskCell", cellType: TaskCell.self)) { _, task, cell in
                cell.textLabel?.text = task.title
                cell.detailTextLabel?.text = task.done ? "Done" : "Open"
                cell.accessoryType = task.done ? .checkmark : .none
            }
            .disposed(by: disposeBag)

        tableView.rx.modelSelected(TaskItem.self)
            .map { $0.title }
            .subscribe(onNext: { title in print("Selected \(title)") })
            .disposed(by: disposeBag)

        tableView.rx.itemDeleted
            .withLatestFrom(tasks) { indexPath, tasks in
                var copy = tasks
                copy.remove(at: indexPath.row)
                return copy
            }
            .bind(to: tasks)
            .disposed(by: disposeBag)

        let addButton = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        navigationItem.rightBarButtonItems = [addButton, editButtonItem]
        addButton.rx.tap
            .subscribe(onNext: { [weak self] in self?.promptNewTask() })
            .disposed(by: disposeBag)
    }

    private func promptNewTask() {
        let alert = UIAlertController(title: "New task", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Title" }
        alert.addAction(UIAlertAction(title: "Add", style: .default) { [weak self, weak alert] _ in
            guard let self = self, let text = alert?.textFields?.first?.text, !text.isEmpty else { return }
            self.tasks.accept(self.tasks.value + [TaskItem(title: text, done: false)])
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alert, animated: true)
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }
}

final class PlainCell: UITableViewCell {
    let badge = UILabel()

    override func layoutSubviews() {
        super.layoutSubviews()
        badge.frame = CGRect(x: contentView.bounds.width - 40, y: 8, width: 32, height: 20)
    }
}

@MainActor
func makeFallbackCells() -> [UITableViewCell] {
    [UITableViewCell(), PlainCell(), UITableViewCell(style: .value1, reuseIdentifier: "Value")]
}
