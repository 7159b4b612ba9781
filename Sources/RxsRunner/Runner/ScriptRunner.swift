import RxsScript
import RxsSession

/// How a script run ended, worst first as exit codes go: 2 for an error, 1 for a failed
/// expectation, 0 when everything held.
package enum RunStatus: Int, Comparable, Sendable {
    case passed = 0
    case failed = 1
    case error = 2

    package static func < (lhs: RunStatus, rhs: RunStatus) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Runs a parsed script line by line in a session, handing each step to `report` as it ends.
/// An error stops the script (the session may be in any state); a failed `expect` does not.
@MainActor package struct ScriptRunner {
    package var session: Session

    package init(session: Session) {
        self.session = session
    }

    @discardableResult
    package func run(_ script: Script, report: (StepReport) -> Void) -> RunStatus {
        run(file: script.file, lines: script.lines, report: report)
    }

    /// Runs lines as the sequence hands them out: with `StreamedScript.lines` each is parsed
    /// just before it runs and dropped after.
    @discardableResult
    package func run(file: String, lines: some Sequence<ScriptLine>, report: (StepReport) -> Void) -> RunStatus {
        // One scope for all the lines (`Session.inScope`), not one entered per line.
        session.inScope { runInScope(file: file, lines: lines, report: report) }
    }

    private func runInScope(file: String, lines: some Sequence<ScriptLine>, report: (StepReport) -> Void) -> RunStatus {
        var status = RunStatus.passed
        for line in lines {
            let result = session.perform(line)
            // What the loop needs of the result is read before the result is moved into the
            // report: copied into it, the result and the report were each destroyed.
            let end: RunStatus?
            var failureLogs: [TimedLog] = []
            switch result {
            case .failure:
                failureLogs = session.failedStepLogs
                end = .error
            case .success(let outcome):
                // Matched, not compared with `nil`: `!=` went through `ExpectationFailure`'s `==`.
                if case .some = outcome.failure { status = max(status, .failed) }
                end = outcome.quit ? status : nil
            }
            report(StepReport(file: file, line: line.number, command: line.text.trimmingWhitespace,
                              time: session.time, result: consume result, failureLogs: failureLogs))
            if let end { return end }
        }
        return status
    }
}
