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
    /// The shadow's shape, kept and not drawn.
    public var shadowPath: CGPath?
    public private(set) var sublayers: [CALayer]?
    public private(set) weak var superlayer: CALayer?
    /// A layer's geometry, kept and not applied (a view's own frame is its view's).
    public var frame = CGRect.zero
    public var bounds = CGRect.zero
    public var position = CGPoint.zero
    public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    public var mask: CALayer?
    public var contents: Any?
    /// What `add(_:forKey:)` was given: kept under its key, never run (see `add`).
    private var animations: [(key: String, animation: CAAnimation)] = []

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

    /// Kept and not run: nothing animates headless (UIView+Animation.swift), so the layer
    /// shows the values the app set. A nil key keeps it under "" as no key can be asked for.
    open func add(_ anim: CAAnimation, forKey key: String?) {
        animations.removeAll { $0.key == (key ?? "") }
        animations.append((key ?? "", anim))
    }

    open func animation(forKey key: String) -> CAAnimation? {
        animations.first { $0.key == key }?.animation
    }

    public func removeAllAnimations() { animations = [] }
    public func removeAnimation(forKey key: String) { animations.removeAll { $0.key == key } }
    public func animationKeys() -> [String]? {
        animations.isEmpty ? nil : animations.map(\.key)
    }
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
