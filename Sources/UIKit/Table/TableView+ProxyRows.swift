import FoundationEssentials

extension UITableView {
    /// `rx`'s own proxy when it is `dataSource` (not a subclass, which may override its
    /// methods): a reload may then ask its forward data source for the rows itself.
    static func rxProxy(_ dataSource: any UITableViewDataSource) -> RxTableViewDataSourceProxy? {
        guard let proxy = dataSource as? RxTableViewDataSourceProxy,
              type(of: proxy) == RxTableViewDataSourceProxy.self else { return nil }
        return proxy
    }

    /// The row counts of `dataSource`'s sections into `counts` (emptied first) and a section
    /// with its title for each into `headers`. Through `rx`'s proxy, `rx.items`' array data
    /// source has one section of its elements' count with no title (UIKit's defaults, which
    /// it keeps): read from it, without the proxy's three calls to it.
    func readSections(of dataSource: any UITableViewDataSource, proxy: RxTableViewDataSourceProxy?,
                      counts: inout [Int], headers: inout [Section]) {
        if let rowCells = proxy?.retainedDataSource?.rowCells {
            counts.removeAll(keepingCapacity: true)
            counts.append(max(0, rowCells.rowCount))
            headers.append(Section())
            return
        }
        readRowCounts(of: dataSource, into: &counts)
        for section in counts.indices { headers.append(header(of: section, from: dataSource)) }
    }

    /// Appends the cells of `section`'s first `count` rows from `dataSource`, which is `proxy`
    /// when that is set. The proxy reads its forward data source, held weakly, for every row;
    /// here the one it keeps strongly (`retainedDataSource`) is asked until the proxy is given
    /// another (`forwardChanges`), and let go of then, where the proxy's call let go of it.
    func appendCells(ofSection section: Int, count: Int, from dataSource: any UITableViewDataSource,
                     proxy: RxTableViewDataSourceProxy?, to cells: inout [UITableViewCell]) {
        guard let proxy else {
            for row in 0..<count { cells.append(dataSource.tableView(self, cellForRowAt: IndexPath(row: row, section: section))) }
            return
        }
        var row = 0
        while row < count {
            let changes = proxy.forwardChanges
            guard let retained = proxy.retainedDataSource else {
                // Held weakly: the proxy reads it for the row, as before.
                cells.append(proxy.tableView(self, cellForRowAt: IndexPath(row: row, section: section)))
                row += 1
                continue
            }
            if let rowCells = retained.rowCells {
                // Its `cellForRowAt` reads the row alone: asked by row, with no index path made.
                repeat {
                    cells.append(rowCells.cell(forRow: row, in: self))
                    row += 1
                } while row < count && proxy.forwardChanges == changes
                continue
            }
            repeat {
                cells.append(retained.dataSource.tableView(self, cellForRowAt: IndexPath(row: row, section: section)))
                row += 1
            } while row < count && proxy.forwardChanges == changes
        }
    }
}
