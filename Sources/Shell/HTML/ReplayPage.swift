import RxUI

/// One self-contained HTML page replaying a session: the phone screen after each step (drawn
/// by `HTMLRenderer` from the step's snapshot), the steps with their change lines and the
/// script's narration, and the value timelines as SVG. Inline CSS and JavaScript only, and a
/// Content-Security-Policy that lets the page load nothing, so it opens from disk anywhere.
///
/// Steps that leave the same screen share one drawing; the step's changed parts are listed
/// on it (`data-changed`) and highlighted by the script when it is shown.
struct ReplayPage {
    var title: String
    var steps: [ReplayStep]
    var narration = ScriptNarration()
    var timelines = ValueTimelines()
    /// The session's virtual time at the end.
    var end = 0
    /// Under `rxs test`: the verdict, failures and transcript diff.
    var result: ScriptTestResult?
    /// Steps dropped from the start (a long REPL session).
    var leftOut = 0
    /// Lines of printed output (`show`, `state`, …) drawn per step before the rest is summed up.
    static let outputLineLimit = 40

    func render() -> String {
        var screens: [String] = []
        var screenIndex: [String: Int] = [:]
        var stepsHTML = ""
        let renderer = HTMLRenderer()
        for (index, step) in steps.enumerated() {
            let screen = renderer.render(step.snapshot)
            let shared = screenIndex[screen] ?? screens.count
            if shared == screens.count {
                screenIndex[screen] = shared
                screens.append(screen)
            }
            stepsHTML += stepItem(step, number: index + 1, screen: shared)
        }
        var page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        page += "<meta http-equiv=\"Content-Security-Policy\" content=\"\(ReplayAssets.contentSecurityPolicy)\">\n"
        page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        page += "<title>rxs · " + HTMLText.escaped(title) + "</title>\n"
        page += "<style>\n" + ReplayAssets.stylesheet + "\n" + HTMLRenderer.stylesheet + "\n</style>\n</head>\n"
        page += "<body data-step=\"0\">\n<header class=\"top\"><h1>" + HTMLText.escaped(title) + "</h1>"
        page += summary() + "</header>\n<main>\n<section id=\"stage\">\n<div id=\"screens\">\n"
        for (index, screen) in screens.enumerated() {
            page += "<div class=\"screen\" id=\"screen-\(index)\" hidden>" + screen + "</div>\n"
        }
        page += "</div>\n" + controls() + "</section>\n"
        page += "<ol id=\"steps\" tabindex=\"0\" aria-label=\"steps\">\n" + stepsHTML + "</ol>\n</main>\n"
        page += "<section id=\"marbles\"><h2>Timelines</h2><div class=\"scroll\">"
        let rows = timelines.changedPaths.map { MarbleChart.Row(path: $0, entries: timelines.entries(for: $0)) }
        page += MarbleSVG(rows: rows, end: end).render() + "</div></section>\n"
        page += "<script>\n" + ReplayAssets.script + "\n</script>\n</body>\n</html>\n"
        return page
    }

    private func summary() -> String {
        var failed = 0
        var erred = false
        for step in steps {
            switch step.report.result {
            case .success(let outcome): if outcome.failure != nil { failed += 1 }
            case .failure: erred = true
            }
        }
        var parts = ["\(steps.count) \(steps.count == 1 ? "step" : "steps")"]
        if leftOut > 0 { parts.append("the first \(leftOut) left out") }
        parts.append(failed == 0 ? "every expect held" : "\(failed) \(failed == 1 ? "expect" : "expects") failed")
        if erred { parts.append("stopped by an error") }
        parts.append("virtual time " + TimeFormat.seconds(end))
        var verdict = erred ? "error" : failed > 0 ? "failed" : "passed"
        var html = ""
        if let result {
            verdict = ReplayFiles.verdictWord(result.verdict)
            html += "<p class=\"verdict \(verdict)\">\(verdict.uppercased())"
            if let reason = result.reason { html += " — " + HTMLText.escaped(reason) }
            html += "</p>"
            html += ReplayFiles.problems(result)
        }
        return "<p class=\"summary \(verdict)\">" + HTMLText.escaped(parts.joined(separator: " · ")) + "</p>" + html
    }

    private func controls() -> String {
        let last = steps.last?.report.time ?? 0
        return """
            <div id="controls"><button id="prev" type="button" title="previous step (←)">◀</button>\
            <button id="play" type="button" title="play">▶</button>\
            <button id="next" type="button" title="next step (→)">▶▏</button>\
            <input id="slider" type="range" min="0" max="\(max(last, 1))" value="0" aria-label="virtual time">\
            <output id="clock">0.000s</output><span id="position"></span></div>

            """
    }

    private func stepItem(_ step: ReplayStep, number: Int, screen: Int) -> String {
        let report = step.report
        var changed: Set<String> = []
        var lines: [(String, String)] = []
        var state = ""
        switch report.result {
        case .success(let outcome):
            changed = HTMLRenderer.changedIDs(outcome.changes.map(\.change))
            lines += outcome.changes.map { ("change", $0.line) }
            var output = outcome.output.flatMap { StepOutcome(output: [$0]).textLines }
            if output.count > Self.outputLineLimit {
                let more = output.count - Self.outputLineLimit
                output = Array(output.prefix(Self.outputLineLimit)) + ["… \(more) more lines"]
            }
            lines += output.map { ("output", $0) }
            if let failure = outcome.failure {
                state = " failed"
                lines += failure.message.split(separator: "\n").map { ("failure", String($0)) }
            }
        case .failure(let error):
            state = " error"
            lines += error.rendered().split(separator: "\n").map { ("failure", String($0)) }
        }
        var html = "<li class=\"step\(state)\" id=\"step-\(number)\" data-screen=\"\(screen)\" data-time=\"\(report.time)\""
        html += " data-changed=\"" + HTMLText.escaped(changed.sorted().joined(separator: " ")) + "\">"
        for paragraph in narration.paragraphs[report.line] ?? [] {
            html += "<p class=\"note\">" + HTMLText.escaped(paragraph) + "</p>"
        }
        html += "<div class=\"cmd\"><span class=\"n\">\(number)</span><code>" + HTMLText.escaped(report.command)
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
}
