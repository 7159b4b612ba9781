import RxSwift
import RxMarbles
import RxsScript
import RxsSupport

/// Draws value timelines as one marble diagram that fits a terminal width: a row per path,
/// a letter per value and a legend spelling the values out (RxMarbles' renderer). When a
/// session is too long or too busy for one column per change, each column shows the value
/// it ends with, and a closing line says how many were left out.
package struct MarbleChart {
    package struct Row {
        package var path: String
        package var entries: [ValueTimelines.Entry]

        package init(path: String, entries: [ValueTimelines.Entry]) {
            self.path = path
            self.entries = entries
        }
    }

    var rows: [Row]
    /// The last virtual millisecond drawn: the session's current time.
    var end: Int
    /// Terminal columns.
    var width: Int

    func render() -> String {
        guard !rows.isEmpty else { return "no values have changed yet" }
        let full = diagram(rows)
        if fits(full) { return full }
        let margin = String(repeating: " ", count: max(rows.map(\.path.count).max() ?? 0, 4) + 2)
        let columns = max(width - margin.count, 10)
        let total = rows.reduce(0) { $0 + $1.entries.count }
        var drawn = full
        for ticks in Self.roundNumbers(from: max(1, end / columns)) {
            let thinned = rows.map { Row(path: $0.path, entries: Self.lastPerColumn($0.entries, ticks: ticks)) }
            drawn = diagram(thinned)
            let leftOut = total - thinned.reduce(0) { $0 + $1.entries.count }
            let note = "each column shows its last value (\(leftOut) earlier \(leftOut == 1 ? "value" : "values") left out)"
            drawn += "\n" + TextWrap.wrap(note, width: max(width, margin.count + 20), indent: margin).joined(separator: "\n")
            if fits(drawn) { break }
        }
        return drawn
    }

    /// Long sessions are drawn in whole seconds, so the scale reads `0 100 200` rather than
    /// `0 100000 200000`; columns of a second or more round times down anyway.
    private func diagram(_ rows: [Row]) -> String {
        let nameWidth = max(rows.map(\.path.count).max() ?? 0, 4) + 2
        let millisecondsPerTick = end / max(1, width - nameWidth - 1) >= 1000 ? 1000 : 1
        let timelines = rows.map { row in
            MarbleTimeline(row.path, row.entries.map {
                Recorded.next($0.time / millisecondsPerTick, ObservedValue(text: $0.value))
            })
        }
        return Marble.diagram(timelines, width: width, start: 0, end: max(end / millisecondsPerTick, 1),
                              unit: millisecondsPerTick == 1 ? "ms" : "s")
    }

    /// Every timeline row (the lines after the scale) within the width.
    private func fits(_ diagram: String) -> Bool {
        diagram.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().prefix(rows.count)
            .allSatisfy { $0.count <= width }
    }

    /// The value each column of `ticks` milliseconds ends with, at the column's start.
    static func lastPerColumn(_ entries: [ValueTimelines.Entry], ticks: Int) -> [ValueTimelines.Entry] {
        var result: [ValueTimelines.Entry] = []
        for entry in entries {
            let column = ValueTimelines.Entry(time: entry.time / ticks * ticks, value: entry.value)
            if result.last?.time == column.time { result.removeLast() }
            result.append(column)
        }
        return result
    }

    /// 1, 2, 5, 10, 20, 50… from the first at least `minimum`, a dozen of them.
    static func roundNumbers(from minimum: Int) -> [Int] {
        var numbers: [Int] = []
        var magnitude = 1
        while numbers.count < 12, magnitude <= Int.max / 10 {
            numbers += [1, 2, 5].map { $0 * magnitude }.filter { $0 >= minimum }
            magnitude *= 10
        }
        return Array(numbers.prefix(12))
    }
}

/// A value in a marble legend, shown as the script literal it already is (no second quoting).
private struct ObservedValue: Equatable, CustomStringConvertible {
    var text: String
    var description: String { text }
}
