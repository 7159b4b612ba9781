import Foundation
import RxCocoa
import RxSwift

/// The data-source proxy of tables, as RxCocoa's: `rx.items` binds its data source here, and
/// `rx.itemDeleted`, `rx.itemInserted` and `rx.itemMoved` come from it. With no data source to
/// forward to, the table has no rows.
open class RxTableViewDataSourceProxy: DelegateProxy<UITableView, UITableViewDataSource>, @preconcurrency DelegateProxyType,
    UITableViewDataSource {
    /// Read as a weak reference is, without giving the table a side table.
    public var tableView: UITableView? { tableViewReference.object }
    private let tableViewReference: TryRetainedReference<UITableView>
    private let empty = EmptyTableViewDataSource()
    /// The forward data source as its protocol, kept by `setForwardToDelegate` as RxCocoa's
    /// proxy keeps its required methods' data source: a table asks it for every row, and
    /// `forwardToDelegate()` made an `Optional` of the generic delegate type on each call.
    /// Held as a weak reference is, without giving it a side table: `forwardValue` is read only
    /// while `forwardObject`'s object is retained.
    nonisolated private var forwardDataSource: UITableViewDataSource? {
        get {
            TryRetainedReference<AnyObject>.whileRetained(forwardObject?.handle) { forwardValue }
        }
        set {
            forwardObject = newValue.map { TryRetainedReference($0 as AnyObject) }
            forwardValue = newValue
        }
    }
    // Nonisolated (unsafe), with the state beside it: RxCocoa's nonisolated `setForwardToDelegate` override sets it, on the view's thread.
    @exclusivity(unchecked) nonisolated(unsafe) private var forwardObject: TryRetainedReference<AnyObject>?
    @exclusivity(unchecked) nonisolated(unsafe) private unowned(unsafe) var forwardValue: UITableViewDataSource?
    /// Counts the forward data sources set: a reload asks the one it read until this moves
    /// (`UITableView.appendCells`).
    @exclusivity(unchecked) nonisolated(unsafe) private(set) var forwardChanges: UInt64 = 0
    /// The forward data source when kept strongly (`retainDelegate`, as `rx.items` sets it).
    @exclusivity(unchecked) nonisolated(unsafe) private(set) var retainedDataSource: RetainedDataSource?

    public init(tableView: UITableView) {
        tableViewReference = TryRetainedReference(tableView)
        super.init(parentObject: tableView, delegateProxy: RxTableViewDataSourceProxy.self)
    }

    public static func registerKnownImplementations() {
        RxTableViewDataSourceProxy.register { RxTableViewDataSourceProxy(tableView: $0) }
    }

    open override func setForwardToDelegate(_ delegate: UITableViewDataSource?, retainDelegate: Bool) {
        forwardDataSource = delegate
        forwardChanges &+= 1
        retainedDataSource = retainDelegate ? delegate.map(RetainedDataSource.init) : nil
        _setForwardToDelegate(delegate, as: delegate, retainDelegate: retainDelegate)
    }

    private var answering: UITableViewDataSource { forwardDataSource ?? empty }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        answering.tableView(tableView, numberOfRowsInSection: section)
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        answering.tableView(tableView, cellForRowAt: indexPath)
    }

    open func numberOfSections(in tableView: UITableView) -> Int {
        answering.numberOfSections(in: tableView)
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        answering.tableView(tableView, titleForHeaderInSection: section)
    }

    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        answering.tableView(tableView, titleForFooterInSection: section)
    }

    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        answering.tableView(tableView, canEditRowAt: indexPath)
    }

    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        answering.tableView(tableView, canMoveRowAt: indexPath)
    }

    open func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        answering.sectionIndexTitles(for: tableView)
    }

    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        answering.tableView(tableView, sectionForSectionIndexTitle: title, at: index)
    }

    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                        forRowAt indexPath: IndexPath) {
        _forward(.tableViewCommitForRowAt, (tableView, editingStyle, indexPath)) {
            $0.tableView(tableView, commit: editingStyle, forRowAt: indexPath)
        }
    }

    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        _forward(.tableViewMoveRowAtTo, (tableView, sourceIndexPath, destinationIndexPath)) {
            $0.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
        }
    }
}

/// A data source kept strongly, in a constant: a call through it needs no retain of its own.
final class RetainedDataSource {
    let dataSource: any UITableViewDataSource
    /// The same data source when it builds a row's cell from the row alone (`rx.items`' array
    /// data source), cast once here: a reload then makes no index path per row.
    let rowCells: (any RowCellSource)?

    init(_ dataSource: any UITableViewDataSource) {
        self.dataSource = dataSource
        rowCells = dataSource as? any RowCellSource
    }
}

/// A table data source with no rows, for a proxy with nothing to forward to.
private final class EmptyTableViewDataSource: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
}
