import RxUI

/// One line of a replay: what it did and the screen it left.
public struct ReplayStep: Sendable {
    public var report: StepReport
    /// The snapshot right after the line ran.
    public var snapshot: Snapshot

    public init(report: StepReport, snapshot: Snapshot) {
        self.report = report
        self.snapshot = snapshot
    }
}

/// Collects the steps of a session for an HTML replay (`rxs run --html`, `rxs test --html`,
/// the REPL's `:html`). Keeps the latest `limit` steps, so a REPL left running for days holds
/// a bounded record (a step is about 1–5 KB: its lines and a snapshot).
public final class ReplayRecorder {
    public static let defaultLimit = 5_000

    public private(set) var steps: [ReplayStep] = []
    /// Steps dropped from the start to stay within `limit`.
    public private(set) var leftOut = 0
    private let limit: Int

    public init(limit: Int = ReplayRecorder.defaultLimit) {
        self.limit = max(1, limit)
    }

    /// Records `report` with the session's state now.
    public func record(_ report: StepReport, in session: Session) {
        steps.append(ReplayStep(report: report, snapshot: session.snapshot))
        // Dropping a batch at a time keeps recording O(1) on average.
        if steps.count >= 2 * limit {
            let surplus = steps.count - limit
            steps.removeFirst(surplus)
            leftOut += surplus
        }
    }

    /// The steps to draw: the latest `limit`.
    public var kept: ArraySlice<ReplayStep> { steps.suffix(limit) }

    /// Steps left out of `kept`.
    public var keptLeftOut: Int { leftOut + steps.count - kept.count }
}
