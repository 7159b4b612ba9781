import APIClient
import Foundation
import Synchronization

@testable import RxsCLI
@testable import RxsRunner
@testable import RxsScript
@testable import RxsSession

/// Real time for tests of the live driver: sleeping jumps the time instead of waiting, and
/// things scripted to happen on another thread at a real time run (on a thread of their own)
/// when a sleep reaches it, ending that sleep as a real arrival would.
final class ScriptedRealTime: RealTimeSource {
    private struct State {
        var now = 0
        var arrivals: [(time: Int, action: @Sendable () -> Void)] = []
        var sleeps: [Int] = []
        var wakes = 0
    }

    private let state = Guarded(State())

    /// Runs `action` when a sleep reaches `time` (milliseconds of this source).
    func at(_ time: Int, _ action: @escaping @Sendable () -> Void) {
        state.withLock { $0.arrivals.append((time, action)) }
    }

    /// Moves real time on by `milliseconds`, as if the session were busy elsewhere.
    func pass(_ milliseconds: Int) {
        state.withLock { $0.now += milliseconds }
    }

    /// The deadlines of every sleep so far.
    var sleeps: [Int] { state.withLock { $0.sleeps } }
    var wakes: Int { state.withLock { $0.wakes } }

    var milliseconds: Int { state.withLock { $0.now } }

    func sleep(until deadline: Int) {
        let arrival = state.withLock { state -> (@Sendable () -> Void)? in
            state.sleeps.append(deadline)
            let next = state.arrivals.indices.min { state.arrivals[$0].time < state.arrivals[$1].time }
            guard let next, state.arrivals[next].time <= deadline else {
                state.now = max(state.now, deadline)
                return nil
            }
            let arrival = state.arrivals.remove(at: next)
            state.now = max(state.now, arrival.time)
            return arrival.action
        }
        guard let arrival else { return }
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            arrival()
            done.signal()
        }
        done.wait()
    }

    func wake() {
        state.withLock { $0.wakes += 1 }
    }
}
