import Foundation

/// A collection's layout, as `UICollectionViewLayout`. A subclass is asked as UIKit asks it
/// on each layout pass (a reload, the first load, the end of batch updates): `prepare()`,
/// then `collectionViewContentSize`, then `layoutAttributesForElements(in:)`. Its answers
/// are kept and not applied, since a session shows a collection's items one a row.
@preconcurrency @MainActor open class UICollectionViewLayout: NSObject {
    public override init() {
        super.init()
    }

    /// Layouts are not decoded from archives (there are no storyboards here).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The collection it lays out (set when given to one).
    open var collectionView: UICollectionView? { collectionViewReference }
    weak var collectionViewReference: UICollectionView?

    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    open func prepare() {}
    open var collectionViewContentSize: CGSize { .zero }
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                   at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint { proposedContentOffset }
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Decoration views are kept by kind, never shown.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {}

    /// As UIKit's: the next layout pass prepares again (every pass does here).
    open func invalidateLayout() {}
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) { invalidateLayout() }

    /// One layout pass over `collection`'s reloaded items, in UIKit's order (a reload
    /// invalidates the layout first).
    func layoutPass(of collection: UICollectionView) {
        collectionViewReference = collection
        invalidateLayout()
        prepare()
        let size = collectionViewContentSize
        _ = layoutAttributesForElements(in: CGRect(origin: .zero, size: size == .zero ? collection.bounds.size : size))
    }
}

/// As UIKit's `UICollectionViewLayoutInvalidationContext`: kept.
@preconcurrency @MainActor open class UICollectionViewLayoutInvalidationContext: NSObject {
    open var invalidateEverything: Bool { true }
    open var invalidateDataSourceCounts: Bool { true }
    open var invalidatedItemIndexPaths: [IndexPath]?

    public override init() {
        super.init()
    }
}

/// A grid layout, as `UICollectionViewFlowLayout`, with UIKit's settings and defaults. A
/// section has a header (`UICollectionView.elementKindSectionHeader`) when its reference size
/// (here or from the delegate) is not zero, as in UIKit.
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// As UIKit's: an estimated item size that asks each cell for its own size.
    public static let automaticSize = CGSize(width: Double.greatestFiniteMagnitude, height: Double.greatestFiniteMagnitude)

    open var scrollDirection = UICollectionView.ScrollDirection.vertical
    open var itemSize = CGSize(width: 50, height: 50)
    open var estimatedItemSize = CGSize.zero
    open var minimumLineSpacing: CGFloat = 10
    open var minimumInteritemSpacing: CGFloat = 10
    open var headerReferenceSize = CGSize.zero
    open var footerReferenceSize = CGSize.zero
    open var sectionInset = UIEdgeInsets.zero
}
