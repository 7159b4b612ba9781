import APIClient
import RxsScript
import RxsSession
import RxsSupport

/// The report for people: `PASS`/`FAIL`/`ERROR` and the script's path, then for a script
/// that did not pass its failed expects, errors, the diff of its transcript and what to do
/// next; last the summary line `N passed, N failed`. With `color` (a terminal, `NO_COLOR`
/// unset) the verdicts and the diff's lines are coloured.
package struct TextReporter: TestReporter {
    package var color: Bool

    package init(color: Bool = false) {
        self.color = color
    }

    package func start(count: Int) -> [String] { [] }

    package func script(_ result: ScriptTestResult, number: Int) -> [String] {
        // A file name may hold a line break or an escape sequence: shown, not obeyed.
        let path = VisibleText.escapingControls(result.path, lineBreaks: false)
        switch result.verdict {
        case .passed:
            return [paint("PASS", Self.green) + "  " + path + (result.updated ? " (updated)" : "")]
        case .failed, .error:
            let label = result.verdict == .error ? paint("ERROR", Self.red) + " " : paint("FAIL", Self.red) + "  "
            let headline = label + path + (result.reason.map { " — " + $0 } ?? "")
            let diff = result.diff.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(diffLine) } ?? []
            return [headline] + result.details + diff + [result.hint].compactMap { $0 }
        }
    }

    package func finish(_ results: [ScriptTestResult]) -> [String] {
        [TestSummary(results).line]
    }

    static let red = "31", green = "32", cyan = "36", bold = "1"

    private func paint(_ text: String, _ code: String) -> String {
        color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    /// `---`/`+++` bold, hunk headers cyan, removed lines red, added lines green.
    private func diffLine(_ line: Substring) -> String {
        let text = String(line)
        if line.hasPrefix("---") || line.hasPrefix("+++") { return paint(text, Self.bold) }
        if line.hasPrefix("@@") { return paint(text, Self.cyan) }
        if line.hasPrefix("-") { return paint(text, Self.red) }
        if line.hasPrefix("+") { return paint(text, Self.green) }
        return text
    }
}
