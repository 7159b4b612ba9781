import Foundation

/// A replay page's DOM as Chromium dumped it after the page's script ran, read with plain
/// string matching (Chromium serializes HTML, which XMLParser does not read).
struct ReplayDOM {
    let html: String

    /// `data-step` the script set on `<body>`: the step shown.
    var shownStep: Int? {
        capture(#"<body data-step="(\d+)""#).first.flatMap { Int($0) }
    }

    var bodyClasses: [String] {
        (capture(#"<body[^>]* class="([^"]*)""#).first ?? "").split(separator: " ").map(String.init)
    }

    var stepCount: Int { html.components(separatedBy: "<li class=\"step").count - 1 }

    /// Steps marked current (the script marks exactly one).
    var currentSteps: [Int] {
        capture(#"<li class="step[^"]* current" id="step-(\d+)""#).compactMap { Int($0) }
    }

    /// The screens' HTML by index, and whether each is hidden.
    var screens: [(html: String, hidden: Bool)] {
        html.components(separatedBy: "\n").filter { $0.hasPrefix("<div class=\"screen\"") }.map { line in
            let tag = line.prefix { $0 != ">" }
            return (line, tag.contains("hidden"))
        }
    }

    /// The one screen not hidden; nil unless exactly one is shown.
    var visibleScreen: String? {
        let shown = screens.filter { !$0.hidden }
        return shown.count == 1 ? shown[0].html : nil
    }

    /// The screen step `number` shows.
    func screen(ofStep number: Int) -> String? {
        guard let index = capture(#"id="step-\#(number)" data-screen="(\d+)""#).first.flatMap({ Int($0) }),
              index < screens.count else { return nil }
        return screens[index].html
    }

    /// The text of the step's list entry: its change lines.
    func changeLines(ofStep number: Int) -> [String] {
        guard let start = html.range(of: "id=\"step-\(number)\""),
              let end = html.range(of: "</li>", range: start.upperBound..<html.endIndex) else { return [] }
        return ReplayDOM(html: String(html[start.lowerBound..<end.lowerBound])).texts(ofClass: "change")
    }

    var allChangeLines: [String] { texts(ofClass: "change") }

    /// Texts of `<span|div class="name">…</span|div>` without markup inside.
    func texts(ofClass name: String) -> [String] {
        capture(#"<(?:span|div) class="\#(name)">([^<]*)</(?:span|div)>"#).map(Self.decoded)
    }

    var marbleRowPaths: [String] {
        capture(#"<g class="marble-row" data-path="([^"]*)""#).map(Self.decoded)
    }

    /// The SVG's `data-x0`, `data-span`, `data-end` and the current-time line's x.
    var timeline: (x0: Double, span: Double, end: Double, now: Double)? {
        guard let x0 = capture(#"data-x0="([\d.]+)""#).first.flatMap(Double.init),
              let span = capture(#"data-span="([\d.]+)""#).first.flatMap(Double.init),
              let end = capture(#"data-end="([\d.]+)""#).first.flatMap(Double.init),
              let now = capture(#"<line id="now" class="now" x1="([\d.]+)""#).first.flatMap(Double.init)
        else { return nil }
        return (x0, span, end, now)
    }

    func capture(_ pattern: String) -> [String] {
        ReplayDOM.capture(pattern, in: html)
    }

    static func capture(_ pattern: String, in text: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    static func decoded(_ text: String) -> String {
        text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&nbsp;", with: "\u{A0}").replacingOccurrences(of: "&amp;", with: "&")
    }
}
