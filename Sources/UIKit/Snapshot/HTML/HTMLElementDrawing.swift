/// Draws each element kind as the phone would show it, as `ElementDrawing` does in text:
/// hidden elements are left out, a field shows its text (or placeholder) and a caret while
/// editing, a disabled button is greyed, a table shows its rows with an image placeholder.
import RxCocoa
import RxSwift

struct HTMLElementDrawing {
    let maxRows: Int

    func draw(_ element: _ElementSnapshot, into html: inout HTMLBuilder) {
        guard element["hidden"]?.boolValue != true else { return }
        switch element.kind {
        case .textField, .searchBar: field(element, into: &html)
        case .button:
            let enabled = element["enabled"]?.boolValue != false
            html.element("div", class: enabled ? "button" : "button disabled", id: element.id,
                         text: element["title"]?.stringValue ?? "")
        case .label:
            guard let text = element["text"]?.stringValue else { return }
            html.element("div", class: "label", id: element.id, text: text)
        case .activityIndicator:
            guard element["animating"]?.boolValue == true else { return }
            html.open("div", class: "activity", id: element.id)
            html.element("span", class: "spinner", text: "")
            html.close("div")
        case .table, .collection: table(element, into: &html)
        case .webView: webView(element, into: &html)
        case .textView:
            html.element("div", class: "label", id: element.id, text: element["text"]?.stringValue ?? "")
        case .toggle, .slider, .stepper, .segmentedControl, .datePicker, .pickerView, .progressView, .pageControl,
             .imageView, .scrollView:
            guard let line = ValueControlText.line(for: element) else { return }
            let enabled = element.value(of: "enabled")?.boolValue != false
            html.element("div", class: enabled ? "label" : "label disabled", id: element.id, text: line)
        }
    }

    private func field(_ element: _ElementSnapshot, into html: inout HTMLBuilder) {
        let editing = element["editing"]?.boolValue == true
        let kind = element.kind == .searchBar ? "field searchbar" : "field"
        html.open("div", class: editing ? kind + " editing" : kind, id: element.id)
        if element.kind == .searchBar { html.element("span", class: "glass", text: "⌕") }
        let text = element["text"]?.stringValue ?? ""
        if text.isEmpty, let placeholder = element["placeholder"]?.stringValue {
            html.element("span", class: "placeholder", text: placeholder)
        } else {
            html.element("span", class: "text", text: text)
        }
        if editing { html.element("span", class: "caret", text: "") }
        html.close("div")
    }

    private func table(_ element: _ElementSnapshot, into html: inout HTMLBuilder) {
        html.open("div", class: "table", id: element.id)
        if element["refreshing"]?.boolValue == true {
            html.open("div", class: "refresh")
            html.element("span", class: "spinner", text: "")
            html.close("div")
        }
        if element.rows.isEmpty { html.element("div", class: "empty", text: "(no rows)") }
        let selected = element.selectedRowIndex
        for (index, row) in element.rows.prefix(maxRows).enumerated() {
            if let header = row.sectionHeader { html.element("div", class: "more", text: header.uppercased()) }
            html.open("div", class: index == selected ? "row selected" : "row", id: "\(element.id)\(element.rowAddress(index))")
            if let image = row.image {
                let initial = row.title?.first.map { String($0) } ?? "?"
                html.element("span", class: "thumb", attributes: ["title": image, "style": "--hue:\(_HTMLRenderer.hue(of: image))"],
                             text: initial)
            }
            html.open("span", class: "cell")
            html.element("span", class: "row-title", text: row.title ?? "")
            if let subtitle = row.subtitle { html.element("span", class: "row-subtitle", text: subtitle) }
            html.close("span")
            if let detail = row.detail { html.element("span", class: "row-detail", text: detail) }
            html.close("div")
        }
        let more = element.rows.count - maxRows
        if more > 0 { html.element("div", class: "more", text: "… \(more) more row\(more == 1 ? "" : "s")") }
        html.close("div")
    }

    private func webView(_ element: _ElementSnapshot, into html: inout HTMLBuilder) {
        html.open("div", class: "web", id: element.id)
        html.open("div", class: "address")
        html.element("span", class: element["canGoBack"]?.boolValue == true ? "arrow" : "arrow off", text: "‹")
        html.element("span", class: element["canGoForward"]?.boolValue == true ? "arrow" : "arrow off", text: "›")
        html.element("span", class: "url", text: element["url"]?.stringValue ?? "about:blank")
        html.close("div")
        html.open("div", class: "page")
        if let title = element["title"]?.stringValue { html.element("div", class: "page-title", text: title) }
        if element["loading"]?.boolValue == true { html.element("span", class: "spinner", text: "") }
        html.close("div")
        html.close("div")
    }
}
