import RxsScript
import RxsSession

/// Turns test results into one report format, as RxUI's `SnapshotRenderer` turns snapshots
/// into text: the same results, a text for people, TAP for harnesses, JUnit XML for CI.
///
/// A reporter is asked for its text at three moments and returns lines; the caller decides
/// where they go. A script's lines are asked for once it is done, so a report never
/// interleaves two scripts however many run at once.
package protocol TestReporter: Sendable {
    /// What comes before the first script (TAP: the version and the plan).
    func start(count: Int) -> [String]
    /// The report of one finished script; `number` counts from 1 in input order.
    func script(_ result: ScriptTestResult, number: Int) -> [String]
    /// What ends the report: the summary, or a whole document built from all results.
    func finish(_ results: [ScriptTestResult]) -> [String]
}
