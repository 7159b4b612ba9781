import RxCocoa
import RxSwift
import Foundation

/// What a person can do to the value controls, gestures and scroll views; as with
/// `Window+UserInput`, each action sends the events UIKit would, or is refused.
extension _Window {
    /// Flips the switch `id`, or sets it to `on`.
    public func toggle(_ id: String, to on: Bool? = nil) throws(_UserInputError) {
        let control: UISwitch = try control(id, action: "be toggled")
        try withSharingScheduler { () throws(_UserInputError) in try control.userToggle(to: on) }
    }

    /// Drags the slider `id` to `value` (kept within its range).
    public func slide(_ id: String, to value: Double) throws(_UserInputError) {
        let control: UISlider = try control(id, action: "slide")
        try withSharingScheduler { () throws(_UserInputError) in try control.userSlide(to: Float(value)) }
    }

    /// Taps + (`up`) or − on the stepper `id`.
    public func step(_ id: String, up: Bool) throws(_UserInputError) {
        let control: UIStepper = try control(id, action: "step")
        try withSharingScheduler { () throws(_UserInputError) in try control.userStep(up: up) }
    }

    /// Taps the segment at `index` of the segmented control `id`.
    public func selectSegment(_ index: Int, in id: String) throws(_UserInputError) {
        let control: UISegmentedControl = try control(id, action: "select a segment")
        try withSharingScheduler { () throws(_UserInputError) in try control.userSelect(segment: index) }
    }

    /// Taps the segment titled `title`.
    public func selectSegment(titled title: String, in id: String) throws(_UserInputError) {
        let control: UISegmentedControl = try control(id, action: "select a segment")
        guard let index = control.segmentIndex(titled: title) else {
            throw .unknownTitle(id: id, title: title, titles: (0..<control.numberOfSegments).compactMap {
                control.titleForSegment(at: $0)
            })
        }
        try withSharingScheduler { () throws(_UserInputError) in try control.userSelect(segment: index) }
    }

    /// Picks `row` of `component` in the picker `id`.
    public func pick(row: Int, component: Int = 0, in id: String) throws(_UserInputError) {
        let picker: UIPickerView = try control(id, action: "pick a row")
        try picker.checkReachable(id: id, action: "pick")
        try withSharingScheduler { () throws(_UserInputError) in try picker.userPick(row: row, component: component) }
    }

    /// Sets the date picker `id` to `text` (`2026-12-24`, `2026-12-24 09:30`, `09:30`) and
    /// returns what it made of the text; the picker is left alone when that is no date.
    public func pickDate(_ text: String, in id: String) throws(_UserInputError) -> _DateReading {
        let picker: UIDatePicker = try control(id, action: "pick a date")
        let reading = picker._reading(text)
        guard case .date(let date) = reading else { return reading }
        try withSharingScheduler { () throws(_UserInputError) in try picker.userPick(date) }
        return reading
    }

    /// Taps the right (`forward`) or left half of the page control `id`.
    public func turnPage(_ id: String, forward: Bool) throws(_UserInputError) {
        let control: UIPageControl = try control(id, action: "turn pages")
        try withSharingScheduler { () throws(_UserInputError) in try control.userPage(forward: forward) }
    }

    /// Scrolls the scroll view `id` (the only one on the screen when nil).
    public func scroll(_ id: String?, to target: UIScrollView.ScrollTarget) throws(_UserInputError) {
        let view: UIScrollView
        if let id {
            view = try control(id, action: "scroll")
        } else {
            let screen = try screenForInput()
            guard let only = screen._elements.compactMap({ $0 as? UIScrollView }).first else {
                throw .noScrollView(screen: screen._name)
            }
            view = only
        }
        try withSharingScheduler { () throws(_UserInputError) in try view.userScroll(to: target) }
    }

    private func control<Target>(_ id: String, action: String) throws(_UserInputError) -> Target {
        let element = try self.element(id)
        guard let control = element as? Target else {
            throw .wrongKind(id: id, kind: element._elementSnapshot().kind, action: action)
        }
        return control
    }
}
