import Foundation

/// A layout of sections built from items and groups, as `UICollectionViewCompositionalLayout`
/// (iOS 13): kept and not applied. The collection asks it only whether a section has a header.
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public typealias SectionProvider = (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let section: NSCollectionLayoutSection?
    private let sectionProvider: SectionProvider?
    open var configuration: UICollectionViewCompositionalLayoutConfiguration

    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.section = section
        sectionProvider = nil
        self.configuration = configuration
        super.init()
    }

    public convenience init(sectionProvider: @escaping SectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        section = nil
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// Not decoded from archives (there are no storyboards here).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// As UIKit's (iOS 14): every section a list.
    open class func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(list: configuration))
    }

    /// The kind of `index`'s header in `collectionView`, if the layout gives it one.
    func headerKind(ofSection index: Int, in collectionView: UICollectionView) -> String? {
        let layoutSection = section ?? sectionProvider?(index, LayoutEnvironment(contentSize: collectionView.bounds.size))
        return layoutSection?.headerKind
    }
}

/// A compositional layout's settings, as `UICollectionViewCompositionalLayoutConfiguration`.
open class UICollectionViewCompositionalLayoutConfiguration: NSObject, @unchecked Sendable {
    open var scrollDirection = UICollectionView.ScrollDirection.vertical
    open var interSectionSpacing: CGFloat = 0
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    public override init() {
        super.init()
    }
}

extension UICollectionView {
    /// The way a layout scrolls, as `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }
}

/// A list's look, as `UICollectionLayoutListConfiguration` (iOS 14): kept, not drawn.
public struct UICollectionLayoutListConfiguration {
    public enum Appearance: Int, Sendable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }

    public enum HeaderMode: Int, Sendable {
        case none, supplementary, firstItemInSection
    }

    public enum FooterMode: Int, Sendable {
        case none, supplementary
    }

    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

    public let appearance: Appearance
    public var showsSeparators = true
    public var backgroundColor: UIColor?
    public var headerMode = HeaderMode.none
    public var footerMode = FooterMode.none
    public var headerTopPadding: CGFloat?
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    public init(appearance: Appearance) {
        self.appearance = appearance
    }
}
