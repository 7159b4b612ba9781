/// A screen: a ViewController-like object that builds its controls, binds them to its
/// ViewModel in `viewDidLoad`, and lists its elements (the ids are a contract scripts use).
///
/// `ViewController` implements the plumbing; subclass it rather than conforming directly.
import RxCocoa
import RxSwift

public protocol _Screen: AnyObject {
    /// The registry name, shown as `nav.screen`.
    var name: String { get }
    /// The navigation bar title.
    var title: String? { get }
    /// The elements, in display order.
    var elements: [any _ViewElement] { get }
    /// The screen joined `window` (before its first `viewDidLoad`), or left it (`nil`, after
    /// a pop or a new root), when it should let go of its subscriptions.
    func didMove(to window: _Window?)
    /// Builds the bindings, once, as UIKit's `viewDidLoad`.
    func viewDidLoad()
    /// The screen is about to become, or just became, the visible one; as UIKit's.
    func viewWillAppear(_ animated: Bool)
    func viewDidAppear(_ animated: Bool)
    /// The screen is about to stop, or just stopped, being the visible one; as UIKit's.
    func viewWillDisappear(_ animated: Bool)
    func viewDidDisappear(_ animated: Bool)
}

extension _Screen {
    public func viewWillAppear(_ animated: Bool) {}
    public func viewDidAppear(_ animated: Bool) {}
    public func viewWillDisappear(_ animated: Bool) {}
    public func viewDidDisappear(_ animated: Bool) {}
}

extension _Screen {
    public var elementIDs: [String] { elements.map(\.id) }

    public func element(_ id: String) -> (any _ViewElement)? {
        elements.first { $0.id == id }
    }

    /// This screen's part of the snapshot.
    public func snapshot() -> _ScreenSnapshot {
        _ScreenSnapshot(name: name, title: title ?? "", elements: elements.map { $0._elementSnapshot() })
    }
}
