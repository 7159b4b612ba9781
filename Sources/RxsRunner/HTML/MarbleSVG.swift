import RxUI
import RxsScript
import RxsSession
import RxsSupport

/// The value timelines of a session as one SVG: a row per path (`class="marble-row"`), a
/// marble per value at its virtual time, the value as a label where there is room and in full
/// as the marble's tooltip, and a line (`id="now"`) the page's script moves to the time of
/// the step shown. The SVG's `data-x0`, `data-span` and `data-end` map a time to its x.
struct MarbleSVG {
    var rows: [MarbleChart.Row]
    /// The last virtual millisecond drawn.
    var end: Int

    static let labelWidth = 230
    static let plotWidth = 850
    static let rowHeight = 30
    static let axisHeight = 26
    /// Roughly the width of one label character at the labels' size.
    static let characterWidth = 6.6

    private var span: Int { max(end, 1) }

    private func x(_ time: Int) -> Double {
        Double(Self.labelWidth + 10) + Double(max(0, time)) / Double(span) * Double(Self.plotWidth - 20)
    }

    func render() -> String {
        guard !rows.isEmpty else { return "<p class=\"none\">No values changed.</p>" }
        let width = Self.labelWidth + Self.plotWidth
        let height = Self.axisHeight + rows.count * Self.rowHeight + 6
        var svg = "<svg id=\"timelines\" viewBox=\"0 0 \(width) \(height)\""
        svg += " width=\"\(width)\" height=\"\(height)\" role=\"img\" aria-label=\"value timelines\""
        svg += " data-x0=\"\(Self.labelWidth + 10)\" data-span=\"\(Self.plotWidth - 20)\" data-end=\"\(span)\">"
        axis(into: &svg, height: height)
        for (index, row) in rows.enumerated() {
            draw(row, y: Self.axisHeight + index * Self.rowHeight + Self.rowHeight / 2, into: &svg)
        }
        svg += "<line id=\"now\" class=\"now\" x1=\"\(format(x(0)))\" y1=\"4\" x2=\"\(format(x(0)))\" y2=\"\(height)\"/>"
        svg += "</svg>"
        return svg
    }

    private func axis(into svg: inout String, height: Int) {
        let step = Self.tickStep(for: span)
        svg += "<g class=\"axis\">"
        var time = 0
        while time <= span {
            let position = format(x(time))
            svg += "<line x1=\"\(position)\" y1=\"\(Self.axisHeight - 6)\" x2=\"\(position)\" y2=\"\(height)\"/>"
            svg += "<text x=\"\(position)\" y=\"\(Self.axisHeight - 10)\">\(Self.tickLabel(time))</text>"
            time += step
        }
        svg += "</g>"
    }

    private func draw(_ row: MarbleChart.Row, y: Int, into svg: inout String) {
        svg += "<g class=\"marble-row\" data-path=\"" + HTMLText.escaped(row.path) + "\">"
        let shown = row.path.count > 32 ? String(row.path.prefix(31)) + "…" : row.path
        svg += "<text class=\"path\" x=\"6\" y=\"\(y + 4)\">" + HTMLText.escaped(shown)
        svg += "<title>" + HTMLText.escaped(row.path) + "</title></text>"
        svg += "<line class=\"track\" x1=\"\(Self.labelWidth)\" y1=\"\(y)\" x2=\"\(Self.labelWidth + Self.plotWidth)\" y2=\"\(y)\"/>"
        // Values of one instant are a group, as `(ab)` in a marble string: side by side,
        // labelled together.
        var groups: [[ValueTimelines.Entry]] = []
        for entry in row.entries {
            if let last = groups.last?.last, last.time == entry.time {
                groups[groups.count - 1].append(entry)
            } else {
                groups.append([entry])
            }
        }
        for (index, group) in groups.enumerated() {
            let position = x(group[0].time)
            let next = index + 1 < groups.count ? x(groups[index + 1][0].time) : Double(Self.labelWidth + Self.plotWidth)
            svg += "<g class=\"marble\"><title>" + HTMLText.escaped(StepLines.shortened(TimeFormat.seconds(group[0].time) + "  "
                + group.map(\.value).joined(separator: ", "))) + "</title>"
            for (offset, entry) in group.enumerated() {
                let absent = entry.value == ValueTimelines.absent
                let center = position + Double(min(offset, 3) * 5)
                svg += "<circle class=\"\(absent ? "absent" : "value")\" cx=\"\(format(center))\" cy=\"\(y)\" r=\"6\""
                if !absent { svg += " style=\"--hue:\(HTMLRenderer.hue(of: entry.value))\"" }
                svg += "/>"
            }
            let text = group.map(\.value).joined(separator: ", ")
            let room = Int((next - position - 12) / Self.characterWidth)
            if room >= 2 {
                let label = text.count > room ? String(text.prefix(room - 1)) + "…" : text
                svg += "<text x=\"\(format(position + 9))\" y=\"\(y - 8)\">" + HTMLText.escaped(label) + "</text>"
            }
            svg += "</g>"
        }
        svg += "</g>"
    }

    private func format(_ value: Double) -> String {
        String(Double((value * 10).rounded()) / 10)
    }

    /// A round tick distance (1, 2 or 5 times a power of ten, in ms) giving at most ten ticks.
    static func tickStep(for span: Int) -> Int {
        var magnitude = 1
        while true {
            for factor in [1, 2, 5] where span / (factor * magnitude) <= 10 { return factor * magnitude }
            guard magnitude <= Int.max / 100 else { return span }
            magnitude *= 10
        }
    }

    /// `0`, `250ms`, `1.5s`, `12s`
    static func tickLabel(_ milliseconds: Int) -> String {
        if milliseconds == 0 { return "0" }
        if milliseconds < 1000 { return "\(milliseconds)ms" }
        if milliseconds % 1000 == 0 { return "\(milliseconds / 1000)s" }
        let text = String(Double(milliseconds) / 1000)
        return text + "s"
    }
}
