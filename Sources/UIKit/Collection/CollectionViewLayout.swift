import Foundation

/// A collection's layout, as `UICollectionViewLayout`: kept and not applied, since a session
/// shows a collection's items one a row.
open class UICollectionViewLayout: NSObject {
    public override init() {
        super.init()
    }

    /// Layouts are not decoded from archives (there are no storyboards here).
    public required init?(coder: NSCoder) {
        return nil
    }

    open func invalidateLayout() {}
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
