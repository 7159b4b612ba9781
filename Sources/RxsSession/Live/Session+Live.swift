import APIClient
import Phone
import Foundation
import RxSwift
import RxsScript

/// Live mode (`--live`, `--record`): the clock follows real time. `wait` really waits,
/// `settle` also waits for requests in flight (within `settleTimeout` of real time), and each
/// line first runs what became due while the session sat between lines.
extension Session {
    /// The device, and in live mode the driver that makes its clock follow real time.
    static func makeDevice(_ options: SessionOptions) -> (Device, LiveClock?) {
        let scheduler = VirtualTimeScheduler(initialClock: 0, resolution: 0.001)
        let liveClock = options.realTime.map { LiveClock(scheduler: scheduler, realTime: $0()) }
        let device = Device(seed: options.seed, mode: options.network, api: options.api,
                            registry: options.registry(), scheduler: scheduler,
                            responseScheduler: liveClock)
        if let liveClock {
            device.network.inFlight.whenRequestEnds { liveClock.wake() }
        }
        return (device, liveClock)
    }

    /// Live mode: runs what became due since the last line, each change stamped with the
    /// time it happened. Offline the clock only moves when the script says so: nothing to do.
    func catchUpWithRealTime() -> [TimedChange] {
        guard let liveClock else { return [] }
        liveClock.catchUp(afterEachInstant: runTasksAndCollect)
        return takeChanges()
    }

    /// Stops a live wait or settle from another thread (Ctrl-C in the REPL); nil offline,
    /// where nothing waits in real time.
    package var liveInterrupt: (@Sendable () -> Void)? {
        guard let liveClock else { return nil }
        return { @Sendable in liveClock.interrupt() }
    }

    /// After a line: says so when Ctrl-C stopped its wait. Before a line: forgets a press that
    /// came between lines.
    func interruptionNotice() -> [String] {
        guard let liveClock, liveClock.takeInterruption() else { return [] }
        return ["interrupted (Ctrl-C) at \(TimeFormat.seconds(time))"]
    }

    func advanceLive(_ liveClock: LiveClock, to target: Int) -> [TimedChange] {
        liveClock.advance(to: target, afterEachInstant: runTasksAndCollect)
        return takeChanges()
    }

    func settleLive(_ liveClock: LiveClock) throws(ScriptError) -> [TimedChange] {
        let network = device.network.inFlight
        let settled = liveClock.settle(timeout: options.settleTimeout, isBusy: { !network.isIdle },
                                       afterEachInstant: runTasksAndCollect)
        guard settled else {
            _ = takeChanges()
            throw ScriptError(
                "settle gave up after \(TimeFormat.duration(options.settleTimeout)) of real time: " + livePendingSummary(),
                at: commandSpan, hints: ["a slow server? raise the limit with set settle-timeout <dur>"])
        }
        return takeChanges()
    }

    /// What still keeps the session busy, or nil: scheduled work, and in live mode requests in
    /// flight (offline every request has its answer scheduled already).
    var pendingSummary: String? {
        if liveClock != nil, !device.network.inFlight.isIdle { return livePendingSummary() }
        return scheduler.pendingWork.isEmpty ? nil : pendingWorkSummary()
    }

    /// `net log` with `--record`: the cassettes written so far, and any that could not be.
    static func recordingLog(_ recorder: RecordingTransport) -> [String] {
        let folder = recorder.directory.standardizedFileURL.path
        let written = recorder.recordedFiles.map { file -> String in
            let path = file.standardizedFileURL.path
            return path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path
        }
        var lines = ["recorded into \(recorder.directory.path):" + (written.isEmpty ? " nothing yet" : "")]
        lines += written.map { "  \($0)" }
        if !recorder.problems.isEmpty {
            lines.append("could not record:")
            lines += recorder.problems.map { "  \($0)" }
        }
        return lines
    }

    /// "1 request in flight: GET https://api.github.com/users/octocat/repos; 1 timer pending: …"
    func livePendingSummary() -> String {
        let (count, oldest) = device.network.inFlight.oldest(3)
        var parts: [String] = []
        if count > 0 {
            let listed = oldest.joined(separator: ", ") + (count > 3 ? ", …" : "")
            parts.append("\(count) \(count == 1 ? "request" : "requests") in flight: \(listed)")
        }
        if !scheduler.pendingWork.isEmpty || parts.isEmpty { parts.append(pendingWorkSummary()) }
        return parts.joined(separator: "; ")
    }
}
