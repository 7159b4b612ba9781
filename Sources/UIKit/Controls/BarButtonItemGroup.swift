import Foundation

/// A group of bar button items, as UIKit's `UIBarButtonItemGroup` (iOS 16's
/// `navigationItem.leadingItemGroups`/`trailingItemGroups`): its items are listed among the
/// screen's elements as the left or right items are; the representative item (shown when the
/// bar is too narrow) is kept.
open class UIBarButtonItemGroup: NSObject {
    open var barButtonItems: [UIBarButtonItem]
    open var representativeItem: UIBarButtonItem?
    open var isHidden = false
    open var menuRepresentation: UIMenuElement?
    public private(set) var isDisplayingRepresentativeItem = false

    public init(barButtonItems: [UIBarButtonItem], representativeItem: UIBarButtonItem?) {
        self.barButtonItems = barButtonItems
        self.representativeItem = representativeItem
        super.init()
    }

    /// As UIKit's: a group that stays in the bar.
    public static func fixedGroup(representativeItem: UIBarButtonItem? = nil, items: [UIBarButtonItem]) -> UIBarButtonItemGroup {
        UIBarButtonItemGroup(barButtonItems: items, representativeItem: representativeItem)
    }

    /// As UIKit's: a group the user may move or remove (neither happens here).
    public static func movableGroup(customizationIdentifier: String, representativeItem: UIBarButtonItem? = nil,
                                    items: [UIBarButtonItem]) -> UIBarButtonItemGroup {
        UIBarButtonItemGroup(barButtonItems: items, representativeItem: representativeItem)
    }
}

extension UIBarButtonItem {
    /// As UIKit's (iOS 16): a fixed group of this item alone.
    public func creatingFixedGroup() -> UIBarButtonItemGroup { .fixedGroup(items: [self]) }
    public func creatingMovableGroup(customizationIdentifier: String) -> UIBarButtonItemGroup {
        .movableGroup(customizationIdentifier: customizationIdentifier, items: [self])
    }
}
