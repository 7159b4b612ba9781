import RxCocoa
import RxSwift
import UIKit

/// A phone number field's formatter, as iOS code writes one: the caret stays after the same
/// number of digits when the text is reformatted.
final class TextFixturePhoneFormatter: NSObject, UITextFieldDelegate {
    static func format(_ digits: String) -> String {
        var formatted = ""
        for (index, digit) in digits.prefix(10).enumerated() {
            if index == 0 { formatted += "(" }
            if index == 3 { formatted += ") " }
            if index == 6 { formatted += "-" }
            formatted.append(digit)
        }
        return formatted
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        guard let text = textField.text, let swiftRange = Range(range, in: text) else { return false }
        let updated = text.replacingCharacters(in: swiftRange, with: string)
        let formatted = Self.format(updated.filter(\.isNumber))
        textField.text = formatted
        if let end = textField.position(from: textField.beginningOfDocument, offset: formatted.utf16.count) {
            textField.selectedTextRange = textField.textRange(from: end, to: end)
        }
        return false
    }
}

final class TextFixtureProfileViewController: UIViewController, UIContextMenuInteractionDelegate,
    UIDropInteractionDelegate, UIDragInteractionDelegate {
    private let nameLabel = UILabel()
    private let phoneField = UITextField()
    private let searchBar = UISearchBar()
    private let avatar = UIImageView()
    private let formatter = TextFixturePhoneFormatter()
    private let disposeBag = DisposeBag()
    private lazy var animator = UIDynamicAnimator(referenceView: view)

    override func viewDidLoad() {
        super.viewDidLoad()
        let style = NSMutableParagraphStyle()
        style.lineSpacing = 4
        style.alignment = .center
        style.lineBreakMode = .byTruncatingTail
        let shadow = NSShadow()
        shadow.shadowBlurRadius = 2
        shadow.shadowColor = UIColor.black.withAlphaComponent(0.3)
        let title = NSMutableAttributedString(string: "Ann ", attributes: [
            .paragraphStyle: style, .shadow: shadow, .underlineStyle: NSUnderlineStyle.single.rawValue,
            .strikethroughStyle: 0, .baselineOffset: 1, .link: URL(string: "https://example.com") as Any,
        ])
        let badge = NSTextAttachment()
        badge.image = UIImage(systemName: "checkmark.seal")
        badge.bounds = CGRect(x: 0, y: -2, width: 14, height: 14)
        title.append(NSAttributedString(attachment: badge))
        nameLabel.attributedText = title
        if let bold = UIFont.preferredFont(forTextStyle: .headline).fontDescriptor.withSymbolicTraits(.traitBold) {
            nameLabel.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: UIFont(descriptor: bold, size: 0))
        }

        phoneField.keyboardType = .phonePad
        phoneField.textContentType = .telephoneNumber
        phoneField.delegate = formatter
        let traits: UITextInputTraits = phoneField
        _ = traits.keyboardType
        searchBar.searchTextField.attributedPlaceholder = NSAttributedString(string: "Search contacts")
        searchBar.searchTextField.rx.text.orEmpty
            .subscribe(onNext: { [weak self] text in self?.title = text.isEmpty ? "Profile" : text })
            .disposed(by: disposeBag)

        avatar.isUserInteractionEnabled = true
        avatar.addInteraction(UIContextMenuInteraction(delegate: self))
        avatar.addInteraction(UIDragInteraction(delegate: self))
        view.addInteraction(UIDropInteraction(delegate: self))
        view.addInteraction(UIToolTipInteraction(defaultToolTip: "Profile"))
        avatar.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Change photo") { _ in true }]
        let element = UIAccessibilityElement(accessibilityContainer: view as Any)
        element.accessibilityLabel = "Profile header"
        view.accessibilityElements = [element, nameLabel, phoneField]
        addKeyCommand(UIKeyCommand(input: "f", modifierFlags: .command, action: Selector("focusSearch")))

        let gravity = UIGravityBehavior(items: [avatar])
        let collision = UICollisionBehavior(items: [avatar])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(gravity)
        animator.addBehavior(collision)
        animator.addBehavior(UISnapBehavior(item: avatar, snapTo: view.center))

        for subview in [nameLabel, phoneField, searchBar, avatar] { view.addSubview(subview) }
        navigationItem.trailingItemGroups = [
            UIBarButtonItemGroup.fixedGroup(items: [UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)]),
        ]
    }

    override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        var empty = UIContentUnavailableConfiguration.search()
        empty.secondaryText = "Try another name."
        contentUnavailableConfiguration = phoneField.hasText ? nil : empty
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(title: "", children: [UIAction(title: "Copy") { _ in }])
        }
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        [UIDragItem(itemProvider: NSItemProvider())]
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .copy)
    }
}

/// A custom layout and a list cell's background, as iOS code writes them.
final class TextFixtureStackLayout: UICollectionViewLayout {
    private var cache: [UICollectionViewLayoutAttributes] = []

    override func prepare() {
        super.prepare()
        guard let collectionView, cache.isEmpty else { return }
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: 0, y: CGFloat(item) * 60, width: collectionView.bounds.width, height: 56)
            cache.append(attributes)
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(cache.count) * 60)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.indices.contains(indexPath.item) ? cache[indexPath.item] : nil
    }

    override func invalidateLayout() {
        cache = []
        super.invalidateLayout()
    }
}

final class TextFixtureOutlineViewController: UIViewController {
    private lazy var collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: TextFixtureStackLayout())
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            var background = UIBackgroundConfiguration.listPlainCell()
            background.cornerRadius = 8
            background.backgroundColor = .secondarySystemBackground
            cell.backgroundConfiguration = background
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit"])
        outline.append(["Apple", "Pear"], to: "Fruit")
        outline.expand(["Fruit"])
        dataSource?.apply(outline, to: 0, animatingDifferences: false)
    }
}
