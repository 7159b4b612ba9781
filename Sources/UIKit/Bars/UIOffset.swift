import Foundation

/// As UIKit's `UIOffset`: how far a bar's title or badge is moved; kept, never applied.
public struct UIOffset: Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat

    public init() {
        horizontal = 0
        vertical = 0
    }

    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let zero = UIOffset()
}
