import RxCocoa
import RxSwift
import UIKit

final class SettingsListViewController: UIViewController, UITableViewDataSource {
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private let items = ["Notifications", "Privacy", "About"]
    private let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.dataSource = self
        view.addSubview(tableView)
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]

        var config = UIButton.Configuration.filled()
        config.title = "Sign out"
        config.baseBackgroundColor = .systemRed
        config.cornerStyle = .capsule
        config.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 24, bottom: 12, trailing: 24)
        let signOut = UIButton(configuration: config, primaryAction: UIAction { _ in
            UINotificationFeedbackGenerator().notificationOccurred(.warning)
        })
        signOut.configurationUpdateHandler = { button in
            button.configuration?.showsActivityIndicator = !button.isEnabled
        }
        tableView.tableFooterView = signOut

        let segmented = UISegmentedControl(items: ["All", "Unread"])
        segmented.selectedSegmentIndex = 0
        navigationItem.titleView = segmented
        segmented.rx.selectedSegmentIndex
            .subscribe(onNext: { index in print(index) })
            .disposed(by: disposeBag)

        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
        let feedback = UIImpactFeedbackGenerator(style: .medium)
        feedback.impactOccurred()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = items[indexPath.row]
        content.secondaryText = "Details"
        content.image = UIImage(systemName: "gear")
        content.textProperties.color = .label
        content.secondaryTextProperties.font = .preferredFont(forTextStyle: .caption1)
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}
