/// A line of the phone body: content exactly as wide as the space between the borders, or a
/// separator that joins the borders (`├───┤`).
import RxCocoa
import RxSwift
import RxsSupport

struct BodyLine {
    /// The drawn text: a content line cut to fit, a box line of an overlay, or the rule.
    var line: StyledLine
    var isSeparator: Bool
    /// Unstyled spaces written before and after `line` to fill the space between the
    /// borders: written as bytes, rather than the line copied into a padded one (each body
    /// line's spans were appended a second time, about 4 k instructions a line). Unstyled
    /// spaces next to a span print the same bytes joined to it or not, colour or none.
    var leadingSpaces = 0
    var trailingSpaces = 0

    static func content(_ content: StyledLine, columns: Int) -> BodyLine {
        // As `content.fitted(to: columns - 2)` between one space each side.
        let inside = columns - 2
        let line = content.truncated(to: inside)
        return BodyLine(line: line, isSeparator: false, leadingSpaces: 1, trailingSpaces: 1 + max(0, inside - line.width))
    }

    /// `line.centered(in: columns)`, its spaces written as bytes: the centered copy appended
    /// the line's spans to the spaces and padded the copy again, about 2.5 k instructions a
    /// box line. A line whose first character could join the space before it (a mark) is
    /// centered as before, as its columns are measured with the space.
    static func centered(_ line: StyledLine, columns: Int) -> BodyLine {
        let body = line.truncated(to: columns)
        let left = (columns - body.width) / 2
        guard left <= 0 || DisplayWidth.breaks(between: " ", and: body.spans.first?.text ?? "") else {
            return BodyLine(line: line.centered(in: columns), isSeparator: false)
        }
        let leading = max(0, left)
        return BodyLine(line: body, isSeparator: false, leadingSpaces: leading,
                        trailingSpaces: max(0, columns - leading - body.width))
    }

    static func separator(columns: Int) -> BodyLine {
        BodyLine(line: StyledLine(RepeatedText.of("─", count: columns)), isSeparator: true)
    }
}

/// Draws each element kind the way the phone would show it, one or more content lines.
struct ElementDrawing {
    /// Content width: the space between the borders less one column of padding each side.
    let width: Int
    let maxRows: Int

    func lines(for element: _ElementSnapshot) -> [StyledLine] {
        guard element["hidden"]?.boolValue != true else { return [] }
        switch element.kind {
        case .textField, .searchBar: return [field(element)]
        case .button: return [button(element)]
        case .label:
            guard let text = element["text"]?.stringValue else { return [] }
            return [StyledLine(text)]
        case .activityIndicator:
            guard element["animating"]?.boolValue == true else { return [] }
            return [StyledLine("⟳ loading…", .dim).centered(in: width)]
        case .table, .collection: return table(element)
        case .webView: return webView(element)
        case .textView:
            return (element["text"]?.stringValue ?? "").split(separator: "\n", omittingEmptySubsequences: false)
                .map { StyledLine(String($0)) }
        case .toggle, .slider, .stepper, .segmentedControl, .datePicker, .pickerView, .progressView, .pageControl,
             .imageView, .scrollView:
            guard let line = ValueControlText.line(for: element) else { return [] }
            return [StyledLine(line, element.value(of: "enabled")?.boolValue == false ? .dim : [])]
        }
    }

    private func field(_ element: _ElementSnapshot) -> StyledLine {
        var content = StyledLine()
        if element.kind == .searchBar { content.append("⌕ ", .dim) }
        let text = element["text"]?.stringValue ?? ""
        if text.isEmpty, let placeholder = element["placeholder"]?.stringValue {
            content.append("<\(placeholder)>", .dim)
        } else {
            content.append(text)
        }
        if element["editing"]?.boolValue == true { content.append("|", .accent) }
        var line = StyledLine("[")
        // Keep the cursor visible: cut from the left of a long text, as a field scrolls.
        let inside = width - 2
        if content.width > inside {
            content = content.sliced(from: content.width - inside, to: content.width)
        }
        line.append(content, fittedTo: inside)
        line.append("]")
        return line
    }

    private func button(_ element: _ElementSnapshot) -> StyledLine {
        let title = element["title"]?.stringValue ?? ""
        guard element["enabled"]?.boolValue != false else {
            var line = StyledLine("( \(title) )", .dim)
            line.append(" disabled", .dim)
            return line
        }
        return StyledLine("( \(title) )", [.bold, .accent])
    }

    private func table(_ element: _ElementSnapshot) -> [StyledLine] {
        var lines: [StyledLine] = []
        if element["refreshing"]?.boolValue == true {
            lines.append(StyledLine("⟳ refreshing…", .dim).centered(in: width))
        }
        if element.rows.isEmpty {
            lines.append(StyledLine("(no rows)", .dim))
            return lines
        }
        let selected = element.selectedRowIndex
        for (index, row) in element.rows.prefix(maxRows).enumerated() {
            if let header = row.sectionHeader { lines.append(StyledLine(header.uppercased(), [.bold, .dim])) }
            lines.append(titleLine(row, selected: index == selected))
            if let subtitle = row.subtitle {
                var line = StyledLine("  ")
                line.append(subtitle, .dim)
                lines.append(line)
            }
        }
        let hidden = element.rows.count - maxRows
        if hidden > 0 {
            lines.append(StyledLine("… \(hidden) more row\(hidden == 1 ? "" : "s")", .dim))
        }
        return lines
    }

    /// `› title          detail`: the marker shows selection, the detail sits on the right.
    private func titleLine(_ row: _RowSnapshot, selected: Bool) -> StyledLine {
        let style: TextStyle = selected ? .reverse : []
        // The marker is two columns, known: `›` was measured for every selected row.
        var line = StyledLine(safe: selected ? "› " : "  ", style, columns: 2)
        let available = width - 2
        let detail = row.detail.map { StyledLine($0, .dim).truncated(to: available / 2) } ?? StyledLine()
        let titleWidth = detail.width == 0 ? available : available - detail.width - 1
        line.append(row.title ?? "", selected ? style : .bold, fittedTo: titleWidth)
        if detail.width > 0 {
            line.append(" ", style)
            line.append(detail)
        }
        return line
    }

    private func webView(_ element: _ElementSnapshot) -> [StyledLine] {
        var address = StyledLine(element["canGoBack"]?.boolValue == true ? "‹ " : "· ", .accent)
        address.append(element["canGoForward"]?.boolValue == true ? "› " : "· ", .accent)
        address.append(element["url"]?.stringValue ?? "about:blank", .dim)
        var lines = [address]
        if let title = element["title"]?.stringValue { lines.append(StyledLine(title, .bold)) }
        if element["loading"]?.boolValue == true {
            lines.append(StyledLine("⟳ loading…", .dim).centered(in: width))
        }
        return lines
    }
}
