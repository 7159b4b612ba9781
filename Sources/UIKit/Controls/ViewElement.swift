/// Something a screen shows: it has an id (the contract scripts address) and produces its
/// part of the snapshot. Underscored, as UIKit's iOS classes conform: a user's subclass may
/// declare `id` or `elementSnapshot()` of its own.
@preconcurrency @MainActor public protocol _ViewElement: AnyObject {
    var _id: String { get }
    func _elementSnapshot() -> _ElementSnapshot
}

extension _ViewElement where Self: UIView {
    /// A view's element id is its `id`.
    public var _id: String { id }
}

extension _ViewElement {
    /// The element id, as this package reads it.
    package var id: String { _id }
}
