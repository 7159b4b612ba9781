import RxsScript
import RxsSession

/// How one script did under `rxs test`.
package struct ScriptTestResult: Sendable {
    package enum Verdict: Sendable {
        case passed
        /// An `expect` failed or the transcript differs from the script's `#>` lines.
        case failed
        /// The script could not be read or parsed, or a line stopped with an error.
        case error
    }

    package var path: String
    package var verdict: Verdict
    /// Why it did not pass, in a few words: "transcript differs", "1 expect failed", "script error".
    package var reason: String?
    /// What to show: each failed `expect` with its place, or the rendered errors.
    package var details: [String] = []
    /// The unified diff of the script's `#>` lines against what it printed.
    package var diff: String?
    /// The next step, for people: "run `rxs test --update FILE` to accept".
    package var hint: String?
    /// `--update` rewrote the script's `#>` lines.
    package var updated = false
    /// Virtual milliseconds the script ran for: the report's deterministic duration.
    package var milliseconds = 0
    /// The replay page, when the test was asked for one (`rxs test --html`).
    package var replayPage: String?
    /// For a script given as text (`ScriptTest.text`) that parsed: the script with each
    /// command's `#>` lines as it printed them, as `--update` would write it.
    package var transcript: String?

    package init(path: String, verdict: Verdict, reason: String? = nil) {
        self.path = path
        self.verdict = verdict
        self.reason = reason
    }

    /// The details and the diff, as one block of text for a report.
    package var message: String {
        (details + [diff].compactMap { $0 }).joined(separator: "\n")
    }
}

/// Counts of a test run; errors count as failures.
package struct TestSummary: Equatable, Sendable {
    package var passed = 0
    package var failed = 0
    package var errors = 0

    package init(_ results: [ScriptTestResult]) {
        for result in results {
            switch result.verdict {
            case .passed: passed += 1
            case .failed: failed += 1
            case .error: failed += 1; errors += 1
            }
        }
    }

    /// `3 passed, 1 failed`
    package var line: String { "\(passed) passed, \(failed) failed" }

    /// 2 when any script had an error, 1 when any failed, 0 when all passed.
    package var status: RunStatus {
        errors > 0 ? .error : failed > 0 ? .failed : .passed
    }
}
