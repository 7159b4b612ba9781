import RxSwift

extension Marble {
    /// Draws recorded events as a marble string, the inverse of `events(_:values:…)`:
    /// `[.next(20, 1), .completed(50)]` with legend `["a": 1]` → `"--a--|"`.
    ///
    /// Frame 0 is at `origin`. With `marksOrigin`, or when an event comes before `origin`,
    /// `^` marks frame 0 (grouped with events at that frame: `"(^a)"`). The string ends at the
    /// last event. Values take their letter from `legend`, which assigns free letters to new
    /// values. Throws when a time falls between frames.
    public static func render<Element: Equatable>(
        _ events: [Recorded<Event<Element>>], legend: inout MarbleLegend<Element>,
        frameTicks: TestTime = defaultFrameTicks, origin: TestTime = 0, marksOrigin: Bool = false
    ) throws(MarbleError) -> String {
        let scale = try MarbleScale(frameTicks: frameTicks, origin: origin)
        var frames: [(frame: Int, symbol: Character)] = []
        frames.reserveCapacity(events.count)
        for recorded in events {
            guard let frame = scale.exactFrame(of: recorded.time) else {
                throw MarbleError(marble: nil, column: nil,
                                  problem: .timeOffFrame(recorded.time, frameTicks: frameTicks, origin: origin))
            }
            frames.append((frame, symbol(for: recorded.value, legend: &legend)))
        }
        var row = MarbleGrid.Row()
        if marksOrigin || frames.contains(where: { $0.frame < 0 }) { row.add("^", at: 0) }
        for item in frames { row.add(item.symbol, at: item.frame) }
        let grid = MarbleGrid(rows: [row], firstFrame: min(0, frames.map(\.frame).min() ?? 0))
        return grid.drawRows().first ?? ""
    }

    /// `render` with a fixed letter → value dictionary (values not in it get free letters).
    public static func render<Element: Equatable>(
        _ events: [Recorded<Event<Element>>], values: [Character: Element],
        frameTicks: TestTime = defaultFrameTicks, origin: TestTime = 0, marksOrigin: Bool = false
    ) throws(MarbleError) -> String {
        var legend = MarbleLegend(values)
        return try render(events, legend: &legend, frameTicks: frameTicks, origin: origin, marksOrigin: marksOrigin)
    }

    /// The marble symbol of one event.
    static func symbol<Element>(for event: Event<Element>, legend: inout MarbleLegend<Element>) -> Character {
        switch event {
        case .next(let value): return legend.letter(for: value)
        case .error: return "#"
        case .completed: return "|"
        }
    }
}
