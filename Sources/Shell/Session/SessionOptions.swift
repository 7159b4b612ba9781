import APIClient
import Foundation

/// How a session is set up: from the command line, or by a test.
public struct SessionOptions: Sendable {
    /// Settle after every line, as a person at a prompt is slower than any debounce.
    public var autosettle = false
    public var seed: UInt64 = 0
    public var network: NetworkStack.Mode = .fixtures(directories: [])
    /// Credentials and endpoints; the command line reads them from the process environment.
    public var api = APIEnvironment()
    /// Columns of `show`'s phone screen and of `marbles`.
    public var width = 40
    public var color = false
    /// How far `settle` may move the clock before it gives up, in virtual milliseconds.
    public var settleLimit = 600_000
    /// nil: the virtual clock, moved only by the script (offline, deterministic). Set (live
    /// mode): each session's clock follows the real time of the source this makes.
    public var realTime: (@Sendable () -> any RealTimeSource)?
    /// How long a live `settle` waits for timers and requests, in real milliseconds.
    public var settleTimeout = 30_000

    public init() {}
}
