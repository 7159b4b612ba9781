import Foundation

/// Told which rows the table will show soon, as `UITableViewDataSourcePrefetching`. Headless,
/// every row is shown at once: the table tells it nothing by itself; `rx.prefetchRows`
/// reports the calls an app or a test makes.
@preconcurrency @MainActor public protocol UITableViewDataSourcePrefetching: AnyObject {
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
