/// A screen: a ViewController-like object that builds its controls, binds them to its
/// ViewModel in `viewDidLoad`, and lists its elements (the ids are a contract scripts use).
///
/// `UIViewController` implements the plumbing; subclass it rather than conforming directly.
/// The members are underscored so that a controller written as iOS code may use the names.
import RxCocoa
import RxSwift

@preconcurrency @MainActor public protocol _Screen: AnyObject {
    /// The registry name, shown as `nav.screen`.
    var _name: String { get }
    /// The navigation bar title.
    var title: String? { get }
    /// The elements, in display order.
    var _elements: [any _ViewElement] { get }
    /// The screen joined `window` (before its first `viewDidLoad`), or left it (`nil`, after
    /// a pop or a new root), when it should let go of its subscriptions.
    func _didMove(to window: _Window?)
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
    public var _elementIDs: [String] { _elements.map(\.id) }

    public func _element(_ id: String) -> (any _ViewElement)? {
        // A loop, not `first(where:)`: a main-actor closure handed to the standard library is
        // checked at run time for being on the main actor, each time it runs.
        for element in _elements where element.id == id { return element }
        return nil
    }

    /// This screen's part of the snapshot.
    public func _snapshot() -> _ScreenSnapshot {
        _ScreenSnapshot(name: _name, title: title ?? "", elements: _mapShortList(_elements) { $0._elementSnapshot() })
    }
}
