import Foundation

/// A row's swipe action, as `UIContextualAction`: a flow's `delete` (a full swipe) performs a
/// table's first trailing action (see `UITableView.userDelete`). Its look is kept, not shown.
open class UIContextualAction: NSObject {
    public enum Style: Int, Sendable {
        case normal, destructive
    }

    /// Called with the action, the view it was shown in (the row's cell) and a completion the
    /// handler calls with whether it did the action.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    public let handler: Handler
    open var title: String?
    open var image: UIImage?
    /// As UIKit's (reset by nil): red for a destructive action, gray otherwise.
    open var backgroundColor: UIColor! {
        get { chosenBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
        set { chosenBackgroundColor = newValue }
    }
    private var chosenBackgroundColor: UIColor?

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}

/// The actions a row shows when swiped, as `UISwipeActionsConfiguration`.
open class UISwipeActionsConfiguration: NSObject {
    public let actions: [UIContextualAction]
    /// Whether a full swipe performs the first action (a flow's `delete` is one).
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
