import RxCocoa
import RxSwift
import UIKit

/// A tag chip: its own identity and change count, names UIKit's UIView does not have.
final class TagView: UIView {
    let id = UUID()
    private(set) var revision = 0
    private let label = UILabel()

    func show(_ text: String) {
        label.text = text
        revision += 1
    }

    func elementSnapshot() -> String { label.text ?? "" }
}

/// A button keeping its own title, image and color, dimmed while pressed or disabled.
final class TitleButton: UIButton {
    var title: String = "" {
        didSet { setTitle(title, for: .normal) }
    }
    var image: UIImage? {
        didSet { setImage(image, for: .normal) }
    }
    var titleColor: UIColor = .black {
        didSet { setTitleColor(titleColor, for: .normal) }
    }

    override var isHighlighted: Bool {
        didSet { alpha = isHighlighted ? 0.5 : 1 }
    }
    override var isEnabled: Bool {
        didSet { alpha = isEnabled ? 1 : 0.3 }
    }

    var shownTitle: String? { currentTitle }
}

/// A repository's row, with counters of its own.
final class RepositoryCell: UITableViewCell {
    var labelsRevision = 0
    var rowRevision = 0
    private let disposeBag = DisposeBag()

    func rowSnapshot() -> String { [textLabel?.text, detailTextLabel?.text].compactMap { $0 }.joined(separator: " ") }

    override func prepareForReuse() {
        super.prepareForReuse()
        rowRevision += 1
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        labelsRevision += 1
    }

    override func layoutSubviews() {
        super.layoutSubviews()
    }
}

/// A count badge numbered by the app.
final class BadgeLabel: UILabel {
    var id = 0

    override var text: String? {
        didSet { isHidden = text?.isEmpty ?? true }
    }
}

/// A form field keyed by the app's own string.
final class Field: UITextField {
    var id = ""
}

/// A table whose rows are counted and selected as iOS code does.
@MainActor
final class RepositoryList {
    let tableView = UITableView(frame: .zero, style: .plain)
    let imageView = UIImageView(image: nil)

    func selectFirstRow() {
        guard tableView.numberOfSections > 0, tableView.numberOfRows(inSection: 0) > 0 else { return }
        tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
    }

    func register() {
        tableView.register(RepositoryCell.self, forCellReuseIdentifier: "Repository")
    }
}
