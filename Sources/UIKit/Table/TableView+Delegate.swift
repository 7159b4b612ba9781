import RxCocoa

extension UITableView {
    /// `delegate` as a table's delegate, while `delegate` lives.
    var tableDelegate: (any UITableViewDelegate)? {
        guard let object = delegate else { return nil }
        let value = tableDelegateValue
        _fixLifetime(object)
        return value
    }

    /// `delegate` when it is `rx`'s own proxy: a reload asks it per message whether its rows'
    /// calls reach anyone (`delegateToTell`).
    var rxDelegateProxy: RxTableViewDelegateProxy? {
        guard let object = delegate else { return nil }
        let value = rxDelegateProxyValue
        _fixLifetime(object)
        return value
    }

    /// The delegate to tell `message` of each row: none when it is `rx`'s proxy and nothing
    /// hears that message there (no forward delegate, no observer), as UIKit skips a method
    /// the delegate does not respond to.
    func delegateToTell<Arguments>(_ message: _DelegateMessage<UIScrollViewDelegate, Arguments>) -> (any UITableViewDelegate)? {
        // `delegate` read once: the proxy, when set, is `tableDelegate` too.
        guard let object = delegate else { return nil }
        defer { _fixLifetime(object) }
        if let proxy = rxDelegateProxyValue { return proxy._reaches(message) ? proxy : nil }
        return tableDelegateValue
    }
}
