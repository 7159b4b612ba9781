import Foundation

/// A cell's background, as UIKit's `UIBackgroundConfiguration` (iOS 14): kept on the cell
/// (`backgroundConfiguration`) and not drawn — a session shows a row's content, not its
/// background.
public struct UIBackgroundConfiguration: Hashable {
    public var backgroundColor: UIColor?
    public var cornerRadius: CGFloat = 0
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat = 0
    public var strokeOutset: CGFloat = 0
    public var image: UIImage?
    public var customView: UIView?

    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(backgroundColor: .systemBackground) }
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(backgroundColor: .secondarySystemGroupedBackground)
    }
    public static func listSidebarCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration(backgroundColor: .systemBackground) }
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { UIBackgroundConfiguration() }
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(backgroundColor: .clear) }

    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration { self }
}

extension UITableViewCell {
    /// As UIKit's: a plain list cell's background.
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .listPlainCell() }
}

extension UICollectionViewCell {
    /// As UIKit's: a collection cell's background is clear.
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration { .clear() }
}

/// A cell's background settings, made when first set: most cells never set them, and a cell
/// freed at each reload then releases one reference, not the configuration's fields.
final class CellBackgroundSettings {
    var configuration: UIBackgroundConfiguration?
    var automaticallyUpdates = true
}
