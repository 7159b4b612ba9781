import RxUI
import RxsScript
import RxsSession

/// One line of a replay: what it did and the screen it left.
package struct ReplayStep: Sendable {
    package var report: StepReport
    /// The snapshot right after the line ran.
    package var snapshot: Snapshot

    package init(report: StepReport, snapshot: Snapshot) {
        self.report = report
        self.snapshot = snapshot
    }
}

/// Collects the steps of a session for an HTML replay (`rxs run --html`, `rxs test --html`,
/// the REPL's `:html`). Keeps the latest `limit` steps, so a REPL left running for days holds
/// a bounded record (a step is about 1–5 KB: its lines and a snapshot).
package final class ReplayRecorder {
    package static let defaultLimit = 5_000

    package private(set) var steps: [ReplayStep] = []
    /// Steps dropped from the start to stay within `limit`.
    package private(set) var leftOut = 0
    private let limit: Int

    package init(limit: Int = ReplayRecorder.defaultLimit) {
        self.limit = max(1, limit)
    }

    /// Records `report` with the session's state now.
    @MainActor package func record(_ report: StepReport, in session: Session) {
        steps.append(ReplayStep(report: report, snapshot: session.snapshot))
        // Dropping a batch at a time keeps recording O(1) on average.
        if steps.count >= 2 * limit {
            let surplus = steps.count - limit
            steps.removeFirst(surplus)
            leftOut += surplus
        }
    }

    /// The steps to draw: the latest `limit`.
    package var kept: ArraySlice<ReplayStep> { steps.suffix(limit) }

    /// Steps left out of `kept`.
    package var keptLeftOut: Int { leftOut + steps.count - kept.count }
}
