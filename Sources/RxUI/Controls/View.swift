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
    public var isHidden = false

    public init(id: String = "") {
        self.id = id
    }
}

extension Reactive where Base: View {
    public var isHidden: Binder<Bool> {
        Binder(base) { view, hidden in view.isHidden = hidden }
    }
}

/// A headless image view: the URL of the image it shows.
public final class ImageView: View {
    public var imageURL: String?
}
