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
                lines += Self.distinct(unmatched).map { "  \($0)" }
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

    /// With `--unmatched`, each distinct request no cassette matched is named in the
    /// step that first sent it: a recording that misses should not pass as the service's 404.
    /// Without it (and for requests a folder's `default.json` answers) only `net log` lists them.
    func unmatchedInReplay() -> [String] {
        guard options.reportUnmatched, let fixtures = device.network.fixtures,
            fixtures.unmatchedCount > reportedUnmatched
        else { return [] }
        let count = fixtures.unmatchedCount
        defer { reportedUnmatched = count }
        // Only the newest are remembered: a step that sent more than that names those.
        var notes: [String] = []
        for request in fixtures.unmatchedRequests.suffix(count - reportedUnmatched) {
            guard unmatchedNamed.insert(request.description).inserted else { continue }
            notes.append("no cassette matches \(request): answered with the service's 404 (net log lists every request)")
        }
        // Bounded: a search typed key by key sends a new URL per key.
        if unmatchedNamed.count > 10_000 { unmatchedNamed.removeAll() }
        return notes
    }

    /// Each distinct request once, in the order first sent, with how often it was sent.
    private static func distinct(_ requests: [UnmatchedRequest]) -> [String] {
        var counts: [String: Int] = [:]
        var order: [String] = []
        for request in requests {
            let text = request.description
            if counts[text] == nil { order.append(text) }
            counts[text, default: 0] += 1
        }
        return order.map { text in
            let count = counts[text] ?? 1
            return count == 1 ? text : "\(text) (\(count)×)"
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
