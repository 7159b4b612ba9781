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
open class UIScrollView: UIView, _ViewElement, @preconcurrency HasDelegate, @preconcurrency DelegateProxyStoring {
    public typealias Delegate = UIScrollViewDelegate

    /// Told of every scroll, as UIKit's; held weakly. `rx` installs its proxy here, which
    /// forwards to a delegate set with `rx.setDelegate` (or set before it).
    /// It and the proxies are read and set by every `rx` binding a screen makes: unchecked
    /// exclusivity, as a view's state (one thread; no access calls out). Held as a weak
    /// reference is, without giving the delegate a side table (`delegateValue` is read only while
    /// `delegateObject`'s object is retained): every retain of a weak reference's object is slow.
    public var delegate: (any UIScrollViewDelegate)? {
        get {
            TryRetainedReference<AnyObject>.whileRetained(delegateObject?.handle) { delegateValue }
        }
        set {
            delegateObject = newValue.map { TryRetainedReference($0 as AnyObject) }
            delegateValue = newValue
            delegateDidChange()
        }
    }
    @exclusivity(unchecked) private var delegateObject: TryRetainedReference<AnyObject>?
    @exclusivity(unchecked) private unowned(unsafe) var delegateValue: (any UIScrollViewDelegate)?
    @exclusivity(unchecked) @usableFromInline package var delegateProxies = DelegateProxySlots()

    /// After `delegate` is set: a table keeps it cast to its own delegate protocol.
    func delegateDidChange() {}

    /// As UIKit's, on every scroll view: a table's shows in its snapshot and `refresh` pulls
    /// it; another scroll view's is kept and not shown.
    @exclusivity(unchecked) open var refreshControl: UIRefreshControl? {
        didSet { refreshControlDidChange() }
    }

    /// After `refreshControl` is set: a table shows it.
    func refreshControlDidChange() {}

    public var contentOffset = CGPoint.zero {
        didSet {
            noteChange()
            delegate?.scrollViewDidScroll(self)
        }
    }
    open var contentSize = CGSize.zero {
        didSet { noteChange() }
    }
    public var contentInset = UIEdgeInsets.zero
    /// What `ScrollView+Settings` keeps for the settings that change nothing here.
    final var settings = ScrollViewSettings()
    public var isScrollEnabled = true
    /// Accepted and not applied: there is no keyboard to dismiss.
    public var keyboardDismissMode = KeyboardDismissMode.none

    /// As `UIScrollView.KeyboardDismissMode`.
    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1
    /// Kept within the zoom scales; a change is the delegate's `scrollViewDidZoom` (RxCocoa's `didZoom`).
    open var zoomScale: CGFloat {
        get { currentZoomScale }
        set {
            let scale = min(max(newValue, minimumZoomScale), maximumZoomScale)
            guard scale != currentZoomScale else { return }
            currentZoomScale = scale
            delegate?.scrollViewDidZoom(self)
        }
    }
    private var currentZoomScale: CGFloat = 1

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

    /// rxs's: a phone-sized scroll view with the element id scripts address.
    public convenience init(id: String = "", contentHeight: CGFloat = 0) {
        self.init(frame: _Window.screenBounds)
        self.id = id
        contentSize = CGSize(width: 390, height: contentHeight)
    }

    /// As UIKit's: a scroll view with no id, its content as large as its frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentSize = frame.size
    }

    /// Not decoded from archives (no nib or storyboard holds views here): UIView's makes the
    /// appearance proxy alone (`UIAppearance`), and fails for any other coder.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
        contentOffset = offset
        if animated { delegate?.scrollViewDidEndScrollingAnimation(self) }
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
        // A person's scroll is a drag that ends where the flow says, without deceleration.
        delegate?.scrollViewWillBeginDragging(self)
        contentOffset = CGPoint(x: contentOffset.x, y: y)
        // The drag lets go where it is; the delegate's `scrollViewWillEndDragging` (RxCocoa's
        // `willEndDragging`) may move the target (paging), and the view then scrolls there.
        var landing = contentOffset
        withUnsafeMutablePointer(to: &landing) { target in
            delegate?.scrollViewWillEndDragging(self, withVelocity: .zero, targetContentOffset: target)
        }
        if landing != contentOffset { contentOffset = landing }
        delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
        if target == .top { delegate?.scrollViewDidScrollToTop(self) }
    }

    open func _elementSnapshot() -> _ElementSnapshot {
        cachedSnapshot {
            _ElementSnapshot(id: id, kind: .scrollView, properties: [
                "atBottom": .bool(contentOffset.y >= bottomOffset), "hidden": .bool(isHidden),
                "offset": .numeric(Double(contentOffset.y)),
            ])
        }
    }
}
