import Foundation

/// A view's layer, as `CALayer`: its properties only change drawing, so they are accepted,
/// kept and not shown; sublayers are kept too.
open class CALayer {
    public var cornerRadius: CGFloat = 0
    public var cornerCurve = CALayerCornerCurve.circular
    public var maskedCorners: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    public var borderWidth: CGFloat = 0
    public var borderColor: CGColor?
    public var backgroundColor: CGColor?
    public var masksToBounds = false
    public var opacity: Float = 1
    public var isHidden = false
    public var zPosition: CGFloat = 0
    public var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    public var shadowOpacity: Float = 0
    public var shadowOffset = CGSize(width: 0, height: -3)
    public var shadowRadius: CGFloat = 3
    public private(set) var sublayers: [CALayer]?
    public private(set) weak var superlayer: CALayer?

    public init() {}

    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
    }

    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        var layers = sublayers ?? []
        layers.insert(layer, at: min(Int(index), layers.count))
        sublayers = layers
        layer.superlayer = self
    }

    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }

    /// Nothing animates headless (UIView+Animation.swift), so there is nothing to remove.
    public func removeAllAnimations() {}
    public func removeAnimation(forKey key: String) {}
    public func animationKeys() -> [String]? { nil }
}

/// As Core Animation's `CALayerCornerCurve`.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// As Core Animation's `CACornerMask`.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}
