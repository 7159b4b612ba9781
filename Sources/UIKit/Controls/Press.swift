import Foundation

/// A physical button press, as `UIPress` (a remote's or a keyboard's). No command presses
/// one; the type is here so delegates that answer `shouldReceive press:` compile.
open class UIPress: NSObject {
    /// As `UIPress.PressType`.
    public enum PressType: Int, Sendable {
        case upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause
    }

    /// As `UIPress.Phase`.
    public enum Phase: Int, Sendable {
        case began, changed, stationary, ended, cancelled
    }

    public internal(set) var type = PressType.select
    public internal(set) var phase = Phase.began
    public internal(set) var timestamp: TimeInterval = 0
    public internal(set) var force: CGFloat = 0
}
