/// Something a screen shows: it has an id (the contract scripts address) and produces its
/// part of the snapshot.
public protocol ViewElement: AnyObject {
    var id: String { get }
    func elementSnapshot() -> ElementSnapshot
}

/// The base of every control, as `UIView`: an id and visibility.
///
/// Controls are used on the main scheduler only, as UIKit's are on the main thread.
open class View: ReactiveCompatible {
    /// The element id scripts address (`searchButton`); empty for views inside cells.
    public let id: String
    public var isHidden = false {
        didSet { noteChange() }
    }
    /// Counts the changes of what the view shows: every property its snapshot reads reports
    /// itself here when set, so a snapshot taken at the same count is still true.
    public private(set) var revision: UInt64 = 0
    private var snapshotCache: (revision: UInt64, snapshot: ElementSnapshot)?

    public init(id: String = "") {
        self.id = id
    }

    func noteChange() {
        revision &+= 1
    }

    /// The snapshot taken when nothing changed since, else a new one from `make`: a session
    /// snapshots the screen after every instant, and most elements stay as they were.
    func cachedSnapshot(_ make: () -> ElementSnapshot) -> ElementSnapshot {
        if let snapshotCache, snapshotCache.revision == revision { return snapshotCache.snapshot }
        let snapshot = make()
        snapshotCache = (revision, snapshot)
        return snapshot
    }
}

extension Reactive where Base: View {
    public var isHidden: Binder<Bool> {
        Binder(base) { view, hidden in view.isHidden = hidden }
    }
}

/// A headless image view: the URL of the image it shows.
public final class ImageView: View {
    public var imageURL: String? {
        didSet { noteChange() }
    }
}
