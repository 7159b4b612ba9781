import APIClient
import RxUI
import RxsScript
import RxsSession
import RxsSupport

/// TAP (testanything.org): the version line, the plan `1..N`, then `ok N - path` or
/// `not ok N - path` per script; a script that did not pass carries a YAML diagnostic block
/// with the reason, its details and the diff. The summary ends the stream as a TAP comment,
/// `# N passed, N failed`, which harnesses ignore. The stream says `TAP version 13`: it uses
/// nothing TAP 14 added (subtests), and harnesses such as Debian 12's `prove` reject 14.
package struct TAPReporter: TestReporter {
    package init() {}

    package func start(count: Int) -> [String] {
        ["TAP version 13", "1..\(count)"]
    }

    package func script(_ result: ScriptTestResult, number: Int) -> [String] {
        let description = Self.escaped(result.path)
        guard result.verdict != .passed else { return ["ok \(number) - \(description)"] }
        var lines = ["not ok \(number) - \(description)", "  ---"]
        lines.append("  message: " + JSONWriter.quoted(result.reason ?? "failed"))
        lines.append("  severity: " + (result.verdict == .error ? "error" : "fail"))
        lines.append("  at:")
        lines.append("    file: " + JSONWriter.quoted(VisibleText.escapingControls(result.path)))
        if !result.details.isEmpty { lines += Self.literal("details", result.details.joined(separator: "\n")) }
        if let diff = result.diff { lines += Self.literal("diff", diff) }
        lines.append("  ...")
        return lines
    }

    package func finish(_ results: [ScriptTestResult]) -> [String] {
        ["# " + TestSummary(results).line]
    }

    /// A description may not hold `#` (it would start a directive) or a line break, and no
    /// control character reaches the terminal raw (an escape sequence in a script's name
    /// could rewrite the screen): those are written `\u{1B}`.
    static func escaped(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\\": escaped += "\\\\"
            case "#": escaped += "\\#"
            case "\n", "\r", "\r\n", "\t": escaped += " "
            default: escaped.append(character)
            }
        }
        return VisibleText.escapingControls(escaped)
    }

    /// A YAML literal block scalar inside the diagnostic block: key at two spaces, text at four.
    private static func literal(_ key: String, _ text: String) -> [String] {
        ["  \(key): |"] + text.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.isEmpty ? "" : "    " + $0
        }
    }
}
