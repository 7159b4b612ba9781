import Foundation

extension UICollectionView {
    /// As `UICollectionView.ElementCategory`.
    public enum ElementCategory: UInt, Sendable {
        case cell, supplementaryView, decorationView
    }
}

/// Where a layout puts an item, as UIKit's `UICollectionViewLayoutAttributes`: what a custom
/// layout's `layoutAttributesForElements(in:)` answers; kept, not applied.
@preconcurrency @MainActor open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    open var frame = CGRect.zero
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    open var transform = CGAffineTransform.identity
    open var alpha: CGFloat = 1
    open var zIndex = 0
    open var isHidden = false
    open var indexPath = IndexPath(item: 0, section: 0)
    public private(set) var representedElementCategory = UICollectionView.ElementCategory.cell
    public private(set) var representedElementKind: String?

    public required override init() {
        super.init()
    }

    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy of the same class, as layouts copy cached attributes before changing them.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = Self.init()
        copy.frame = frame
        copy.transform = transform
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }
}
