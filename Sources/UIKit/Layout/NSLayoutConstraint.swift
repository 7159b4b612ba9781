import Foundation
import RxCocoa
import RxSwift

/// A layout constraint, as UIKit's: made from anchors or items, activated and deactivated,
/// its constant changed. Layout is not solved here (frames are what code sets), so a
/// constraint is kept and read back, never applied; iOS code that builds its views with Auto
/// Layout compiles and runs as written.
@preconcurrency @MainActor open class NSLayoutConstraint: NSObject {
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }

    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    public enum Axis: Int, Sendable {
        case horizontal, vertical
    }

    open private(set) weak var firstItem: AnyObject?
    open private(set) weak var secondItem: AnyObject?
    public let firstAttribute: Attribute
    public let secondAttribute: Attribute
    public let relation: Relation
    public let multiplier: CGFloat
    open var constant: CGFloat
    open var priority = UILayoutPriority.required
    open var identifier: String?
    open var shouldBeArchived = false

    /// Active constraints are held by the nearest view holding both items, as UIKit's are
    /// (here: the first item's, when it is a view); inactive ones by nobody but their maker.
    open var isActive = false {
        didSet {
            guard isActive != oldValue, let view = firstItem as? UIView else { return }
            if isActive { view.holdConstraint(self) } else { view.releaseConstraint(self) }
        }
    }

    public init(item: Any, attribute: Attribute, relatedBy relation: Relation, toItem: Any?,
                attribute secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat) {
        firstItem = item as AnyObject
        firstAttribute = attribute
        self.relation = relation
        secondItem = toItem.map { $0 as AnyObject }
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        super.init()
    }

    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }
}

/// How much a constraint matters, as UIKit's `UILayoutPriority` (1 to 1000).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral {
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}

extension Reactive where Base: NSLayoutConstraint {
    /// As RxCocoa's: binds the constraint's constant.
    @preconcurrency @MainActor public var constant: Binder<CGFloat> {
        Binder(base as NSLayoutConstraint) { constraint, constant in constraint.constant = constant }
    }

    /// As RxCocoa's: binds whether the constraint is active.
    @preconcurrency @MainActor public var active: Binder<Bool> {
        Binder(base as NSLayoutConstraint) { constraint, active in constraint.isActive = active }
    }
}
