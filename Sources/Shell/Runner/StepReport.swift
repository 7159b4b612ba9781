import RxUI

/// What one line of a script did: its outcome, or the error that stopped it.
public struct StepReport: Sendable {
    public var file: String
    public var line: Int
    /// The command as written.
    public var command: String
    /// Virtual milliseconds when the step ended.
    public var time: Int
    public var result: Result<StepOutcome, ScriptError>

    /// The transcript lines of this step, as a script's `#>` lines hold them.
    public var transcript: [String] {
        switch result {
        case .success(let outcome): return outcome.lines
        case .failure(let error): return error.rendered().split(separator: "\n").map(String.init)
        }
    }

    /// One JSON object for `--json`: `line`, `t`, `command`, and `changes` (objects with
    /// JSON values, see `StepJSON`) and `output`, or `failure` (an object), or `error`.
    public var json: String {
        var fields = ["\"line\":\(line)", "\"t\":\(time)", "\"command\":\(JSONWriter.quoted(command))"]
        switch result {
        case .success(let outcome):
            fields.append("\"changes\":[\(outcome.changes.map(StepJSON.change).joined(separator: ","))]")
            if !outcome.output.isEmpty {
                fields.append("\"output\":\(JSONWriter.quoted(outcome.output.joined(separator: "\n")))")
            }
            if let failure = outcome.failure { fields.append("\"failure\":\(StepJSON.failure(failure))") }
        case .failure(let error):
            fields.append("\"error\":\(JSONWriter.quoted(error.description))")
        }
        return "{" + fields.joined(separator: ",") + "}"
    }
}
