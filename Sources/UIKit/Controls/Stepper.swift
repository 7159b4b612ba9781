import Foundation
/// A stepper, as `UIStepper`: a user tap on + or − moves `value` by `stepValue` within the
/// range (wrapping when `wraps`) and sends `.valueChanged`; at a limit the button is disabled.
import RxCocoa
import RxSwift

open class UIStepper: UIControl, _ViewElement {
    /// As UIKit's designated `init(frame:)`, so a subclass can override it: a view with no id
    /// (one a screen does not list).
    public override init(frame: CGRect) {
        value = 0
        super.init(frame: frame)
    }

    /// Not decoded from archives (no nib or storyboard holds views here): UIView's makes the
    /// appearance proxy alone (`UIAppearance`), and fails for any other coder.
    public required init?(coder: NSCoder) {
        value = 0
        super.init(coder: coder)
    }

    public var value: Double {
        didSet { noteChange() }
    }
    public var minimumValue: Double = 0 {
        didSet { noteChange() }
    }
    public var maximumValue: Double = 100 {
        didSet { noteChange() }
    }
    public var stepValue: Double = 1
    public var wraps = false
    public var autorepeat = true

    public convenience init(id: String = "", value: Double = 0) {
        self.init(frame: .zero)
        self.id = id
        self.value = value
    }

    /// One tap on + (`up`) or −.
    func userStep(up: Bool) throws(_UserInputError) {
        try checkReachable(id: id, action: "step")
        let next = value + (up ? stepValue : -stepValue)
        if next > maximumValue || next < minimumValue {
            // UIKit disables the button that would pass the limit.
            guard wraps else {
                throw .refused(action: "step", id: id, what: up ? "its + button" : "its − button", reason: .disabled)
            }
            try userChange("step") { value = up ? minimumValue : maximumValue }
            return
        }
        try userChange("step") { value = next }
    }

    public func _elementSnapshot() -> _ElementSnapshot {
        cachedSnapshot {
            _ElementSnapshot(id: id, kind: .stepper, properties: [
                "enabled": .bool(isEnabled), "hidden": .bool(isHidden),
                "maximum": .numeric(maximumValue), "minimum": .numeric(minimumValue), "value": .numeric(value),
            ])
        }
    }
}

extension Reactive where Base: UIStepper {
    @preconcurrency @MainActor public var value: ControlProperty<Double> {
        controlProperty(editingEvents: .valueChanged, getter: { $0.value }, setter: { $0.value = $1 })
    }
}
