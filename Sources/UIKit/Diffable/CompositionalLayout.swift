import Foundation

// Compositional layouts, as UIKit's (iOS 13–14): kept and not applied, as a session shows a
// collection's items one a row. A section's header is asked of the data source when the
// layout gives the section a top boundary item (or a list's supplementary header).

/// A length, as `NSCollectionLayoutDimension`.
open class NSCollectionLayoutDimension: NSObject, @unchecked Sendable {
    public let dimension: CGFloat
    public let isFractionalWidth: Bool
    public let isFractionalHeight: Bool
    public let isAbsolute: Bool
    public let isEstimated: Bool

    init(_ dimension: CGFloat, width: Bool = false, height: Bool = false, absolute: Bool = false, estimated: Bool = false) {
        self.dimension = dimension
        isFractionalWidth = width
        isFractionalHeight = height
        isAbsolute = absolute
        isEstimated = estimated
    }

    open class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(fractionalWidth, width: true) }
    open class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(fractionalHeight, height: true) }
    open class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(absoluteDimension, absolute: true) }
    open class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension { NSCollectionLayoutDimension(estimatedDimension, estimated: true) }
}

/// A width and height, as `NSCollectionLayoutSize`.
open class NSCollectionLayoutSize: NSObject, @unchecked Sendable {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }
}

/// Spacing between a group's items, as `NSCollectionLayoutSpacing`.
open class NSCollectionLayoutSpacing: NSObject, @unchecked Sendable {
    public let spacing: CGFloat
    public let isFlexibleSpacing: Bool
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    init(spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
    }

    open class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false) }
    open class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing { NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true) }
}

/// An item's spacing to its neighbours, as `NSCollectionLayoutEdgeSpacing`.
open class NSCollectionLayoutEdgeSpacing: NSObject, @unchecked Sendable {
    public let leading, top, trailing, bottom: NSCollectionLayoutSpacing?

    public init(leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?,
                trailing: NSCollectionLayoutSpacing?, bottom: NSCollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}

/// Where a supplementary item sits, as `NSRectAlignment`.
public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// An item of a layout, as `NSCollectionLayoutItem`.
open class NSCollectionLayoutItem: NSObject, @unchecked Sendable {
    public let layoutSize: NSCollectionLayoutSize
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    open var contentInsets = NSDirectionalEdgeInsets.zero
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }
}

/// Items side by side or stacked, as `NSCollectionLayoutGroup`.
open class NSCollectionLayoutGroup: NSCollectionLayoutItem, @unchecked Sendable {
    public let subitems: [NSCollectionLayoutItem]
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) {
        self.subitems = subitems
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems)
    }

    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem,
                               count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: Array(repeating: subitem, count: max(0, count)))
    }

    /// As UIKit's (iOS 16): `repeatingSubitem`, `count` times.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem: NSCollectionLayoutItem,
                               count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, subitem: repeatingSubitem, count: count)
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems)
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem,
                             count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: Array(repeating: subitem, count: max(0, count)))
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem: NSCollectionLayoutItem,
                             count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, subitem: repeatingSubitem, count: count)
    }
}

/// A view beside an item, as `NSCollectionLayoutSupplementaryItem`.
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem, @unchecked Sendable {
    public let elementKind: String
    open var zIndex = 0

    init(layoutSize: NSCollectionLayoutSize, kind: String) {
        elementKind = kind
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}

/// A section's header or footer, as `NSCollectionLayoutBoundarySupplementaryItem`.
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem, @unchecked Sendable {
    public let alignment: NSRectAlignment
    public let offset: CGPoint
    open var pinToVisibleBounds = false
    open var extendsBoundary = true

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
                absoluteOffset: CGPoint = .zero) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, kind: elementKind)
    }
}

/// How a section scrolls across the layout's direction, as UIKit's enum of that name.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// A section of a compositional layout, as `NSCollectionLayoutSection`.
open class NSCollectionLayoutSection: NSObject, @unchecked Sendable {
    public let group: NSCollectionLayoutGroup?
    /// The list configuration of a `list(using:layoutEnvironment:)` section.
    let listConfiguration: UICollectionLayoutListConfiguration?
    open var contentInsets = NSDirectionalEdgeInsets.zero
    open var interGroupSpacing: CGFloat = 0
    open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    open var supplementariesFollowContentInsets = true

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        listConfiguration = nil
    }

    init(list: UICollectionLayoutListConfiguration) {
        group = nil
        listConfiguration = list
    }

    /// As UIKit's (iOS 14): a list section.
    open class func list(using configuration: UICollectionLayoutListConfiguration,
                         layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        NSCollectionLayoutSection(list: configuration)
    }

    /// The kind of the view shown as the section's header, if it has one.
    var headerKind: String? {
        if let header = boundarySupplementaryItems.first(where: { [.top, .topLeading, .topTrailing].contains($0.alignment) }) {
            return header.elementKind
        }
        return listConfiguration?.headerMode == .supplementary ? UICollectionView.elementKindSectionHeader : nil
    }
}

/// What a layout is laid out in, as `NSCollectionLayoutContainer`.
@preconcurrency @MainActor public protocol NSCollectionLayoutContainer {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider is told, as `NSCollectionLayoutEnvironment`.
@preconcurrency @MainActor public protocol NSCollectionLayoutEnvironment {
    var container: any NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

/// The collection's bounds, as a section provider is told them.
struct LayoutEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets: NSDirectionalEdgeInsets { .zero }
    var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
    var container: any NSCollectionLayoutContainer { self }
    var traitCollection: UITraitCollection { UITraitCollection() }
}
