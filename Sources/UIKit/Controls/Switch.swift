import Foundation
/// An on/off switch, as `UISwitch`: a user toggle sends `.valueChanged`.
import RxCocoa
import RxSwift

open class UISwitch: UIControl, _ViewElement {
    /// As UIKit's designated `init(frame:)`, so a subclass can override it: a view with no id
    /// (one a screen does not list).
    public override init(frame: CGRect) {
        isOn = false
        super.init(frame: frame)
    }

    /// Not decoded from archives (no nib or storyboard holds views here): UIView's makes the
    /// appearance proxy alone (`UIAppearance`), and fails for any other coder.
    public required init?(coder: NSCoder) {
        isOn = false
        super.init(coder: coder)
    }

    public var isOn: Bool {
        didSet { noteChange() }
    }
    public var onTintColor: UIColor?
    public var thumbTintColor: UIColor?

    public convenience init(id: String = "", isOn: Bool = false) {
        self.init(frame: .zero)
        self.id = id
        self.isOn = isOn
    }

    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// The user's toggle, to `on` or else to the other state.
    func userToggle(to on: Bool?) throws(_UserInputError) {
        try userChange("toggle") { isOn = on ?? !isOn }
    }

    public func _elementSnapshot() -> _ElementSnapshot {
        cachedSnapshot {
            _ElementSnapshot(id: id, kind: .toggle, properties: [
                "enabled": .bool(isEnabled), "hidden": .bool(isHidden), "on": .bool(isOn),
            ])
        }
    }
}

extension Reactive where Base: UISwitch {
    @preconcurrency @MainActor public var isOn: ControlProperty<Bool> { value }

    @preconcurrency @MainActor public var value: ControlProperty<Bool> {
        controlProperty(editingEvents: .valueChanged, getter: { $0.isOn }, setter: { $0.isOn = $1 })
    }
}
