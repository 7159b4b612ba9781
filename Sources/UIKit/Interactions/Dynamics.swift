import Foundation

/// As UIKit's `UIDynamicItem`: what behaviours move (views are). Nothing is simulated here:
/// an animator keeps its behaviours and never moves an item (see `UIDynamicAnimator`).
@preconcurrency @MainActor public protocol UIDynamicItem: AnyObject {
    var center: CGPoint { get set }
    var bounds: CGRect { get }
    var transform: CGAffineTransform { get set }
}

extension UIView: UIDynamicItem {}

/// As UIKit's `UIDynamicAnimatorDelegate`.
@preconcurrency @MainActor public protocol UIDynamicAnimatorDelegate: AnyObject {
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}

/// As UIKit's `UIDynamicAnimator`: keeps its behaviours and is never running — physics is
/// not simulated on virtual time, so items stay where code put them.
open class UIDynamicAnimator: NSObject {
    public private(set) weak var referenceView: UIView?
    public private(set) var behaviors: [UIDynamicBehavior] = []
    open weak var delegate: (any UIDynamicAnimatorDelegate)?
    open var isRunning: Bool { false }
    open var elapsedTime: TimeInterval { 0 }

    public init(referenceView view: UIView) {
        referenceView = view
        super.init()
    }

    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !behaviors.contains(behavior) else { return }
        behaviors.append(behavior)
        behavior.dynamicAnimatorReference = self
        behavior.willMove(to: self)
    }

    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        behaviors.removeAll { $0 === behavior }
        behavior.dynamicAnimatorReference = nil
        behavior.willMove(to: nil)
    }

    open func removeAllBehaviors() {
        for behavior in behaviors { removeBehavior(behavior) }
    }

    open func updateItem(usingCurrentState item: any UIDynamicItem) {}
}

/// As UIKit's `UIDynamicBehavior`: kept; its `action` never runs (no simulation steps).
open class UIDynamicBehavior: NSObject {
    public private(set) var childBehaviors: [UIDynamicBehavior] = []
    open var action: (() -> Void)?
    weak var dynamicAnimatorReference: UIDynamicAnimator?
    open var dynamicAnimator: UIDynamicAnimator? { dynamicAnimatorReference }

    public override init() {
        super.init()
    }

    open func addChildBehavior(_ behavior: UIDynamicBehavior) { childBehaviors.append(behavior) }
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) { childBehaviors.removeAll { $0 === behavior } }
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}
}

/// A behaviour over a list of items, as UIKit's gravity, collision, push and item behaviours.
open class _ItemsBehavior: UIDynamicBehavior {
    public private(set) var items: [any UIDynamicItem]

    public init(items: [any UIDynamicItem]) {
        self.items = items
        super.init()
    }

    open func addItem(_ item: any UIDynamicItem) { items.append(item) }
    open func removeItem(_ item: any UIDynamicItem) { items.removeAll { $0 === item } }
}

/// As UIKit's `UIGravityBehavior`: kept, not simulated.
open class UIGravityBehavior: _ItemsBehavior {
    open var gravityDirection = CGVector(dx: 0, dy: 1)
    open var angle: CGFloat = .pi / 2
    open var magnitude: CGFloat = 1

    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        self.angle = angle
        self.magnitude = magnitude
    }
}

/// As UIKit's `UICollisionBehavior`: kept, not simulated.
open class UICollisionBehavior: _ItemsBehavior {
    /// As `UICollisionBehavior.Mode`.
    public struct Mode: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let items = Mode(rawValue: 1 << 0)
        public static let boundaries = Mode(rawValue: 1 << 1)
        public static let everything = Mode(rawValue: UInt.max)
    }

    open var collisionMode = Mode.everything
    open var translatesReferenceBoundsIntoBoundary = false

    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        translatesReferenceBoundsIntoBoundary = true
    }
    open func addBoundary(withIdentifier identifier: any NSCopying, from p1: CGPoint, to p2: CGPoint) {}
    open func removeAllBoundaries() {}
}

/// As UIKit's `UIPushBehavior`: kept, not simulated.
open class UIPushBehavior: _ItemsBehavior {
    /// As `UIPushBehavior.Mode`.
    public enum Mode: Int, Sendable {
        case continuous, instantaneous
    }

    public let mode: Mode
    open var active = true
    open var angle: CGFloat = 0
    open var magnitude: CGFloat = 0
    open var pushDirection = CGVector(dx: 0, dy: 0)

    public init(items: [any UIDynamicItem], mode: Mode) {
        self.mode = mode
        super.init(items: items)
    }
}

/// As UIKit's `UIDynamicItemBehavior`: kept, not simulated.
open class UIDynamicItemBehavior: _ItemsBehavior {
    open var elasticity: CGFloat = 0
    open var friction: CGFloat = 0
    open var density: CGFloat = 1
    open var resistance: CGFloat = 0
    open var angularResistance: CGFloat = 0
    open var allowsRotation = true
}

/// As UIKit's `UISnapBehavior`: kept, not simulated.
open class UISnapBehavior: UIDynamicBehavior {
    open var snapPoint: CGPoint
    open var damping: CGFloat = 0.5
    public let item: any UIDynamicItem

    public init(item: any UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPoint = point
        super.init()
    }
}
