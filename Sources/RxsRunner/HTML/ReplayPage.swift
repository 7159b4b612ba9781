import RxUI
import RxsScript
import RxsSession
import RxsSupport

/// One self-contained HTML page replaying a session: the phone screen after each step (drawn
/// by `HTMLRenderer` from the step's snapshot), the steps with their change lines and the
/// script's narration, and the value timelines as SVG. Inline CSS and JavaScript only, and a
/// Content-Security-Policy that lets the page load nothing, so it opens from disk anywhere.
///
/// Steps that leave the same screen share one drawing; the step's changed parts are listed
/// on it (`data-changed`) and highlighted by the script when it is shown.
package struct ReplayPage {
    var title: String
    package var steps: [ReplayStep]
    var narration = ScriptNarration()
    var timelines = ValueTimelines()
    /// The session's virtual time at the end.
    var end = 0
    /// Under `rxs test`: the verdict, failures and transcript diff.
    var result: ScriptTestResult?
    /// Steps dropped from the start (a long REPL session).
    package var leftOut = 0

    package init(title: String, steps: [ReplayStep], narration: ScriptNarration = ScriptNarration(),
                 timelines: ValueTimelines = ValueTimelines(), end: Int = 0, result: ScriptTestResult? = nil,
                 leftOut: Int = 0) {
        self.title = title
        self.steps = steps
        self.narration = narration
        self.timelines = timelines
        self.end = end
        self.result = result
        self.leftOut = leftOut
    }

    /// Lines of printed output (`show`, `state`, …) drawn per step before the rest is summed up.
    static let outputLineLimit = 40
    /// Change lines drawn per step before the rest are counted (a long wait can make thousands).
    static let changeLineLimit = 200
    /// Characters of a command, comment or line drawn before the rest are counted.
    static let textLimit = 2_000
    /// About the most a page holds (16 MB): the latest steps that fit are drawn, the others
    /// left out.
    var sizeLimit = 16 << 20

    func render() -> String { rendered().page }

    /// The page, and how many of the last `steps` it draws: all of them unless they would
    /// not fit in `sizeLimit` (at least one).
    package func rendered() -> (page: String, shown: Int) {
        let renderer = HTMLRenderer()
        // From the last step back: each step's screen, until the page would be too big.
        // Steps in a row often leave the same screen: it is drawn once.
        var drawn: [(lines: StepLines, screen: String)] = []
        var previous: (snapshot: Snapshot, screen: String)?
        var counted = Set<String>()
        var size = 0
        for step in steps.reversed() {
            let screen = previous?.snapshot == step.snapshot ? previous?.screen ?? "" : renderer.render(step.snapshot)
            previous = (step.snapshot, screen)
            let lines = StepLines(step, narration: narration)
            var cost = lines.size
            if counted.insert(screen).inserted { cost += screen.utf8.count }
            if !drawn.isEmpty, size + cost > sizeLimit { break }
            size += cost
            drawn.append((lines, screen))
        }
        let shown = Array(steps.suffix(drawn.count))
        var screens: [String] = []
        var screenIndex: [String: Int] = [:]
        var stepsHTML = ""
        for (index, (lines, screen)) in drawn.reversed().enumerated() {
            let shared = screenIndex[screen] ?? screens.count
            if shared == screens.count {
                screenIndex[screen] = shared
                screens.append(screen)
            }
            stepsHTML += lines.item(number: index + 1, screen: shared)
        }
        var page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        page += "<meta http-equiv=\"Content-Security-Policy\" content=\"\(ReplayAssets.contentSecurityPolicy)\">\n"
        page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        page += "<title>rxs · " + HTMLText.escaped(title) + "</title>\n"
        page += "<style>\n" + ReplayAssets.stylesheet + "\n" + HTMLRenderer.stylesheet + "\n</style>\n</head>\n"
        page += "<body data-step=\"0\">\n<header class=\"top\"><h1>" + HTMLText.escaped(title) + "</h1>"
        page += summary(shown, leftOut: leftOut + steps.count - shown.count) + "</header>\n<main>\n<section id=\"stage\">\n"
        page += "<div id=\"screens\">\n"
        for (index, screen) in screens.enumerated() {
            page += "<div class=\"screen\" id=\"screen-\(index)\" hidden>" + screen + "</div>\n"
        }
        page += "</div>\n" + controls(shown) + "</section>\n"
        page += "<ol id=\"steps\" tabindex=\"0\" aria-label=\"steps\">\n" + stepsHTML + "</ol>\n</main>\n"
        page += "<section id=\"marbles\"><h2>Timelines</h2><div class=\"scroll\">"
        let rows = timelines.changedPaths.map { MarbleChart.Row(path: $0, entries: timelines.entries(for: $0)) }
        page += MarbleSVG(rows: rows, end: end).render() + "</div></section>\n"
        page += "<script>\n" + ReplayAssets.script + "\n</script>\n</body>\n</html>\n"
        return (page, shown.count)
    }

    private func summary(_ steps: [ReplayStep], leftOut: Int) -> String {
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

    private func controls(_ steps: [ReplayStep]) -> String {
        let last = steps.last?.report.time ?? 0
        return """
            <div id="controls"><button id="prev" type="button" title="previous step (←)">◀</button>\
            <button id="play" type="button" title="play">▶</button>\
            <button id="next" type="button" title="next step (→)">▶▏</button>\
            <input id="slider" type="range" min="0" max="\(max(last, 1))" value="0" aria-label="virtual time">\
            <output id="clock">0.000s</output><span id="position"></span></div>

            """
    }
}
