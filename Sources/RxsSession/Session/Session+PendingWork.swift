extension Session {
    /// "2 timers pending: debounce due in 500 ms, network response due in 200 ms"
    package func pendingWorkSummary() -> String {
        let pending = scheduler.pendingWork
        guard !pending.isEmpty else { return "nothing is scheduled" }
        let listed = pending.prefix(4).map { "\($0.label ?? "work") due in \(TimeFormat.duration($0.time - time))" }
        let more = pending.count > 4 ? ", …" : ""
        return "\(pending.count) \(pending.count == 1 ? "timer" : "timers") pending: " + listed.joined(separator: ", ") + more
    }
}
