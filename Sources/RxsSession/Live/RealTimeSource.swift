import Dispatch
import RxsScript

/// Where live mode's real time comes from: the monotonic clock, or in tests a scripted one, so
/// the live driver can be tested without waiting. Each session makes its own.
package protocol RealTimeSource: Sendable {
    /// Milliseconds since some fixed start; never decreases.
    var milliseconds: Int { get }
    /// Blocks until `milliseconds` reaches `deadline` or `wake()` is called, whichever is first.
    func sleep(until deadline: Int)
    /// Ends the current sleep early, or the next one when none is running: work came in from
    /// another thread.
    func wake()
}

/// The system's monotonic clock (wall-clock changes do not move it); sleeps on a semaphore
/// that `wake()` signals, so a waiting session wakes the moment a response comes in.
package final class MonotonicRealTime: RealTimeSource {
    private let start = DispatchTime.now().uptimeNanoseconds
    private let wakeUp = DispatchSemaphore(value: 0)

    package init() {}

    package var milliseconds: Int {
        Int((DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
    }

    package func sleep(until deadline: Int) {
        let remaining = deadline - milliseconds
        guard remaining > 0 else { return }
        _ = wakeUp.wait(timeout: .now() + .milliseconds(remaining))
    }

    package func wake() {
        wakeUp.signal()
    }
}
