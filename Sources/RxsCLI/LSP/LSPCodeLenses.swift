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
        // The problems are in line order: each section takes the next ones, in one pass.
        var next = run.problems.startIndex
        return .array(starts.indices.map { index in
            let end = index + 1 < starts.count ? starts[index + 1] : Int.max
            let first = next
            while next < run.problems.endIndex, run.problems[next].line < end { next += 1 }
            // Lines before the first `open` belong to its section.
            return lens(line: starts[index], Self.title(run.problems[first..<next], start: index == 0 ? 0 : starts[index], stoppedAt: run.stoppedAt))
        })
    }

    /// The title of the section from line `start` with these problems.
    static func title(_ problems: ArraySlice<LSPRunRecord.Problem>, start: Int, stoppedAt: Int?) -> String {
        if let stoppedAt, stoppedAt < start { return "○ not run: the run stopped at line \(stoppedAt + 1)" }
        guard let first = problems.first else { return "▶ passed" }
        return "✗ failed: \(first.headline)" + (problems.count > 1 ? " (+\(problems.count - 1) more)" : "")
    }

    private func lens(line: Int, _ title: String) -> JSONValue {
        let start = LSPPosition(line: line, character: 0)
        return ["range": LSPRange(start: start, end: start).json, "command": ["title": .string(title), "command": ""]]
    }
}
