import Foundation
import RxCocoa
import RxSwift

/// Space around a scroll view's content, as `UIEdgeInsets`.
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// A scroll view, as `UIScrollView`: the `scroll` command moves `contentOffset` (to the top,
/// the bottom or a y) and sends `rx.didScroll`. Snapshot: `offset` (y) and `atBottom`.
/// Its frame is a phone screen's unless set, so "reached the bottom" checks work. Tables and
/// collections are scroll views too (`tableView.rx.contentOffset` for paging), with a content
/// height of their rows.
open class UIScrollView: UIView, _ViewElement {
    public var contentOffset = CGPoint.zero {
        didSet {
            noteChange()
            scrolled.onNext(())
        }
    }
    open var contentSize = CGSize.zero {
        didSet { noteChange() }
    }
    public var contentInset = UIEdgeInsets.zero
    public var isScrollEnabled = true
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    /// Kept within the zoom scales; a change is RxCocoa's `didZoom`.
    open var zoomScale: CGFloat {
        get { currentZoomScale }
        set {
            let scale = min(max(newValue, minimumZoomScale), maximumZoomScale)
            guard scale != currentZoomScale else { return }
            currentZoomScale = scale
            zoomed.onNext(())
        }
    }
    private var currentZoomScale: CGFloat = 1
    /// RxCocoa's `didZoom`, and `willBeginZooming`/`didEndZooming`, which only a person's pinch
    /// on the scroll view sends (no command pinches a scroll view's content): they complete.
    let zoomed = PublishSubject<Void>()
    let zoomingBegan = PublishSubject<UIView?>()
    let zoomingEnded = PublishSubject<(view: UIView?, scale: CGFloat)>()
    /// RxCocoa's `willEndDragging`: the app may move the target offset.
    let draggingWillEnd = PublishSubject<Reactive<UIScrollView>.WillEndDraggingEvent>()
    private let scrolled = PublishSubject<Void>()
    /// A person's scroll is a drag that ends without deceleration: RxCocoa's delegate events.
    let draggingBegan = PublishSubject<Void>()
    let draggingEnded = PublishSubject<Bool>()
    let deceleratingBegan = PublishSubject<Void>()
    let deceleratingEnded = PublishSubject<Void>()
    let scrolledToTop = PublishSubject<Void>()
    let scrollingAnimationEnded = PublishSubject<Void>()

    /// As RxCocoa's: the control's events complete when it is deallocated.
    deinit {
        scrolled.onCompleted()
        for subject in [draggingBegan, deceleratingBegan, deceleratingEnded, scrolledToTop, scrollingAnimationEnded] {
            subject.onCompleted()
        }
        draggingEnded.onCompleted()
        zoomed.onCompleted()
        zoomingBegan.onCompleted()
        zoomingEnded.onCompleted()
        draggingWillEnd.onCompleted()
    }

    /// As UIKit's: the bounds origin is the content offset.
    open override var bounds: CGRect {
        get { CGRect(origin: contentOffset, size: frame.size) }
        set {
            frame.size = newValue.size
            if contentOffset != newValue.origin { contentOffset = newValue.origin }
        }
    }

    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        zoomScale = scale
    }

    public init(id: String = "", contentHeight: CGFloat = 0) {
        super.init(id: id)
        frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        contentSize = CGSize(width: 390, height: contentHeight)
    }

    /// As UIKit's: a scroll view with no id, its content as large as its frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentSize = frame.size
    }

    /// Not decoded from archives, as no nib or storyboard holds views here.
    public required init?(coder: NSCoder) {
        return nil
    }

    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
        contentOffset = offset
        if animated { scrollingAnimationEnded.onNext(()) }
    }

    /// The largest y the content scrolls to.
    var bottomOffset: CGFloat {
        max(0, contentSize.height + contentInset.bottom - frame.height)
    }

    public enum ScrollTarget: Hashable, Sendable {
        case top, bottom, y(Double)
    }

    func userScroll(to target: ScrollTarget) throws(_UserInputError) {
        try checkReachable(id: id, action: "scroll")
        guard isScrollEnabled else {
            throw .refused(action: "scroll", id: id, what: "scrolling", reason: .disabled)
        }
        let y: CGFloat
        switch target {
        case .top: y = -contentInset.top
        case .bottom: y = bottomOffset
        case .y(let value): y = min(max(CGFloat(value), -contentInset.top), bottomOffset)
        }
        draggingBegan.onNext(())
        contentOffset = CGPoint(x: contentOffset.x, y: y)
        // The drag lets go where it is; a `willEndDragging` subscriber may move the target
        // (paging), and the view then scrolls there.
        let stop = UnsafeMutablePointer<CGPoint>.allocate(capacity: 1)
        stop.initialize(to: contentOffset)
        draggingWillEnd.onNext((velocity: .zero, targetContentOffset: stop))
        let landing = stop.pointee
        stop.deinitialize(count: 1)
        stop.deallocate()
        if landing != contentOffset { contentOffset = landing }
        draggingEnded.onNext(false)
        if target == .top { scrolledToTop.onNext(()) }
    }

    var didScroll: Observable<Void> { scrolled }

    open func elementSnapshot() -> _ElementSnapshot {
        cachedSnapshot {
            _ElementSnapshot(id: id, kind: .scrollView, properties: [
                "atBottom": .bool(contentOffset.y >= bottomOffset), "hidden": .bool(isHidden),
                "offset": .numeric(Double(contentOffset.y)),
            ])
        }
    }
}

extension Reactive where Base: UIScrollView {
    public var willBeginDragging: ControlEvent<Void> { ControlEvent(events: base.draggingBegan) }
    /// Whether the scroll decelerates after the drag (never here: a flow's scroll stops where it says).
    public var didEndDragging: ControlEvent<Bool> { ControlEvent(events: base.draggingEnded) }
    public var willBeginDecelerating: ControlEvent<Void> { ControlEvent(events: base.deceleratingBegan) }
    public var didEndDecelerating: ControlEvent<Void> { ControlEvent(events: base.deceleratingEnded) }
    public var didScrollToTop: ControlEvent<Void> { ControlEvent(events: base.scrolledToTop) }
    public var didEndScrollingAnimation: ControlEvent<Void> { ControlEvent(events: base.scrollingAnimationEnded) }

    public var contentOffset: ControlProperty<CGPoint> {
        let view = base
        let values = Observable<CGPoint>.create { [weak view] observer in
            guard let view else {
                observer.onCompleted()
                return Disposables.create()
            }
            observer.onNext(view.contentOffset)
            return view.didScroll.subscribe(onNext: { [weak view] in
                if let view { observer.onNext(view.contentOffset) }
            }, onCompleted: observer.onCompleted)
        }
        return ControlProperty(values: values, valueSink: Binder(view) { $0.contentOffset = $1 })
    }

    public var didScroll: ControlEvent<Void> { ControlEvent(events: base.didScroll) }

    /// As RxCocoa's: the velocity, and the offset the scroll will stop at, which may be changed.
    public typealias WillEndDraggingEvent = (velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)

    public var willEndDragging: ControlEvent<WillEndDraggingEvent> { ControlEvent(events: base.draggingWillEnd) }
    public var didZoom: ControlEvent<Void> { ControlEvent(events: base.zoomed) }
    public var willBeginZooming: ControlEvent<UIView?> { ControlEvent(events: base.zoomingBegan) }
    public var didEndZooming: ControlEvent<(view: UIView?, scale: CGFloat)> { ControlEvent(events: base.zoomingEnded) }

    public var isScrollEnabled: Binder<Bool> {
        Binder(base) { view, enabled in view.isScrollEnabled = enabled }
    }
}
