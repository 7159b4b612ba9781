/// A button, as `UIButton`: a user tap sends `.touchUpInside` unless it is disabled.
public final class Button: Control, ViewElement {
    public var title: String? {
        didSet { noteChange() }
    }

    public init(id: String, title: String) {
        self.title = title
        super.init(id: id)
    }

    /// The user's tap; refused (and said so) when the button cannot be tapped.
    func userTap() throws(UserInputError) {
        if isHidden { throw .hidden(id: id) }
        guard isEnabled else { throw .disabled(id: id, action: "tap") }
        sendActions(for: .touchUpInside)
    }

    public func elementSnapshot() -> ElementSnapshot {
        cachedSnapshot { .button(id: id, title: title ?? "", enabled: isEnabled, hidden: isHidden) }
    }
}

extension Reactive where Base: Button {
    public var tap: ControlEvent<Void> { controlEvent(.touchUpInside) }

    public var title: Binder<String?> {
        Binder(base) { button, title in button.title = title }
    }
}
