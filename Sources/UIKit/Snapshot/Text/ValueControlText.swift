/// The one line each value control (switch, slider, stepper, …) shows, shared by the text
/// and HTML renderers: the id, then the value as the control draws it.
import RxCocoa
import RxSwift
import RxsSupport

enum ValueControlText {
    /// The line for `element`, or nil when its kind is not a value control.
    static func line(for element: _ElementSnapshot) -> String? {
        let id = element.id.isEmpty ? "" : element.id + " "
        let value = { (name: String) in element.value(of: name)?.description ?? "" }
        let text = { (name: String) in element[name]?.stringValue ?? "" }
        switch element.kind {
        case .toggle:
            return id + (element["on"]?.boolValue == true ? "[ ●] on" : "[○ ] off")
        case .slider:
            let minimum = number(element["minimum"]) ?? 0, maximum = number(element["maximum"]) ?? 1
            let fraction = maximum > minimum ? ((number(element["value"]) ?? 0) - minimum) / (maximum - minimum) : 0
            return id + bar(fraction, filled: "━", empty: "─", knob: "●") + " " + value("value")
        case .stepper:
            return id + "[− " + value("value") + " +]"
        case .segmentedControl:
            let selected = element["selected"]?.intValue
            let titles = text("segments").split(separator: "|", omittingEmptySubsequences: false)
            return id + "[" + titles.enumerated().map { index, title in
                index == selected ? "*\(title)*" : String(title)
            }.joined(separator: " | ") + "]"
        case .datePicker:
            return id + "[" + text("date") + "]"
        case .pickerView:
            return id + "‹ " + text("title") + " ›"
        case .progressView:
            let progress = number(element["progress"]) ?? 0
            return id + bar(progress, filled: "█", empty: "░", knob: nil) + " \(Int((progress * 100).rounded()))%"
        case .pageControl:
            let page = element["page"]?.intValue ?? 0, pages = element["pages"]?.intValue ?? 0
            return id + (0..<pages).map { $0 == page ? "●" : "○" }.joined(separator: " ")
        case .imageView:
            return "[image " + text("image") + "]"
        case .scrollView:
            return nil
        default:
            return nil
        }
    }

    static func number(_ value: _SnapshotValue?) -> Double? {
        switch value {
        case .int(let int): return Double(int)
        case .number(let number): return number
        default: return nil
        }
    }

    /// A ten-cell bar filled to `fraction` (clamped to 0…1).
    private static func bar(_ fraction: Double, filled: String, empty: String, knob: String?) -> String {
        let cells = 10
        let full = Int((min(max(fraction, 0), 1) * Double(cells)).rounded())
        guard let knob else {
            return RepeatedText.of(filled, count: full) + RepeatedText.of(empty, count: cells - full)
        }
        let before = min(full, cells - 1)
        return RepeatedText.of(filled, count: before) + knob + RepeatedText.of(empty, count: cells - 1 - before)
    }
}
