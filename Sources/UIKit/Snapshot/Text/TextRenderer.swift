import RxCocoa
import RxSwift
import RxsSupport
/// The snapshot drawn as a boxed phone screen: status bar (virtual time, network activity),
/// navigation title, the top screen's elements, and the HUD and alert drawn over them. A
/// presented screen is drawn in place of the one under it, its title bar marked `▾`.
///
/// Every line is exactly `width` display columns, whatever the script of the text in it.
public struct _TextRenderer: _SnapshotRenderer {
    /// Total columns including the border; at least 24.
    public var width: Int
    /// Table rows drawn before a `… N more rows` line.
    public var maxRows: Int
    /// ANSI colour; decide with `ColorPolicy`.
    public var color: Bool

    public init(width: Int = 40, maxRows: Int = 10, color: Bool = false) {
        self.width = width
        self.maxRows = maxRows
        self.color = color
    }

    public func render(_ snapshot: _Snapshot, previous: _Snapshot?) -> String {
        let columns = max(width, 24) - 2
        var body = self.body(snapshot, columns: columns)
        if snapshot.hudVisible {
            Overlay.place(Overlay.hud(), over: &body, columns: columns)
        }
        if let alert = snapshot.alert {
            Overlay.place(Overlay.alert(alert, columns: columns), over: &body, columns: columns)
        }
        // The UTF-8 of one text, each line written into it as it is drawn: appending bytes
        // costs a fraction of appending a `String` (about 300 instructions each, 90 a screen).
        var bytes: [UInt8] = []
        bytes.reserveCapacity((body.count + 5) * (columns + 2) * 3)
        frame("┌", "┐", columns, into: &bytes)
        bordered(statusBar(snapshot, columns: columns), into: &bytes)
        bordered(titleBar(snapshot, columns: columns), into: &bytes)
        frame("├", "┤", columns, into: &bytes)
        for line in body {
            Self.append(line.isSeparator ? "├" : "│", to: &bytes)
            bytes.append(contentsOf: repeatElement(0x20, count: line.leadingSpaces))
            line.line.write(to: &bytes, color: color)
            bytes.append(contentsOf: repeatElement(0x20, count: line.trailingSpaces))
            Self.append(line.isSeparator ? "┤" : "│", to: &bytes)
            bytes.append(0x0A)
        }
        frame("└", "┘", columns, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private func frame(_ left: StaticString, _ right: StaticString, _ columns: Int, into bytes: inout [UInt8]) {
        Self.append(left, to: &bytes)
        // "─" (E2 94 80) byte by byte: appending its `StaticString` was a call of about 95
        // instructions for each of the 114 a screen's three rules hold.
        for _ in 0..<max(0, columns) {
            bytes.append(0xE2)
            bytes.append(0x94)
            bytes.append(0x80)
        }
        Self.append(right, to: &bytes)
        bytes.append(0x0A)
    }

    private func bordered(_ line: StyledLine, into bytes: inout [UInt8]) {
        Self.append("│", to: &bytes)
        line.write(to: &bytes, color: color)
        Self.append("│", to: &bytes)
        bytes.append(0x0A)
    }

    private static func append(_ text: StaticString, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    private func statusBar(_ snapshot: _Snapshot, columns: Int) -> StyledLine {
        let time = StyledLine(Self.formatTime(snapshot.time), .dim)
        let network = snapshot.networkActivityVisible ? StyledLine("⟳ network", .accent) : StyledLine()
        var line = StyledLine(" ")
        line.append(time, fittedTo: columns - 3 - network.width)
        line.append(" ")
        line.append(network)
        line.append(" ")
        return line
    }

    private func titleBar(_ snapshot: _Snapshot, columns: Int) -> StyledLine {
        var line = StyledLine(" ")
        guard let top = snapshot.top else { return line.fitted(to: columns) }
        let back = snapshot.visibleScreens.count > 1 ? "‹ " : "  "
        line.append(back, .accent)
        line.append(StyledLine(top.title, .bold).centered(in: columns - 6))
        // A presented screen: its sheet's grabber, as a person sees one is presented.
        line.append(snapshot.modals.isEmpty ? "   " : " ▾ ", .dim)
        return line
    }

    private func body(_ snapshot: _Snapshot, columns: Int) -> [BodyLine] {
        guard let top = snapshot.top else {
            return [.content(StyledLine("(no screen open)", .dim).centered(in: columns - 2), columns: columns)]
        }
        let drawing = ElementDrawing(width: columns - 2, maxRows: maxRows)
        var body: [BodyLine] = []
        for element in top.elements {
            let lines = drawing.lines(for: element)
            if element.hasRows, !lines.isEmpty, !body.isEmpty { body.append(.separator(columns: columns)) }
            body += lines.map { .content($0, columns: columns) }
        }
        if body.isEmpty { body.append(.content(StyledLine(), columns: columns)) }
        return body
    }

    /// `t=1.250s`: seconds with milliseconds, as virtual time is kept in milliseconds.
    static func formatTime(_ milliseconds: Int) -> String {
        let sign = milliseconds < 0 ? "-" : ""
        let magnitude = milliseconds.magnitude
        let fraction = String(magnitude % 1000)
        return "t=\(sign)\(magnitude / 1000).\(RepeatedText.of("0", count: 3 - fraction.count))\(fraction)s"
    }
}

/// Boxes drawn over the body: the HUD and the modal alert.
enum Overlay {
    static func hud() -> [StyledLine] {
        box(["⟳ Loading…"].map { StyledLine($0, .bold) }, heavy: false)
    }

    static func alert(_ alert: _AlertSnapshot, columns: Int) -> [StyledLine] {
        let (content, footer, inside) = alertParts(alert, columns: columns)
        return box(content, heavy: true, footer: footer, width: inside)
    }

    /// An alert's box before it is drawn: the title and message lines, the buttons, the width inside.
    static func alertParts(_ alert: _AlertSnapshot, columns: Int) -> (content: [StyledLine], footer: StyledLine, inside: Int) {
        let inside = max(10, columns - 10)
        var content: [StyledLine] = []
        if let title = alert.title {
            content += TextWrap.lines(title, width: inside, limit: 2).map { StyledLine($0, [.bold, .warning]).centered(in: inside) }
        }
        if let message = alert.message {
            content += TextWrap.lines(message, width: inside, limit: 4).map { StyledLine($0).centered(in: inside) }
        }
        var buttons = StyledLine()
        for (index, title) in alert.buttons.enumerated() {
            if index > 0 { buttons.append("  ") }
            buttons.append("[ \(title) ]", [.bold, .accent])
        }
        return (content, buttons.centered(in: inside), inside)
    }

    /// Boxes `content` (each line padded to the widest, or to `width`), with an optional footer
    /// under a rule.
    private static func box(_ content: [StyledLine], heavy: Bool, footer: StyledLine? = nil, width: Int? = nil) -> [StyledLine] {
        let inside = width ?? (content + [footer].compactMap { $0 }).map(\.width).max() ?? 0
        let (horizontal, vertical) = heavy ? ("━", "┃") : ("─", "│")
        let corners = heavy ? ["┏", "┓", "┗", "┛"] : ["┌", "┐", "└", "┘"]
        // The box's own strokes are a column each (`BoxStrokeWidthTests`): given their
        // columns, they are not checked for control characters and measured a character at a
        // time (most of a box's cost).
        let left = vertical + " ", right = " " + vertical
        func row(_ line: StyledLine) -> StyledLine {
            var result = StyledLine(safe: left, [], columns: 2)
            result.append(line, fittedTo: inside)
            result.append(safe: right, [], columns: 2)
            return result
        }
        func rule(_ start: String, _ stroke: String, _ end: String) -> StyledLine {
            StyledLine(safe: start + RepeatedText.of(stroke, count: inside + 2) + end, [], columns: max(0, inside + 2) + 2)
        }
        var lines = [rule(corners[0], horizontal, corners[1])]
        lines.reserveCapacity(content.count + (footer == nil ? 2 : 4))
        lines += content.map(row)
        if let footer {
            lines.append(heavy ? rule("┠", "─", "┨") : rule("├", "─", "┤"))
            lines.append(row(footer))
        }
        lines.append(rule(corners[2], horizontal, corners[3]))
        return lines
    }

    /// Draws `box` centered over the middle of `body`, blanking the rest of the lines it
    /// covers; the body grows when it is too short to frame the box with a line above and below.
    static func place(_ box: [StyledLine], over body: inout [BodyLine], columns: Int) {
        while body.count < box.count + 2 { body.append(.content(StyledLine(), columns: columns)) }
        let top = (body.count - box.count) / 2
        for (offset, boxLine) in box.enumerated() {
            body[top + offset] = .centered(boxLine, columns: columns)
        }
    }
}
