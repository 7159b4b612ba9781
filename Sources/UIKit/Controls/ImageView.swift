import Foundation
import RxSwift

/// A headless image view, as `UIImageView`: the name of the image (`image`) or the URL it
/// loads (`imageURL`).
open class UIImageView: UIView, _ViewElement {
    /// As UIKit's: an image, not an accessibility element unless told.
    override var accessibilityTraitsByDefault: UIAccessibilityTraits { .image }

    /// As UIKit's designated `init(frame:)`, so a subclass can override it: a view with no id
    /// (one a screen does not list).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Not decoded from archives (no nib or storyboard holds views here): UIView's makes the
    /// appearance proxy alone (`UIAppearance`), and fails for any other coder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    @exclusivity(unchecked) package var imageURL: String? {
        didSet { noteChange() }
    }
    @exclusivity(unchecked) public var image: UIImage? {
        didSet { noteChange() }
    }

    /// As UIKit's, an image view takes no touches until `isUserInteractionEnabled` is set:
    /// a gesture recognizer on it needs that.
    public convenience init(id: String = "", image: UIImage? = nil) {
        self.init(frame: .zero)
        self.id = id
        self.image = image
    }

    /// As UIKit's designated `init(image:)`, so a subclass can override it: a view with no id.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
        isUserInteractionEnabled = false
    }

    public func _elementSnapshot() -> _ElementSnapshot {
        cachedSnapshot {
            _ElementSnapshot(id: id, kind: .imageView, properties: [
                "hidden": .bool(isHidden), "image": _SnapshotValue(image?.name ?? imageURL),
            ])
        }
    }
}

extension Reactive where Base: UIImageView {
    @preconcurrency @MainActor public var image: Binder<UIImage?> {
        Binder(base as UIImageView) { view, image in view.image = image }
    }
}
