import Foundation

/// The share sheet, as `UIActivityViewController`: presented like any controller (a popover,
/// as iOS makes it, which a phone shows as a sheet). Its screen (`share`) shows the items as
/// the label `items` and one button per activity it offers, then `close`:
///
///     items: "Hello" · airDrop "AirDrop" · message "Messages" · mail "Mail"
///     copyToPasteboard "Copy" · (the app's activities) · close "Close"
///
/// A flow's `tap mail` chooses an activity: the sheet is dismissed and
/// `completionWithItemsHandler` hears `(.mail, true, nil, nil)`; `tap close` cancels it with
/// `(nil, false, nil, nil)`. An app's `UIActivity` is prepared and performed instead, and the
/// handler hears it when it calls `activityDidFinish(_:)`. The system's activities are not
/// carried out (nothing is mailed or copied): what an app decides is what its handler does.
open class UIActivityViewController: UIViewController {
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    open var completionWithItemsHandler: CompletionWithItemsHandler?
    /// Read when the sheet's view loads (when presented): the activities it leaves out.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    open var allowsProminentActivity = true
    let activityItems: [Any]
    let applicationActivities: [UIActivity]

    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        let name = String(reflecting: Self.self).hasPrefix("UIKit.") ? "share" : Self.screenName(of: Self.self)
        super.init(name: name, environment: Self.currentEnvironment)
        modalPresentationStyle = .popover
    }

    /// The items, as the sheet shows them (an item source's placeholder).
    var itemDescriptions: [String] {
        activityItems.map { item in
            let shown = (item as? any UIActivityItemSource)?.activityViewControllerPlaceholderItem(self) ?? item
            switch shown {
            case let text as String: return text
            case let url as URL: return url.absoluteString
            case let image as UIImage: return image.name
            case let attributed as NSAttributedString: return attributed.string
            default: return String(describing: shown)
            }
        }
    }

    /// The sheet: the items, the activities offered (their ids and titles), and close.
    open override func loadView() {
        let root = ScreenRootView(owner: self)
        let items = UILabel(id: "items", text: itemDescriptions.joined(separator: "\n"))
        items.numberOfLines = 0
        root.addSubview(items)
        for offer in offeredActivities() {
            let button = UIButton(id: offer.id, title: offer.title)
            button.addAction(UIAction(title: offer.title) { [weak self] _ in self?.choose(offer) }, for: .primaryActionTriggered)
            root.addSubview(button)
        }
        let close = UIButton(id: "close", title: "Close")
        close.addAction(UIAction(title: "Close") { [weak self] _ in self?.cancel() }, for: .primaryActionTriggered)
        root.addSubview(close)
        view = root
    }

    /// The person chose `offer`: a system activity ends at once; an app's is performed.
    private func choose(_ offer: ActivityOffer) {
        let presenter = presentingViewController
        dismiss(animated: true)
        guard let activity = offer.activity else {
            if offer.type == .copyToPasteboard { copyToPasteboard(items(for: .copyToPasteboard)) }
            finish(with: offer.type, completed: true)
            return
        }
        activity.runningSheet = self
        activity.prepare(withActivityItems: items(for: offer.type))
        if let controller = activity.activityViewController {
            presenter?.present(controller, animated: true)
        } else {
            activity.perform()
        }
    }

    /// The person closed the sheet.
    private func cancel() {
        dismiss(animated: true)
        finish(with: nil, completed: false)
    }

    func finish(with type: UIActivity.ActivityType?, completed: Bool) {
        completionWithItemsHandler?(type, completed, nil, nil)
    }

    /// Copy puts the shared items on the session's pasteboard, as iOS's does: the strings, URLs
    /// or images among them, of the first item's kind (this pasteboard holds one kind at a time).
    private func copyToPasteboard(_ items: [Any]) {
        let pasteboard = UIPasteboard.general
        switch items.first {
        case is String: pasteboard.strings = items.compactMap { $0 as? String }
        case is URL: pasteboard.urls = items.compactMap { $0 as? URL }
        case is UIImage: pasteboard.images = items.compactMap { $0 as? UIImage }
        default: break
        }
    }

    /// The items an activity of `type` gets: an item source's item for it.
    func items(for type: UIActivity.ActivityType?) -> [Any] {
        activityItems.compactMap { item in
            guard let source = item as? any UIActivityItemSource else { return item }
            return source.activityViewController(self, itemForActivityType: type)
        }
    }
}
