import RxUI
import RxsScript
import RxsSession

/// What one line of a script did: its outcome, or the error that stopped it.
package struct StepReport: Sendable {
    package var file: String
    package var line: Int
    /// The command as written.
    package var command: String
    /// Virtual milliseconds when the step ended.
    package var time: Int
    package var result: Result<StepOutcome, ScriptError>
    /// What the code under test printed in a step that failed (`Session.failedStepLogs`); a
    /// step that ran keeps its log in its outcome. No default value here (the initializer
    /// has one): with it, the compiler copied each new report and destroyed the copy.
    package var failureLogs: [TimedLog]

    package init(file: String, line: Int, command: String, time: Int, result: Result<StepOutcome, ScriptError>,
                failureLogs: [TimedLog] = []) {
        self.file = file
        self.line = line
        self.command = command
        self.time = time
        self.result = result
        self.failureLogs = failureLogs
    }

    /// Adds printed lines at the step's end, after its changes: text that reached standard
    /// output from outside the step (another thread, between steps) since the last report.
    package mutating func appendLog(_ lines: [String]) {
        switch result {
        case .success(var outcome):
            let after = outcome.changes.count
            outcome.logs += lines.map { TimedLog(time: time, text: $0, position: after) }
            result = .success(outcome)
        case .failure:
            failureLogs += lines.map { TimedLog(time: time, text: $0, position: 0) }
        }
    }

    /// The transcript lines of this step, as a script's `#>` lines hold them.
    package var transcript: [String] {
        switch result {
        case .success(let outcome): return outcome.lines
        case .failure(let error): return error.rendered().split(separator: "\n").map(String.init)
        }
    }

    /// Whether `transcript` is `expected`, as `GoldenLine.same` compares them; a step that ran
    /// makes no text of the lines that agree byte for byte (`StepOutcome.linesMatch`).
    package func transcriptMatches(_ expected: [String]) -> Bool {
        transcriptMatches(ExpectedLines(expected))
    }

    /// `transcriptMatches(_:)` of lines kept as a script's bytes, made texts only where a
    /// line's bytes differ.
    package func transcriptMatches(_ expected: ExpectedLines) -> Bool {
        switch result {
        case .success(let outcome): return outcome.linesMatch(expected, by: GoldenLine.sameLine)
        case .failure: return GoldenLine.same(expected.texts, transcript)
        }
    }

    /// One JSON object for `--json`: `line`, `t`, `command`, and `changes` (objects with
    /// JSON values, see `StepJSON`), `log` (what the code under test printed, when it did) and
    /// `output`, or `failure` (an object), or `error` (after `log`, when the failed step printed).
    package var json: String {
        var fields = ["\"line\":\(line)", "\"t\":\(time)", "\"command\":\(JSONWriter.quoted(command))"]
        switch result {
        case .success(let outcome):
            fields.append("\"changes\":[\(outcome.changes.map(StepJSON.change).joined(separator: ","))]")
            if !outcome.logs.isEmpty {
                fields.append("\"log\":[\(outcome.logs.map(StepJSON.log).joined(separator: ","))]")
            }
            if !outcome.output.isEmpty {
                fields.append("\"output\":\(JSONWriter.quoted(outcome.output.joined(separator: "\n")))")
            }
            if let failure = outcome.failure { fields.append("\"failure\":\(StepJSON.failure(failure))") }
        case .failure(let error):
            if !failureLogs.isEmpty {
                fields.append("\"log\":[\(failureLogs.map(StepJSON.log).joined(separator: ","))]")
            }
            fields.append("\"error\":\(JSONWriter.quoted(error.description))")
        }
        return "{" + fields.joined(separator: ",") + "}"
    }
}
