/// A delegate method a proxy reports, typed by its arguments: what RxCocoa names with a
/// `Selector` (`#selector(UITableViewDelegate.tableView(_:didSelectRowAt:))`), which Linux has
/// not. Only the methods rxs's proxies implement have one (UIKit declares them as static
/// members, `.tableViewDidSelectRowAt`), so `methodInvoked` cannot name a method no proxy
/// sends, and its elements are the method's arguments, in order, as a tuple.
///
///     tableView.rx.delegate.methodInvoked(.tableViewDidSelectRowAt)
///         .map { tableView, indexPath in indexPath }
public struct _DelegateMessage<Delegate, Arguments>: Hashable, Sendable, CustomStringConvertible {
    /// The method as Swift spells it, `tableView(_:didSelectRowAt:)`.
    public let name: String

    package init(_ name: String) {
        self.name = name
    }

    public var description: String { name }
}
