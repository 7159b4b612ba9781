/// A label, as `UILabel`.
public final class Label: View, ViewElement {
    public var text: String? {
        didSet { noteChange() }
    }

    public init(id: String = "", text: String? = nil) {
        self.text = text
        super.init(id: id)
    }

    public func elementSnapshot() -> ElementSnapshot {
        cachedSnapshot { .label(id: id, text: text, hidden: isHidden) }
    }
}

extension Reactive where Base: Label {
    public var text: Binder<String?> {
        Binder(base) { label, text in label.text = text }
    }
}
