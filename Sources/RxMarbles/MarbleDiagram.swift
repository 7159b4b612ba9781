import RxSwift

/// A named row of a marble diagram.
public struct MarbleTimeline<Element> {
    public let name: String
    public let events: [Recorded<Event<Element>>]

    public init(_ name: String, _ events: [Recorded<Event<Element>>]) {
        self.name = name
        self.events = events
    }
}

extension Marble {
    /// Draws timelines one above the other on a shared time scale that fits in `width`
    /// characters, names on the left:
    /// ```
    /// time      210       260
    /// expected  --a--b--|
    /// actual    --a--c-----|
    ///           a = 1, b = 2, c = 3
    ///           1 column = 10 ticks
    /// ```
    /// Each column is a fixed number of ticks: a round one (1, 2, 5, 10, 20, 50…) or failing
    /// that any one that puts every event exactly on a column start, when that fits; otherwise
    /// the smallest round one that fits, with times rounded down (said on the last line). Events in one column of a row are grouped, `(ab)`; the scale
    /// row labels column start times. Time starts at `start` (default: the earliest event);
    /// rows without a terminal event reach `end` when given. Equal values share a letter,
    /// taken from `legend` or assigned a, b, c…; the legend lists the letters used. `unit`
    /// names a tick in the last line (`"ms"`); by default "tick"/"ticks".
    public static func diagram<Element: Equatable>(
        _ timelines: [MarbleTimeline<Element>], width: Int = 80, start: TestTime? = nil,
        end: TestTime? = nil, legend: MarbleLegend<Element> = MarbleLegend(), unit: String? = nil
    ) -> String {
        var legend = legend
        let rows = timelines.map { timeline in
            timeline.events.map { (time: $0.time, symbol: symbol(for: $0.value, legend: &legend)) }
        }
        let times = rows.flatMap { $0.map(\.time) }
        let first = [start, times.min()].compactMap { $0 }.min() ?? end ?? 0
        let last = max(first, [end, times.max()].compactMap { $0 }.max() ?? first)
        let nameWidth = max(timelines.map(\.name.count).max() ?? 0, "time".count) + 2
        let columns = max(width - nameWidth, 10)

        func grid(_ scale: DiagramScale) -> MarbleGrid {
            MarbleGrid(rows: rows.map { events in
                var row = MarbleGrid.Row()
                for event in events { row.add(event.symbol, at: scale.column(of: event.time)) }
                if let end, !events.contains(where: { $0.symbol == "|" || $0.symbol == "#" }) {
                    row.extend(through: scale.column(of: end))
                }
                return row
            })
        }
        func fits(_ grid: MarbleGrid, _ scale: DiagramScale) -> Bool {
            grid.columnWidths(through: scale.column(of: last)).reduce(0, +) <= columns
        }

        let span = saturatingSubtract(last, first)
        let exact = DiagramScale.exact(times: times, origin: first).filter { span / $0.ticksPerColumn < columns }
        let candidates = exact + DiagramScale.compressed(from: first, span: span, columns: columns)
        var scale = DiagramScale(ticksPerColumn: max(1, span), origin: first)  // one column at worst
        var drawn = grid(scale)
        for candidate in candidates {
            let candidateGrid = grid(candidate)
            if fits(candidateGrid, candidate) || candidate.column(of: last) == 0 {
                (scale, drawn) = (candidate, candidateGrid)
                break
            }
        }

        let margin = String(repeating: " ", count: nameWidth)
        let lastColumn = scale.column(of: last)
        var lines = [pad("time", to: nameWidth) + scaleLabels(drawn, scale, through: lastColumn)]
        for (timeline, row) in zip(timelines, drawn.drawRows()) {
            lines.append(pad(timeline.name, to: nameWidth) + row)
        }
        let used = Set(rows.flatMap { $0.map(\.symbol) })
        let items = legend.descriptions(of: used) + errorDescriptions(timelines)
        lines += wrap(items, width: columns).map { margin + $0 }
        let unit = unit ?? (scale.ticksPerColumn == 1 ? "tick" : "ticks")
        let rounding = times.allSatisfy(scale.isOnColumnStart) ? "" : "; times rounded down to their column"
        lines.append(margin + "1 column = \(scale.ticksPerColumn) \(unit)\(rounding)")
        return lines.map(trimTrailingSpaces).joined(separator: "\n")
    }

    /// Start times written at every k-th column, k the first of 1, 2, 5, 10… wider than a label.
    private static func scaleLabels(_ grid: MarbleGrid, _ scale: DiagramScale, through lastColumn: Int) -> String {
        let widths = grid.columnWidths(through: lastColumn)
        let labelWidth = max(String(scale.time(ofColumn: 0)).count, String(scale.time(ofColumn: lastColumn)).count)
        let every = [1, 2, 5, 10, 20, 50, 100].first { $0 > labelWidth } ?? 100
        var line = ""
        var position = 0
        for (column, columnWidth) in widths.enumerated() {
            if column % every == 0 {
                line += String(repeating: " ", count: max(0, position - line.count))
                line += String(scale.time(ofColumn: column))
            }
            position += columnWidth
        }
        return line
    }

    /// `# = boom` when all errors read alike, else `# in name = …` per timeline.
    private static func errorDescriptions<Element>(_ timelines: [MarbleTimeline<Element>]) -> [String] {
        var found: [(name: String, text: String)] = []
        for timeline in timelines {
            for case .error(let error) in timeline.events.map(\.value) {
                let text = String(describing: error)
                if !found.contains(where: { $0.name == timeline.name && $0.text == text }) {
                    found.append((timeline.name, text))
                }
            }
        }
        if Set(found.map(\.text)).count == 1, let only = found.first { return ["# = \(only.text)"] }
        return found.map { "# in \($0.name) = \($0.text)" }
    }

    /// Joins items with ", " into lines of at most `width` characters (longer items alone).
    private static func wrap(_ items: [String], width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for (index, item) in items.enumerated() {
            // Room for the comma that ends the line if a later item has to wrap.
            let comma = index == items.count - 1 ? 0 : 1
            if current.isEmpty {
                current = item
            } else if current.count + 2 + item.count + comma <= width {
                current += ", " + item
            } else {
                lines.append(current + ",")
                current = item
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    private static func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    private static func trimTrailingSpaces(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }
}
