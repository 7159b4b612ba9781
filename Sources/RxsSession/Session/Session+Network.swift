import APIClient
import RxsScript

extension Session {
    /// `net latency`, `net fail next`, `net log`.
    func network(_ action: NetCommand.Action) throws(ScriptError) -> [String] {
        let network = device.network
        switch action {
        case .latency(let duration):
            guard let fixtures = network.fixtures else {
                throw ScriptError("net latency applies to offline fixtures; this session is live", at: duration.span)
            }
            fixtures.latency = .milliseconds(duration.value.milliseconds)
            return []
        case .failNext(let fault):
            network.faults.failNext(Self.fault(for: fault.value))
            return []
        case .log:
            var lines = network.client.log.entries.map(\.description)
            if lines.isEmpty { lines = ["no requests yet"] }
            let unmatched = network.fixtures?.unmatchedRequests ?? []
            if !unmatched.isEmpty {
                lines.append("unmatched (answered with the service's 404):")
                let total = network.fixtures?.unmatchedCount ?? unmatched.count
                if total > unmatched.count { lines.append("  … \(total - unmatched.count) earlier ones not kept") }
                lines += unmatched.map { "  \($0)" }
            }
            let unusable = network.fixtures?.problems ?? []
            if !unusable.isEmpty {
                lines.append("cassettes not used:")
                lines += unusable.map { "  \($0)" }
            }
            if let recorder = network.recorder { lines += Self.recordingLog(recorder) }
            return [lines.joined(separator: "\n")]
        }
    }

    /// Replaying cassettes of one's own (`--fixtures DIR`), a request none matches is named
    /// in the step that sent it: a recording that misses should not pass as the service's 404.
    /// (Without `--fixtures` the built-in set answers everyone else with a 404 by design.)
    func unmatchedInReplay() -> [String] {
        guard case .fixtures(let directories) = options.network, !directories.isEmpty,
            let fixtures = device.network.fixtures, fixtures.unmatchedCount > reportedUnmatched
        else { return [] }
        let count = fixtures.unmatchedCount
        defer { reportedUnmatched = count }
        // Only the newest are remembered: a step that sent more than that names those.
        return fixtures.unmatchedRequests.suffix(count - reportedUnmatched).map {
            "no cassette matches \($0): answered with the service's 404 (net log lists every request)"
        }
    }

    private static func fault(for fault: NetFault) -> Fault {
        switch fault {
        case .status(let code): return .status(code)
        case .timeout: return .timeout
        case .offline: return .offline
        case .malformed: return .malformedBody
        }
    }
}
