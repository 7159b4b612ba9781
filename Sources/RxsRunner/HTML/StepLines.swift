import RxUI
import RxsScript
import RxsSession
import RxsSupport

/// One step of a replay page as it is drawn: its narration, command and lines, each kept
/// short (`ReplayPage.textLimit` characters, `changeLineLimit` changes, `outputLineLimit`
/// output and failure lines) so a step with a megabyte line or a wait of a million changes
/// stays small; `size` estimates its bytes for the page's budget.
struct StepLines {
    let step: ReplayStep
    let notes: [String]
    let command: String
    /// (class, text) pairs: `change`, `log`, `output`, `failure`.
    private(set) var lines: [(String, String)] = []
    private(set) var changed: Set<String> = []
    private(set) var state = ""

    init(_ step: ReplayStep, narration: ScriptNarration) {
        self.step = step
        notes = (narration.paragraphs[step.report.line] ?? []).map(Self.shortened)
        command = Self.shortened(step.report.command)
        switch step.report.result {
        case .success(let outcome):
            changed = HTMLRenderer.changedIDs(outcome.changes.map(\.change))
            addTimedLines(of: outcome)
            let output = Self.outputLines(outcome.output, limit: ReplayPage.outputLineLimit)
            add(output.lines, as: "output", of: output.total)
            if let failure = outcome.failure {
                state = " failed"
                add(failure.message.split(separator: "\n").map(String.init), as: "failure")
            }
        case .failure(let error):
            state = " error"
            add(error.rendered().split(separator: "\n").map(String.init), as: "failure")
        }
    }

    /// Roughly the bytes `item` takes.
    var size: Int {
        300 + command.utf8.count + notes.reduce(0) { $0 + $1.utf8.count + 30 } + lines.reduce(0) { $0 + $1.1.utf8.count + 30 }
    }

    func item(number: Int, screen: Int) -> String {
        let report = step.report
        var html = "<li class=\"step\(state)\" id=\"step-\(number)\" data-screen=\"\(screen)\" data-time=\"\(report.time)\""
        html += " data-changed=\"" + HTMLText.escaped(changed.sorted().joined(separator: " ")) + "\">"
        for paragraph in notes {
            html += "<p class=\"note\">" + HTMLText.escaped(paragraph) + "</p>"
        }
        html += "<div class=\"cmd\"><span class=\"n\">\(number)</span><code>" + HTMLText.escaped(command)
        html += "</code><span class=\"at\">line \(report.line) · " + TimeFormat.seconds(report.time) + "</span></div>"
        if !lines.isEmpty {
            html += "<pre class=\"lines\">"
            for (index, (kind, text)) in lines.enumerated() {
                html += (index == 0 ? "" : "\n") + "<span class=\"\(kind)\">" + HTMLText.escaped(text) + "</span>"
            }
            html += "</pre>"
        }
        return html + "</li>\n"
    }

    /// The step's change and log lines in the order they happened, at most `changeLineLimit`
    /// of them, then a line counting the rest.
    private mutating func addTimedLines(of outcome: StepOutcome) {
        var shown = 0
        outcome.forEachTimedLine { line in
            guard shown < ReplayPage.changeLineLimit else { return }
            shown += 1
            let kind: String
            if case .log = line { kind = "log" } else { kind = "change" }
            lines.append((kind, Self.shortened(line.line)))
        }
        let total = outcome.changes.count + outcome.logs.count
        if total > shown { lines.append(("output", "… \(total - shown) more changes")) }
    }

    /// Adds `texts` (of `total` in all) shortened, at most `outputLineLimit` of them unless
    /// they were cut before, then a line counting the rest.
    private mutating func add(_ texts: [String], as kind: String, of total: Int? = nil, counted noun: String = "lines") {
        let limit = total == nil ? ReplayPage.outputLineLimit : texts.count
        lines += texts.prefix(limit).map { (kind, Self.shortened($0)) }
        let more = (total ?? texts.count) - min(limit, texts.count)
        if more > 0 { lines.append((kind == "failure" ? "failure" : "output", "… \(more) more \(noun)")) }
    }

    /// The first `limit` lines of printed texts and how many there are, as
    /// `StepOutcome.textLines` splits them but without splitting a `state` of a million lines:
    /// line breaks are found in the bytes.
    private static func outputLines(_ output: [String], limit: Int) -> (lines: [String], total: Int) {
        var lines: [String] = []
        var total = 0
        for text in output {
            // Rendered screens end with a newline; it is no line of its own.
            let body = Array((text.hasSuffix("\n") ? text.dropLast() : Substring(text)).utf8)
            var start = 0
            for index in body.indices where body[index] == 0x0A {
                if lines.count < limit { lines.append(String(decoding: body[start..<index], as: UTF8.self)) }
                start = index + 1
                total += 1
            }
            if lines.count < limit { lines.append(String(decoding: body[start...], as: UTF8.self)) }
            total += 1
        }
        return (lines, total)
    }

    /// `text`, or its first `textLimit` characters and how many more there are.
    static func shortened(_ text: String) -> String {
        guard text.utf8.count > ReplayPage.textLimit else { return text }
        let count = text.count
        guard count > ReplayPage.textLimit else { return text }
        return String(text.prefix(ReplayPage.textLimit)) + "… (\(count - ReplayPage.textLimit) more characters)"
    }
}
