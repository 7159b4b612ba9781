import APIClient

/// `textDocument/codeLens`: on each `open SCREEN` line (the first line when there is none),
/// how its section — up to the next `open` — fared in the last run: "▶ passed", "✗ failed:
/// REASON", or "○ not run" after the line that stopped it. Titles only: nothing to click.
/// While a run is under way, or after an edit no run has seen, one lens on the first line
/// says so instead of placing old results on lines that may have moved.
struct LSPCodeLenses {
    let open: LSPOpenDocument

    func lenses() -> JSONValue {
        guard let run = open.freshRun else {
            return [lens(line: 0, open.runStop == nil ? "○ edited since the last run: save to run it" : "⋯ running")]
        }
        if let notRun = run.notRun { return [lens(line: 0, "○ not run: \(notRun)")] }
        let starts = run.opens.isEmpty ? [0] : run.opens
        return .array(starts.indices.map { index in
            let start = starts[index]
            let end = index + 1 < starts.count ? starts[index + 1] : Int.max
            // Lines before the first `open` belong to its section.
            let lines = (index == 0 ? 0 : start)..<end
            return lens(line: start, Self.title(run: run, lines: lines))
        })
    }

    static func title(run: LSPRunRecord, lines: Range<Int>) -> String {
        if let stopped = run.stoppedAt, stopped < lines.lowerBound {
            return "○ not run: the run stopped at line \(stopped + 1)"
        }
        let problems = run.problems.filter { lines.contains($0.line) }
        guard let first = problems.first else { return "▶ passed" }
        return "✗ failed: \(first.headline)" + (problems.count > 1 ? " (+\(problems.count - 1) more)" : "")
    }

    private func lens(line: Int, _ title: String) -> JSONValue {
        let start = LSPPosition(line: line, character: 0)
        return ["range": LSPRange(start: start, end: start).json, "command": ["title": .string(title), "command": ""]]
    }
}
