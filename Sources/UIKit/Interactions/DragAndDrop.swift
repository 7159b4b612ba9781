import Foundation

/// As UIKit's `UIDragItem`: what a drag carries; kept.
open class UIDragItem: NSObject {
    public let itemProvider: NSItemProvider
    open var localObject: Any?

    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
        super.init()
    }
}

/// As UIKit's `UIDragDropSession`/`UIDragSession`/`UIDropSession`: no drag begins here, so
/// no session is ever made; delegates that take one compile.
@preconcurrency @MainActor public protocol UIDragDropSession: AnyObject {
    var items: [UIDragItem] { get }
    func location(in view: UIView) -> CGPoint
}
@preconcurrency @MainActor public protocol UIDragSession: UIDragDropSession {
    var localContext: Any? { get set }
}
@preconcurrency @MainActor public protocol UIDropSession: UIDragDropSession {
    var localDragSession: (any UIDragSession)? { get }
    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool
}

/// As UIKit's `UIDropOperation`.
public enum UIDropOperation: UInt, Sendable {
    case cancel, forbidden, copy, move
}

/// As UIKit's `UIDropProposal`.
open class UIDropProposal: NSObject {
    public let operation: UIDropOperation
    open var isPrecise = false

    public init(operation: UIDropOperation) {
        self.operation = operation
        super.init()
    }
}

/// As UIKit's `UIDragInteractionDelegate`.
@preconcurrency @MainActor public protocol UIDragInteractionDelegate: AnyObject {
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem]
}

/// As UIKit's `UIDropInteractionDelegate`; every method optional, as UIKit's.
@preconcurrency @MainActor public protocol UIDropInteractionDelegate: AnyObject {
    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession)
}

extension UIDropInteractionDelegate {
    public func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool { true }
    public func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .cancel)
    }
    public func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {}
}

/// As UIKit's `UIDragInteraction`: kept on its view; nothing drags here.
open class UIDragInteraction: _ViewInteraction {
    public private(set) weak var delegate: (any UIDragInteractionDelegate)?
    open var isEnabled = true
    open var allowsSimultaneousRecognitionDuringLift = false

    public init(delegate: any UIDragInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }
}

/// As UIKit's `UIDropInteraction`: kept on its view; nothing drops here.
open class UIDropInteraction: _ViewInteraction {
    public private(set) weak var delegate: (any UIDropInteractionDelegate)?
    open var allowsSimultaneousDropSessions = false

    public init(delegate: any UIDropInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }
}
