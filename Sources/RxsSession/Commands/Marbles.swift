import RxsScript

/// `marbles [<path>…]`: timelines of observed values over virtual time.
package struct MarblesCommand: Command, Hashable {
    /// The paths to draw; empty draws every property that changed.
    package var paths: [Located<ElementPath>]

    package init(paths: [Located<ElementPath>] = []) {
        self.paths = paths
    }

    package static let help = CommandHelp(
        name: "marbles",
        usages: ["marbles [<path>…]"],
        summary: "timelines of observed values over time",
        details: """
            Draws a marble diagram of virtual time so far: one row per path (every property \
            that changed when no path is given), a scale that fits the terminal, a letter per \
            value and a legend that spells the values out. When changes crowd a column, it \
            shows the value the column ends with.
            """,
        examples: ["marbles", "marbles searchBar.text table.count activity.visible"],
        group: .inspection,
        otherNames: ["timeline", "timelines", "diagram"])

    package init(parsing arguments: inout ArgumentReader) throws(ScriptError) {
        var paths: [Located<ElementPath>] = []
        while !arguments.isAtEnd {
            paths.append(try arguments.path())
        }
        self.paths = paths
    }

    package static func completions(at position: ArgumentPosition, in context: CompletionContext) -> [String] {
        context.paths
    }

    @MainActor package func run(in session: Session) throws(ScriptError) -> StepOutcome {
        let timelines = session.timelines
        let snapshot = session.snapshot
        var rows: [MarbleChart.Row] = []
        for path in paths {
            let name = path.value.description
            var entries = timelines.entries(for: name)
            if entries.isEmpty {
                // Never changed: it has shown its current value all along.
                guard let value = try? snapshot.value(at: name) else {
                    let known = timelines.paths + snapshot.paths().filter { !timelines.paths.contains($0) }
                    throw ScriptError.unknown("path", Located(name, span: path.span), candidates: known)
                }
                entries = [ValueTimelines.Entry(time: 0, value: value.description)]
            }
            rows.append(MarbleChart.Row(path: name, entries: entries))
        }
        if paths.isEmpty {
            rows = timelines.changedPaths.map { MarbleChart.Row(path: $0, entries: timelines.entries(for: $0)) }
        }
        let chart = MarbleChart(rows: rows, end: session.time, width: max(session.options.width, 40))
        return StepOutcome(output: [chart.render()])
    }

    package var description: String {
        (["marbles"] + paths.map { $0.value.description }).joined(separator: " ")
    }
}
