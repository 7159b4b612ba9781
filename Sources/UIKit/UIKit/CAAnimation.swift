import Foundation

/// An animation, as Core Animation's `CAAnimation`: nothing animates headless
/// (UIView+Animation.swift), so a layer keeps what it is given under its key and shows the
/// model values the app sets; the delegate is never told of a start or stop.
open class CAAnimation: NSObject {
    open var duration: TimeInterval = 0
    open var beginTime: TimeInterval = 0
    open var timingFunction: CAMediaTimingFunction?
    open var repeatCount: Float = 0
    open var autoreverses = false
    open var isRemovedOnCompletion = true
    open var fillMode = CAMediaTimingFillMode.removed
    open var delegate: (any CAAnimationDelegate)?
}

/// As Core Animation's `CAPropertyAnimation`.
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    open var isAdditive = false

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

/// As Core Animation's `CABasicAnimation`.
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?
}

/// As Core Animation's `CAAnimationDelegate`; both methods have its default (nothing).
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// As Core Animation's `CAMediaTimingFunction`.
open class CAMediaTimingFunction: NSObject {
    public let name: CAMediaTimingFunctionName?

    public init(name: CAMediaTimingFunctionName) {
        self.name = name
        super.init()
    }

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        name = nil
        super.init()
    }
}

/// As Core Animation's `CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// As Core Animation's `CAMediaTimingFillMode`.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}
