import Foundation

/// As UIKit's: the menu of a context menu, given the elements UIKit suggests (none here).
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?
/// As UIKit's: the controller a context menu previews; kept, not shown.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a long press on a row or item shows, as `UIContextMenuConfiguration`: a table's or
/// collection's delegate returns one; a flow's `menu list[2] "Title"` asks for it and picks
/// from its menu.
@preconcurrency @MainActor open class UIContextMenuConfiguration: NSObject {
    /// The identifier given, else one unique among the configurations alive (UIKit makes a
    /// UUID; nothing random is drawn here).
    public var identifier: any NSCopying {
        givenIdentifier ?? NSString(string: "contextMenu-\(ObjectIdentifier(self).hashValue)")
    }
    private let givenIdentifier: (any NSCopying)?
    let actionProvider: UIContextMenuActionProvider?
    let previewProvider: UIContextMenuContentPreviewProvider?

    public init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        givenIdentifier = identifier
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }

    /// The menu, as the action provider makes it when the menu opens.
    func menu() -> UIMenu? { actionProvider?([]) }
}
