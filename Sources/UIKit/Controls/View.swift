import RxCocoa
import RxSwift
import Foundation

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
    @exclusivity(unchecked) package internal(set) var id: String {
        didSet { noteChange() }
    }
    /// As UIKit's; a view shown with no id is addressed by it. Kept aside (`ViewExtras`), as
    /// few views set it.
    public var accessibilityIdentifier: String? {
        get { extras?.accessibilityIdentifier }
        set { if newValue != nil || extras != nil { extrasMade.accessibilityIdentifier = newValue } }
    }
    @exclusivity(unchecked) open var isHidden = false {
        didSet { noteChange() }
    }
    /// Shown as the path `alpha` when not 1.
    @exclusivity(unchecked) open var alpha: CGFloat = 1 {
        didSet { noteChange() }
    }
    /// Shown as the path `backgroundColor` when set. Kept aside (`ViewExtras`), as few views
    /// set it: every view freed the field.
    open var backgroundColor: UIColor? {
        get { extras?.backgroundColor }
        set {
            if newValue != nil || extras != nil { extrasMade.backgroundColor = newValue }
            noteChange()
        }
    }
    /// Accepted and not shown: layout and tinting alone. As UIKit's, never nil when read: the
    /// nearest superview's, else `.systemBlue`.
    open var tintColor: UIColor! {
        get { extras?.tintColor ?? superview?.tintColor ?? .systemBlue }
        set { extrasMade.tintColor = newValue }
    }
    /// In the superview's coordinates (the window's for a view without one); gestures report
    /// their locations through it (`location(in:)`, `convert(_:to:)`). Layout is not simulated:
    /// a frame is what the code set.
    @exclusivity(unchecked) open var frame = CGRect.zero
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
    @exclusivity(unchecked) package private(set) var revision: UInt64 = 0
    @exclusivity(unchecked) var snapshotCache: (revision: UInt64, snapshot: _ElementSnapshot)?
    /// The state few views ever set (`ViewExtras`), made when the first of it is set: a view
    /// that sets none of it (most of a screen's, every plain cell's) stores and frees one
    /// empty reference instead of a dozen fields.
    // Nonisolated (unsafe): `deinit` reads it, on the thread that used the view.
    @exclusivity(unchecked) nonisolated(unsafe) private(set) var extras: ViewExtras?

    /// The side storage, made now if it was not.
    var extrasMade: ViewExtras {
        if let extras { return extras }
        let made = ViewExtras()
        extras = made
        return made
    }

    deinit {
        // A subview this view still holds may outlive it: it must not point here any more. A
        // lone subview's superview is this view (`detach` clears the lone subview when it
        // moves). The array is read in place: iterating it retained it and each subview in
        // turn, and a cell's teardown does this for its content view.
        loneSubview?.superviewReference = nil
        if !subviewList.isEmpty {
            subviewList.withUnsafeBufferPointer { buffer in
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

    /// rxs's: a view with the element id scripts address. A convenience initializer, so a
    /// subclass that overrides UIKit's designated ones (`init(frame:)`, `init?(coder:)`)
    /// inherits it and `init()`, as on iOS.
    public convenience init(id: String = "") {
        self.init(frame: .zero)
        self.id = id
    }

    /// As UIKit's designated initializer; the view has no id (a view inside a cell, or one a
    /// screen does not list).
    public init(frame: CGRect) {
        id = ""
        super.init()
        self.frame = frame
    }

    /// Views are not decoded from archives (there are no nibs or storyboards of views): only
    /// an appearance proxy is made this way (`UIAppearance`), a plain view with no id.
    public required init?(coder: NSCoder) {
        guard coder is AppearanceCoder else { return nil }
        id = ""
        super.init()
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
    // Nonisolated (unsafe): `deinit` reads it, on the thread that used the view.
    @exclusivity(unchecked) nonisolated(unsafe) private var superviewReference: Unmanaged<UIView>?

    /// Whether `view` is this view's superview, compared without taking a reference to it.
    nonisolated private func isSubview(of view: UIView) -> Bool {
        superviewReference?.toOpaque() == Unmanaged.passUnretained(view).toOpaque()
    }

    /// The subviews, back to front. Reading them gives a view holding a lone adopted subview
    /// (`loneSubview`) its array then, as it had before; the table's own readers of a cell's
    /// views go through `subviewCount`, `forEachSubview` and `allSubviews` instead.
    public var subviews: [UIView] {
        makeSubviewList()
        return subviewList
    }
    // Nonisolated (unsafe): `deinit` reads it, on the thread that used the view.
    @exclusivity(unchecked) nonisolated(unsafe) private var subviewList: [UIView] = []
    /// The one subview `adoptNewSubviews` gave a view that had none (a cell its content view),
    /// kept without an array: every cell a table makes had one holding its content view alone,
    /// made and freed with the cell for the table's readers, which do without it. Any other
    /// change, or a read of `subviews`, moves it into `subviewList` first.
    nonisolated private var loneSubview: UIView? {
        get { loneSubviewStorage?.view }
        set { loneSubviewStorage = newValue.map(LoneSubview.init) }
    }
    /// In a struct: a stored `UIView?` in `UIView` made the compiler free it as a linked list,
    /// retaining and checking it for uniqueness in the deinit of every view.
    // Nonisolated (unsafe): `deinit` reads it, on the thread that used the view.
    @exclusivity(unchecked) nonisolated(unsafe) private var loneSubviewStorage: LoneSubview?
    private struct LoneSubview {
        let view: UIView
    }

    /// Moves a lone subview into the array, where every change but adoption works on it.
    private final func makeSubviewList() {
        guard let loneSubview else { return }
        subviewList = Self.subviewArray(holding: loneSubview)
        self.loneSubview = nil
    }

    /// How many subviews the view has, counted without making a lone subview's array.
    final var subviewCount: Int { loneSubview == nil ? subviewList.count : 1 }

    /// Calls `body` with each subview, back to front, without making a lone subview's array.
    /// Inlined, so the loop reads the array in place as iterating `subviews` did.
    @inline(__always)
    final func forEachSubview(_ body: (UIView) -> Void) {
        if let loneSubview { return body(loneSubview) }
        for subview in subviewList { body(subview) }
    }

    /// Whether every subview satisfies `predicate` (true when there are none), likewise.
    @inline(__always)
    final func allSubviews(_ predicate: (UIView) -> Bool) -> Bool {
        if let loneSubview { return predicate(loneSubview) }
        for subview in subviewList where !predicate(subview) { return false }
        return true
    }

    /// Adds `view` on top of the others, moving it from its current superview.
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviewCount)
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        if !view.isSubview(of: self) { view.willMove(toSuperview: self) }
        view.detach()
        makeSubviewList()
        if subviewList.capacity == 0 {
            // The first: an array with room for a few, made holding it (a view with subviews
            // usually gets several, a cell's content view three). Reserving capacity on the
            // empty array went through the standard library's unspecialised buffer growth.
            subviewList = Self.subviewArray(holding: view)
        } else if index >= subviewList.count {
            // Appending is most of it (`addSubview`), and cheaper than a general insert.
            subviewList.append(view)
        } else {
            subviewList.insert(view, at: max(0, index))
        }
        view.superviewReference = Unmanaged.passUnretained(self)
        view.didMoveToSuperview()
        if AppearanceRegistry.anyProxiesMade { view.applyAppearanceProxiesOnJoining() }
        setNeedsLayout()
    }

    /// Makes `first` and `second` this view's subviews while it has none, as adding them one
    /// by one would, without `addSubview`'s checks and calls. For views just made, of UIKit's
    /// own classes (whose `willMove(toSuperview:)` and `didMoveToSuperview()` are UIView's,
    /// which do nothing): a cell's content view and labels, once per cell made. A single view
    /// is kept as the lone subview, without an array. Views already in a superview, or one
    /// view twice, are added one by one.
    func adoptNewSubviews(_ first: UIView, _ second: UIView? = nil) {
        guard subviewCount == 0, first.superviewReference == nil, second?.superviewReference == nil, first !== second else {
            addSubview(first)
            if let second { addSubview(second) }
            return
        }
        first.superviewReference = Unmanaged.passUnretained(self)
        if let second {
            subviewList = Self.subviewArray(holding: first, second)
            second.superviewReference = Unmanaged.passUnretained(self)
        } else {
            loneSubview = first
        }
        setNeedsLayout()
    }

    /// A subviews array holding `first` (then `second`), with room for four views. Made as a
    /// literal of four, whose buffer the compiler allocates itself, less the filler it then
    /// drops: `init(unsafeUninitializedCapacity:)` went through the standard library's
    /// unspecialised buffer allocation, about 240 instructions (every cell a table makes).
    private static func subviewArray(holding first: UIView, _ second: UIView? = nil) -> [UIView] {
        var list = [first, second ?? first, first, first]
        list.removeLast()
        list.removeLast()
        if second == nil { list.removeLast() }
        return list
    }

    open func removeFromSuperview() {
        guard superviewReference != nil else { return }
        willMove(toSuperview: nil)
        detach()
        didMoveToSuperview()
    }

    private func detach() {
        guard let superview = superviewReference?.takeUnretainedValue() else { return }
        if superview.loneSubview === self {
            superview.loneSubview = nil
        } else {
            superview.subviewList.removeAll { $0 === self }
        }
        superviewReference = nil
    }

    open func bringSubviewToFront(_ view: UIView) {
        makeSubviewList()
        guard let index = subviewList.firstIndex(where: { $0 === view }) else { return }
        subviewList.append(subviewList.remove(at: index))
    }

    open func sendSubviewToBack(_ view: UIView) {
        makeSubviewList()
        guard let index = subviewList.firstIndex(where: { $0 === view }) else { return }
        subviewList.insert(subviewList.remove(at: index), at: 0)
    }

    /// True when `point` (in this view's coordinates) is inside its bounds; open, as UIKit's,
    /// for a subclass that widens where it takes touches.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The frontmost deepest view holding `point` (in this view's coordinates) that takes
    /// touches (shown, opaque enough, interactive), as UIKit's; nil when none. For a library's
    /// own questions: rxs delivers a flow's events to the element they name.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(convert(point, to: subview), with: event) { return hit }
        }
        return self
    }

    /// The screen's traits, always light and regular, so `traitCollectionDidChange(_:)` is never called.
    open var traitCollection: UITraitCollection { .screen }
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

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
