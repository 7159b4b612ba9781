import Foundation

extension UICollectionView {
    /// A cell class and how to configure it for an item, as UIKit's `CellRegistration`
    /// (iOS 14): `dequeueConfiguredReusableCell(using:for:item:)` hands out a cell of the class,
    /// reused as a registered class's cells are, configured by the handler.
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        let handler: Handler
        /// One reuse identifier per cell class: the handler is applied at each dequeue.
        var reuseIdentifier: String { "CellRegistration.\(String(reflecting: Cell.self))" }

        public init(handler: @escaping Handler) {
            self.handler = handler
        }
    }

    /// A header or footer class, its kind, and how to configure it, as UIKit's
    /// `SupplementaryRegistration` (iOS 14).
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = (Supplementary, String, IndexPath) -> Void

        public let elementKind: String
        let handler: Handler
        var reuseIdentifier: String { "SupplementaryRegistration.\(String(reflecting: Supplementary.self))" }

        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A cell of the registration's class (one taken off the collection before, else a new
    /// one), configured for `item` by the registration's handler.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        let identifier = registration.reuseIdentifier
        if cellClasses[identifier] == nil { register(Cell.self, forCellWithReuseIdentifier: identifier) }
        let dequeued = dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        let cell = dequeued as? Cell ?? Cell(_reuseIdentifier: identifier)
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view of the registration's class and kind, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let identifier = registration.reuseIdentifier
        let kind = registration.elementKind
        if supplementaryClasses[kind + "\u{0}" + identifier] == nil {
            register(Supplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
        }
        let dequeued = dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
        let view = dequeued as? Supplementary ?? Supplementary(_reuseIdentifier: identifier)
        registration.handler(view, kind, indexPath)
        return view
    }
}

/// A list's cell, as UIKit's `UICollectionViewListCell` (iOS 14): its content is usually a
/// `UIListContentConfiguration` (`defaultContentConfiguration()`), read as the row's labels.
open class UICollectionViewListCell: UICollectionViewCell {
    /// Kept as UIKit keeps it: accessories are not drawn.
    open var accessories: [UICellAccessory] = []
    open var indentationLevel = 0

    /// As UIKit's: an empty list configuration for a cell.
    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}

/// A list cell's accessory, as `UICellAccessory` (iOS 14): kept, not drawn.
public struct UICellAccessory {
    public enum DisplayedState: Int, Sendable {
        case always, whenEditing, whenNotEditing
    }

    let name: String

    public static func disclosureIndicator(displayed: DisplayedState = .always) -> UICellAccessory { UICellAccessory(name: "disclosureIndicator") }
    public static func checkmark(displayed: DisplayedState = .always) -> UICellAccessory { UICellAccessory(name: "checkmark") }
    public static func delete(displayed: DisplayedState = .whenEditing) -> UICellAccessory { UICellAccessory(name: "delete") }
    public static func reorder(displayed: DisplayedState = .whenEditing) -> UICellAccessory { UICellAccessory(name: "reorder") }
    public static func outlineDisclosure(displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(name: "outlineDisclosure")
    }
    public static func label(text: String, displayed: DisplayedState = .always) -> UICellAccessory { UICellAccessory(name: "label") }
}

extension UICollectionViewCell {
    /// As UIKit's (iOS 14): the configuration's view goes in the content view and is read as
    /// the item's views are (a list configuration set again updates the view it made). Nil removes it.
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { configuredContentView?.configuration }
        set {
            if let newValue, let view = configuredContentView, view is UIListContentView, newValue is UIListContentConfiguration {
                view.configuration = newValue
                return
            }
            (configuredContentView as? UIView)?.removeFromSuperview()
            guard let newValue else { return }
            contentView.addSubview(newValue.makeContentView())
        }
    }

    private var configuredContentView: (any UIContentView)? {
        contentView.subviews.lazy.compactMap { $0 as? any UIContentView }.first
    }
}
