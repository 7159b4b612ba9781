import Foundation

/// A row's swipe button before swipe actions, as the deprecated `UITableViewRowAction`: what a
/// delegate's `tableView(_:editActionsForRowAt:)` gives when it gives no trailing swipe actions.
/// A flow's `delete` of the row performs the first one (its handler), as a full swipe would.
open class UITableViewRowAction: NSObject {
    /// As UIKit's `UITableViewRowAction.Style`.
    public enum Style: Int, Sendable {
        case `default` = 0, normal
        public static let destructive = Style.default
    }

    public let style: Style
    open var title: String?
    open var backgroundColor: UIColor?
    open var backgroundEffect: UIVisualEffect?
    let handler: (UITableViewRowAction, IndexPath) -> Void

    public init(style: Style, title: String?, handler: @escaping (UITableViewRowAction, IndexPath) -> Void) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}
