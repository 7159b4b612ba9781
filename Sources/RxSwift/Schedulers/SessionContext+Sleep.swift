extension SessionContext {
    /// A `Task.sleep` in the session: `wake` runs on the session's clock once `duration` of
    /// virtual time passed (whole milliseconds, rounded up: a sleep lasts at least as long), so
    /// `wait 1s` ends a one-second sleep and `settle` waits for it. Shown as "Task.sleep" among
    /// the work still pending. Call it on the session's thread.
    @available(macOS 13.0, iOS 16.0, watchOS 9.0, tvOS 16.0, *)
    func scheduleSleep(after duration: Duration, wake: @escaping () -> Void) {
        let (seconds, attoseconds) = duration.components
        let perMillisecond: Int64 = 1_000_000_000_000_000
        var ticks = 0
        if seconds > 0 || (seconds == 0 && attoseconds > 0) {
            let fraction = Int(max(0, attoseconds + perMillisecond - 1) / perMillisecond)
            let (whole, overflow) = Int(clamping: seconds).multipliedReportingOverflow(by: 1000)
            ticks = overflow ? Int.max : whole.addingReportingOverflow(fraction).overflow ? Int.max : whole + fraction
        }
        if let clock = scheduler as? VirtualTimeScheduler<_VirtualTickConverter> {
            _ = clock.scheduleRelativeVirtual((), dueTime: ticks, label: "Task.sleep") { _ in
                wake()
                return Disposables.create()
            }
        } else {
            _ = scheduler.scheduleRelative((), dueTime: .milliseconds(ticks)) { _ in
                wake()
                return Disposables.create()
            }
        }
    }
}
