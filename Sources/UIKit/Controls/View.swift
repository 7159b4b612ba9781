import RxCocoa
import RxSwift
import Foundation

/// Something a screen shows: it has an id (the contract scripts address) and produces its
/// part of the snapshot.
public protocol _ViewElement: AnyObject {
    var id: String { get }
    func elementSnapshot() -> _ElementSnapshot
}

/// The base of every control, as `UIView`: an id and visibility, NSObject-rooted through
/// `UIResponder` as UIKit's views are.
///
/// Controls are used on the main scheduler only, as UIKit's are on the main thread. Their
/// stored state is `@exclusivity(unchecked)`: an open class's properties are otherwise
/// checked at run time on every access (a tenth of a replay's instructions went to those
/// checks), and no access to them calls out to other code while it lasts.
open class UIView: UIResponder {
    /// The element id scripts address (`searchButton`); empty for views inside cells. A view a
    /// controller shows without one gets one when the controller lists it (see
    /// `ViewController+Elements`).
    @exclusivity(unchecked) public internal(set) var id: String {
        didSet { noteChange() }
    }
    /// As UIKit's; a view shown with no id is addressed by it.
    public var accessibilityIdentifier: String?
    @exclusivity(unchecked) public var isHidden = false {
        didSet { noteChange() }
    }
    /// Shown as the path `alpha` when not 1.
    @exclusivity(unchecked) public var alpha: CGFloat = 1 {
        didSet { noteChange() }
    }
    /// Shown as the path `backgroundColor` when set.
    @exclusivity(unchecked) public var backgroundColor: UIColor? {
        didSet { noteChange() }
    }
    /// Accepted and not shown: layout and tinting alone.
    public var tintColor: UIColor? {
        get { extras?.tintColor }
        set { extrasMade.tintColor = newValue }
    }
    /// In the superview's coordinates (the window's for a view without one); gestures report
    /// their locations through it (`location(in:)`, `convert(_:to:)`). Layout is not simulated:
    /// a frame is what the code set.
    @exclusivity(unchecked) public var frame = CGRect.zero
    /// The view's own coordinates: its size, and the origin that scrolling moves.
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: frame.size) }
        set {
            boundsOrigin = newValue.origin
            frame.size = newValue.size
        }
    }
    @exclusivity(unchecked) private var boundsOrigin = CGPoint.zero
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// Made when first asked for: few views are ever asked, and every view paid for one.
    public var layer: CALayer {
        if let layer = extras?.layer { return layer }
        let layer = CALayer()
        extrasMade.layer = layer
        return layer
    }
    /// Off here or on a superview, the view takes no touches: the person's taps, typing and
    /// gestures on it are refused.
    @exclusivity(unchecked) public var isUserInteractionEnabled = true
    public var tag = 0
    public var contentMode = ContentMode.scaleToFill
    public var clipsToBounds = false
    /// Gesture recognizers attached with `addGestureRecognizer` (or set here, as UIKit
    /// allows); the `gesture` command reaches them through the view's id. Nil when none.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedRecognizers.isEmpty ? nil : attachedRecognizers }
        set {
            for recognizer in attachedRecognizers where recognizer.view === self { recognizer.view = nil }
            extras?.recognizers = []
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }
    private var attachedRecognizers: [UIGestureRecognizer] { extras?.recognizers ?? [] }
    /// Accepted and not applied: layout and drawing are not simulated.
    open var transform: CGAffineTransform {
        get { extras?.transform ?? .identity }
        set { extrasMade.transform = newValue }
    }
    /// Counts the changes of what the view shows: every property its snapshot reads reports
    /// itself here when set, so a snapshot taken at the same count is still true.
    @exclusivity(unchecked) public private(set) var revision: UInt64 = 0
    @exclusivity(unchecked) var snapshotCache: (revision: UInt64, snapshot: _ElementSnapshot)?
    /// The state few views ever set (`ViewExtras`), made when the first of it is set: a view
    /// that sets none of it (most of a screen's, every plain cell's) stores and frees one
    /// empty reference instead of a dozen fields.
    @exclusivity(unchecked) private(set) var extras: ViewExtras?

    /// The side storage, made now if it was not.
    var extrasMade: ViewExtras {
        if let extras { return extras }
        let made = ViewExtras()
        extras = made
        return made
    }

    deinit {
        // A subview this view still holds may outlive it: it must not point here any more.
        // Read in place: iterating the array itself retained it and each subview in turn, and
        // a cell's teardown does this for the cell and its content view.
        if !subviews.isEmpty {
            subviews.withUnsafeBufferPointer { buffer in
                for index in buffer.indices where buffer[index].isSubview(of: self) {
                    buffer[index].superviewReference = nil
                }
            }
        }
        if let subject = extras?.deallocationSubject {
            subject.onNext(())
            subject.onCompleted()
        }
    }

    public init(id: String = "") {
        self.id = id
        super.init()
    }

    /// As UIKit's designated initializer; the view has no id (a view inside a cell, or one a
    /// screen does not list).
    public init(frame: CGRect) {
        id = ""
        super.init()
        self.frame = frame
    }

    /// Views are not decoded from archives (there are no nibs or storyboards of views).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// As `UIView()`: a view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    // MARK: The view hierarchy, as UIKit keeps it (layout is not simulated).

    public var superview: UIView? { superviewReference?.takeUnretainedValue() }
    /// Unretained rather than weak: a superview holds its subviews, and clears this when it
    /// removes one and in its deinit, so it never dangles. A weak reference gave every view
    /// with subviews (each cell, its content view) a side table, allocated when the first
    /// subview was added and making every retain and release of the view take the slow path.
    /// `Unmanaged` rather than `unowned(unsafe)`: comparing it (adding and removing a view, a
    /// deinit's subviews) reads the pointer alone, where reading the field retained the view.
    @exclusivity(unchecked) private var superviewReference: Unmanaged<UIView>?

    /// Whether `view` is this view's superview, compared without taking a reference to it.
    private func isSubview(of view: UIView) -> Bool {
        superviewReference?.toOpaque() == Unmanaged.passUnretained(view).toOpaque()
    }

    @exclusivity(unchecked) public private(set) var subviews: [UIView] = []

    /// Adds `view` on top of the others, moving it from its current superview.
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        if !view.isSubview(of: self) { view.willMove(toSuperview: self) }
        view.detach()
        if subviews.capacity == 0 {
            // The first: an array with room for a few, made holding it (a view with subviews
            // usually gets several, a cell's content view three). Reserving capacity on the
            // empty array went through the standard library's unspecialised buffer growth.
            subviews = Self.subviewArray(holding: view)
        } else if index >= subviews.count {
            // Appending is most of it (`addSubview`), and cheaper than a general insert.
            subviews.append(view)
        } else {
            subviews.insert(view, at: max(0, index))
        }
        view.superviewReference = Unmanaged.passUnretained(self)
        view.didMoveToSuperview()
        setNeedsLayout()
    }

    /// Makes `first` and `second` this view's subviews while it has none, as adding them one
    /// by one would, without `addSubview`'s checks and calls. For views just made, of UIKit's
    /// own classes (whose `willMove(toSuperview:)` and `didMoveToSuperview()` are UIView's,
    /// which do nothing): a cell's content view and labels, once per cell made. Views already
    /// in a superview, or one view twice, are added one by one.
    func adoptNewSubviews(_ first: UIView, _ second: UIView? = nil) {
        guard subviews.isEmpty, first.superviewReference == nil, second?.superviewReference == nil, first !== second else {
            addSubview(first)
            if let second { addSubview(second) }
            return
        }
        subviews = Self.subviewArray(holding: first)
        first.superviewReference = Unmanaged.passUnretained(self)
        if let second {
            subviews.append(second)
            second.superviewReference = Unmanaged.passUnretained(self)
        }
        setNeedsLayout()
    }

    /// A subviews array holding `view`, with room for three more.
    private static func subviewArray(holding view: UIView) -> [UIView] {
        [UIView](unsafeUninitializedCapacity: 4) { buffer, count in
            buffer.initializeElement(at: 0, to: view)
            count = 1
        }
    }

    open func removeFromSuperview() {
        guard superviewReference != nil else { return }
        willMove(toSuperview: nil)
        detach()
        didMoveToSuperview()
    }

    private func detach() {
        guard let superview = superviewReference?.takeUnretainedValue() else { return }
        superview.subviews.removeAll { $0 === self }
        superviewReference = nil
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    /// True when `view` is this view or below it.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    func noteChange() {
        revision &+= 1
    }

    /// Attaches `recognizer`, moving it from the view it was on, as UIKit does.
    open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        if let previous = recognizer.view, previous !== self { previous.removeGestureRecognizer(recognizer) }
        guard !attachedRecognizers.contains(where: { $0 === recognizer }) else { return }
        recognizer.view = self
        extrasMade.recognizers.append(recognizer)
    }

    open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        extras?.recognizers.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }

    // MARK: Steps a view overrides, as in UIKit (see `UIView+Layout`: layout is not solved).

    /// Set by the Auto Layout code a view is built with; kept, not applied.
    public var translatesAutoresizingMaskIntoConstraints = true
    public var layoutMargins: UIEdgeInsets {
        get { extras?.layoutMargins ?? ViewExtras.defaultLayoutMargins }
        set { extrasMade.layoutMargins = newValue }
    }
    /// Whether a layout pass is due (`UIView+Layout`): a new view is laid out on its first.
    @exclusivity(unchecked) var needsLayout = true

    /// Runs in `layoutIfNeeded()` after `setNeedsLayout()`.
    open func layoutSubviews() {}
    open func updateConstraints() {}
    /// Unknown in both directions unless a subclass says (`UIView.noIntrinsicMetric`).
    open var intrinsicContentSize: CGSize { CGSize(width: -1, height: -1) }
    open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }
    open func sizeToFit() {
        frame.size = sizeThatFits(frame.size)
    }
    /// Never called: there are no nibs or storyboard files to wake views from.
    open func awakeFromNib() {}
    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    open func draw(_ rect: CGRect) {}

    /// Properties every view adds to its snapshot when they differ from UIKit's defaults
    /// (read as the defaults otherwise, see `ElementSnapshot.defaultValues`).
    var appearanceProperties: [(String, _SnapshotValue)] {
        var extras: [(String, _SnapshotValue)] = []
        if alpha != 1 { extras.append(("alpha", .numeric(Double(alpha)))) }
        if let backgroundColor { extras.append(("backgroundColor", .string(backgroundColor.name))) }
        return extras
    }

    /// The snapshot taken when nothing changed since, else a new one from `make`: a session
    /// snapshots the screen after every instant, and most elements stay as they were.
    func cachedSnapshot(_ make: () -> _ElementSnapshot) -> _ElementSnapshot {
        if let snapshotCache, snapshotCache.revision == revision { return snapshotCache.snapshot }
        let snapshot = make().adding(appearanceProperties)
        snapshotCache = (revision, snapshot)
        return snapshot
    }
}

extension UIView: DeallocationReporting {
    /// `rx.deallocated`: sent from `deinit`, replayed to a subscriber that comes too late.
    /// Made when first asked for: most views are never observed, and a subject per view made
    /// and completed on every screen's build and teardown was a tenth of a replay.
    package var deallocation: Observable<Void> {
        if let subject = extras?.deallocationSubject { return subject.asObservable() }
        let subject = ReplaySubject<Void>.create(bufferSize: 1)
        extrasMade.deallocationSubject = subject
        return subject.asObservable()
    }
}

/// What a view keeps of the state few views set: gesture recognizers, its layer, Auto
/// Layout's bookkeeping, tint, transform, margins, the subject of `rx.deallocated`, and a
/// label's attributed text, colour and font. One object made when the first of it is set,
/// rather than a dozen stored fields every view initialises and releases (a screen's cells
/// make and free several views a row, and nearly none of them sets any of this).
final class ViewExtras {
    static let defaultLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    @exclusivity(unchecked) var recognizers: [UIGestureRecognizer] = []
    @exclusivity(unchecked) var layer: CALayer?
    @exclusivity(unchecked) var tintColor: UIColor?
    @exclusivity(unchecked) var transform = CGAffineTransform.identity
    @exclusivity(unchecked) var layoutMargins = ViewExtras.defaultLayoutMargins
    /// The active constraints the view holds, its layout guides and content priorities.
    @exclusivity(unchecked) var constraints: [NSLayoutConstraint] = []
    @exclusivity(unchecked) var guides: [UILayoutGuide] = []
    @exclusivity(unchecked) var hugging = [NSLayoutConstraint.Axis: UILayoutPriority]()
    @exclusivity(unchecked) var compressionResistance = [NSLayoutConstraint.Axis: UILayoutPriority]()
    @exclusivity(unchecked) var deallocationSubject: ReplaySubject<Void>?
    /// A label's attributed text, colour and font (`UILabel`).
    @exclusivity(unchecked) var attributedText: NSAttributedString?
    @exclusivity(unchecked) var textColor: UIColor?
    @exclusivity(unchecked) var font: UIFont?
}

extension UIView {
    /// As `UIView.ContentMode`; layout only.
    public enum ContentMode: Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, center, top, bottom, left, right
    }
}

extension Reactive where Base: UIView {
    public var isHidden: Binder<Bool> {
        Binder(base as UIView) { view, hidden in view.isHidden = hidden }
    }

    public var alpha: Binder<CGFloat> {
        Binder(base as UIView) { view, alpha in view.alpha = alpha }
    }

    public var backgroundColor: Binder<UIColor?> {
        Binder(base as UIView) { view, color in view.backgroundColor = color }
    }

    public var isUserInteractionEnabled: Binder<Bool> {
        Binder(base as UIView) { view, enabled in view.isUserInteractionEnabled = enabled }
    }
}
