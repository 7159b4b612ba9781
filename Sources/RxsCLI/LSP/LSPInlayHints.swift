import APIClient
import RxsSession

/// `textDocument/inlayHint`: at the end of each command line in the asked range, the virtual
/// time when it ended in the last run (`[1.300s]`, as `rxs test --json` gives it as `t`).
/// None while a run is under way or after an edit no run has seen.
struct LSPInlayHints {
    let open: LSPOpenDocument

    func hints(in range: LSPRange) -> JSONValue {
        guard let run = open.freshRun else { return [] }
        let lines = range.start.line...range.end.line
        return .array(run.times.filter { lines.contains($0.line) }.map { timed in
            ["position": open.document.endOfLine(timed.line).json, "label": .string("[\(TimeFormat.seconds(timed.milliseconds))]"),
             "paddingLeft": true]
        })
    }
}
