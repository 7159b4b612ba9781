import RxUI
import RxsScript
import RxsSession

/// The JSON values of `--json`: a change as an object with JSON values, and a failed expect
/// with what was expected and what was there.
enum StepJSON {
    /// `{"t":200,"path":"table.count","old":0,"new":10,"text":"[0.200s] table.count: 0 → 10"}`;
    /// `old` or `new` is left out when the path was not on screen. Rows of a table:
    /// `{"t":…,"path":"table","rows":"added","indices":[0,1],"text":…}`. A text too long for a
    /// change line is cut as the line cuts it.
    static func change(_ change: TimedChange) -> String {
        var fields = ["\"t\":\(change.time)"]
        switch change.change {
        case .value(let path, let old, let new):
            fields.append("\"path\":\(JSONWriter.quoted(path))")
            if let old { fields.append("\"old\":\(value(old))") }
            if let new { fields.append("\"new\":\(value(new))") }
        case .rows(let id, let kind, let indices):
            fields.append("\"path\":\(JSONWriter.quoted(id))")
            fields.append("\"rows\":\(JSONWriter.quoted(kind.rawValue))")
            fields.append("\"indices\":[\(indices.map(String.init).joined(separator: ","))]")
        }
        fields.append("\"text\":\(JSONWriter.quoted(change.line))")
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// `{"t":300,"after":2,"message":"User signed in true","text":"[0.300s] log: User signed in true"}`:
    /// a line the code under test printed, after `after` of the step's changes.
    static func log(_ log: TimedLog) -> String {
        "{\"t\":\(log.time),\"after\":\(log.position),\"message\":\(JSONWriter.quoted(log.text)),"
            + "\"text\":\(JSONWriter.quoted(log.line))}"
    }

    /// `{"path":"table.count","op":"==","expected":1,"actual":0,"message":"expect failed: …"}`,
    /// with `pending` when work is still scheduled.
    static func failure(_ failure: ExpectationFailure) -> String {
        var fields = [
            "\"path\":\(JSONWriter.quoted(failure.path))",
            "\"op\":\(JSONWriter.quoted(failure.comparison.rawValue))",
            "\"expected\":\(value(failure.expected))",
            "\"actual\":\(value(failure.actual))",
        ]
        if let pending = failure.pending { fields.append("\"pending\":\(JSONWriter.quoted(pending))") }
        fields.append("\"message\":\(JSONWriter.quoted(failure.message))")
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// A snapshot value is its own JSON: strings quoted, numbers, booleans, null.
    static func value(_ value: SnapshotValue) -> String {
        value.description
    }

    static func value(_ value: ScriptValue) -> String {
        switch value {
        case .string(let text): return JSONWriter.quoted(text)
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number):
            guard number.isFinite else { return JSONWriter.quoted(value.description) }
            return value.description
        }
    }
}
