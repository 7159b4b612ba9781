import Foundation
import RxCocoa

/// The table delegate methods a proxy reports (`tableView.rx.delegate.methodInvoked(.tableViewDidSelectRowAt)`):
/// a table's delegate proxy is its scroll view's, as in RxCocoa.
extension _DelegateMessage where Delegate == UIScrollViewDelegate {
    public static var tableViewWillDisplayCellForRowAt: _DelegateMessage<Delegate, (UITableView, UITableViewCell, IndexPath)> {
        .init("tableView(_:willDisplay:forRowAt:)")
    }
    public static var tableViewDidEndDisplayingCellForRowAt:
        _DelegateMessage<Delegate, (UITableView, UITableViewCell, IndexPath)> {
        .init("tableView(_:didEndDisplaying:forRowAt:)")
    }
    public static var tableViewAccessoryButtonTappedForRowWith: _DelegateMessage<Delegate, (UITableView, IndexPath)> {
        .init("tableView(_:accessoryButtonTappedForRowWith:)")
    }
    public static var tableViewDidHighlightRowAt: _DelegateMessage<Delegate, (UITableView, IndexPath)> {
        .init("tableView(_:didHighlightRowAt:)")
    }
    public static var tableViewDidUnhighlightRowAt: _DelegateMessage<Delegate, (UITableView, IndexPath)> {
        .init("tableView(_:didUnhighlightRowAt:)")
    }
    public static var tableViewDidSelectRowAt: _DelegateMessage<Delegate, (UITableView, IndexPath)> {
        .init("tableView(_:didSelectRowAt:)")
    }
    public static var tableViewDidDeselectRowAt: _DelegateMessage<Delegate, (UITableView, IndexPath)> {
        .init("tableView(_:didDeselectRowAt:)")
    }
    public static var tableViewWillBeginEditingRowAt: _DelegateMessage<Delegate, (UITableView, IndexPath)> {
        .init("tableView(_:willBeginEditingRowAt:)")
    }
    public static var tableViewDidEndEditingRowAt: _DelegateMessage<Delegate, (UITableView, IndexPath?)> {
        .init("tableView(_:didEndEditingRowAt:)")
    }
}

/// The table data-source methods a proxy reports (`tableView.rx.dataSource.methodInvoked(.tableViewCommitForRowAt)`).
extension _DelegateMessage where Delegate == UITableViewDataSource {
    public static var tableViewCommitForRowAt:
        _DelegateMessage<Delegate, (UITableView, UITableViewCell.EditingStyle, IndexPath)> {
        .init("tableView(_:commit:forRowAt:)")
    }
    public static var tableViewMoveRowAtTo: _DelegateMessage<Delegate, (UITableView, IndexPath, IndexPath)> {
        .init("tableView(_:moveRowAt:to:)")
    }
}
