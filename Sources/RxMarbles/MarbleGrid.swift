/// Rows of marble symbols on one frame axis. Each frame is drawn as a column as wide as its
/// widest cell (`-`, `a`, or a group `(ab)`), so rows stay aligned; narrower cells are padded
/// with spaces, which the parser ignores, so every drawn row is still a valid marble.
struct MarbleGrid {
    struct Row {
        /// Symbols per frame, in the order they happened.
        var cells: [Int: [Character]] = [:]
        /// The last frame drawn for this row; nil draws nothing.
        var lastFrame: Int?

        mutating func add(_ symbol: Character, at frame: Int) {
            cells[frame, default: []].append(symbol)
            lastFrame = max(lastFrame ?? frame, frame)
        }

        /// Draws the row through `frame` at least (as dashes when nothing happens there).
        mutating func extend(through frame: Int) {
            lastFrame = max(lastFrame ?? frame, frame)
        }

        func text(at frame: Int) -> String {
            guard let symbols = cells[frame], !symbols.isEmpty else { return "-" }
            return symbols.count == 1 ? String(symbols) : "(" + String(symbols) + ")"
        }
    }

    var rows: [Row]
    /// The first frame drawn (frames before the origin are negative).
    var firstFrame: Int

    init(rows: [Row], firstFrame: Int = 0) {
        self.rows = rows
        self.firstFrame = firstFrame
    }

    /// The last frame any row reaches.
    var lastFrame: Int? { rows.compactMap(\.lastFrame).max() }

    /// Column widths from `firstFrame` through `through` (or the last frame).
    func columnWidths(through: Int? = nil) -> [Int] {
        guard let last = [lastFrame, through].compactMap({ $0 }).max(), last >= firstFrame else { return [] }
        return (firstFrame...last).map { frame in
            rows.map { $0.text(at: frame).count }.max() ?? 1
        }
    }

    /// Each row as text, columns aligned, no trailing spaces.
    func drawRows() -> [String] {
        let widths = columnWidths()
        return rows.map { row in
            guard let last = row.lastFrame, last >= firstFrame else { return "" }
            var line = ""
            for frame in firstFrame...last {
                let cell = row.text(at: frame)
                line += cell
                if frame < last { line += String(repeating: " ", count: widths[frame - firstFrame] - cell.count) }
            }
            return line
        }
    }
}
