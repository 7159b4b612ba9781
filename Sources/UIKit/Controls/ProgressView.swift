import Foundation
/// A progress bar, as `UIProgressView`.
import RxCocoa
import RxSwift

open class UIProgressView: UIView, _ViewElement {
    /// As UIKit's designated `init(frame:)`, so a subclass can override it: a view with no id
    /// (one a screen does not list).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Not decoded from archives (no nib or storyboard holds views here): UIView's makes the
    /// appearance proxy alone (`UIAppearance`), and fails for any other coder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public var progress: Float = 0 {
        didSet { noteChange() }
    }
    /// Kept, not shown, as the other tints.
    public var progressTintColor: UIColor?
    public var trackTintColor: UIColor?

    public convenience init(id: String = "", progress: Float = 0) {
        self.init(frame: .zero)
        self.id = id
        self.progress = progress
    }

    public func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    public func _elementSnapshot() -> _ElementSnapshot {
        cachedSnapshot {
            _ElementSnapshot(id: id, kind: .progressView, properties: [
                "hidden": .bool(isHidden), "progress": .numeric(min(max(progress, 0), 1)),
            ])
        }
    }
}

extension Reactive where Base: UIProgressView {
    @preconcurrency @MainActor public var progress: Binder<Float> {
        Binder(base as UIProgressView) { view, progress in view.progress = progress }
    }
}

/// A page indicator, as `UIPageControl`: a user tap moves one page and sends `.valueChanged`.
open class UIPageControl: UIControl, _ViewElement {
    /// As UIKit's designated `init(frame:)`, so a subclass can override it: a view with no id
    /// (one a screen does not list).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Not decoded from archives (no nib or storyboard holds views here): UIView's makes the
    /// appearance proxy alone (`UIAppearance`), and fails for any other coder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public var currentPage = 0 {
        didSet { noteChange() }
    }
    public var numberOfPages = 0 {
        didSet { noteChange() }
    }
    public var hidesForSinglePage = false
    /// Kept, not shown.
    public var pageIndicatorTintColor: UIColor?
    public var currentPageIndicatorTintColor: UIColor?

    /// The user's tap on the page control's right (`forward`) or left half.
    func userPage(forward: Bool) throws(_UserInputError) {
        let next = currentPage + (forward ? 1 : -1)
        guard next >= 0, next < numberOfPages else { throw .rowOutOfRange(id: id, row: next, count: numberOfPages) }
        try userChange("page") { currentPage = next }
    }

    public func _elementSnapshot() -> _ElementSnapshot {
        cachedSnapshot {
            _ElementSnapshot(id: id, kind: .pageControl, properties: [
                "enabled": .bool(isEnabled), "hidden": .bool(isHidden || (hidesForSinglePage && numberOfPages <= 1)),
                "page": .int(currentPage), "pages": .int(numberOfPages),
            ])
        }
    }
}

extension Reactive where Base: UIPageControl {
    @preconcurrency @MainActor public var currentPage: ControlProperty<Int> {
        controlProperty(editingEvents: .valueChanged, getter: { $0.currentPage }, setter: { $0.currentPage = $1 })
    }

    @preconcurrency @MainActor public var numberOfPages: Binder<Int> {
        Binder(base as UIPageControl) { control, pages in control.numberOfPages = pages }
    }
}
