import Foundation
/// A slider, as `UISlider`: a user slide sets `value` (kept within the range) and sends
/// `.valueChanged`.
import RxCocoa
import RxSwift

open class UISlider: UIControl, _ViewElement {
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

    public var value: Float {
        didSet { noteChange() }
    }
    public var minimumValue: Float = 0 {
        didSet { noteChange() }
    }
    public var maximumValue: Float = 1 {
        didSet { noteChange() }
    }
    public var isContinuous = true
    /// Kept, not shown.
    public var minimumTrackTintColor: UIColor?
    public var maximumTrackTintColor: UIColor?
    public var thumbTintColor: UIColor?

    public convenience init(id: String = "", value: Float = 0) {
        self.init(frame: .zero)
        self.id = id
        self.value = value
    }

    open func setValue(_ value: Float, animated: Bool) { self.value = clamped(value) }

    func userSlide(to value: Float) throws(_UserInputError) {
        try userChange("slide") { self.value = clamped(value) }
    }

    private func clamped(_ value: Float) -> Float { min(max(value, minimumValue), maximumValue) }

    public func _elementSnapshot() -> _ElementSnapshot {
        cachedSnapshot {
            _ElementSnapshot(id: id, kind: .slider, properties: [
                "enabled": .bool(isEnabled), "hidden": .bool(isHidden),
                "maximum": .numeric(maximumValue), "minimum": .numeric(minimumValue),
                "value": .numeric(value),
            ])
        }
    }
}

extension Reactive where Base: UISlider {
    @preconcurrency @MainActor public var value: ControlProperty<Float> {
        controlProperty(editingEvents: .valueChanged, getter: { $0.value }, setter: { $0.value = $1 })
    }
}
