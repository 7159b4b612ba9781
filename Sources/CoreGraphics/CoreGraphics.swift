// CoreGraphics, as iOS code imports it (`import CoreGraphics`, or through `import UIKit`): its
// geometry types and the transform. On Linux, Foundation declares CGFloat, CGPoint, CGSize
// and CGRect; they are re-exported by name, so `import CoreGraphics` alone brings them and
// not the rest of Foundation, as on iOS. On Apple platforms the system's CoreGraphics is used
// (Package.swift declares this target elsewhere only).
@_exported import struct Foundation.CGFloat
@_exported import struct Foundation.CGPoint
@_exported import struct Foundation.CGSize
@_exported import struct Foundation.CGRect

/// As CoreGraphics' `CGVector`: a two-dimensional vector.
public struct CGVector: Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat

    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    public init() {
        self.init(dx: 0, dy: 0)
    }

    public static let zero = CGVector()
}
