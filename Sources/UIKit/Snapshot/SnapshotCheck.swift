/// The guard of the snapshot's caches: a view's element snapshot is kept until its `revision`
/// moves, a table's rows until a reload or a change of its cells. `snapshotReadAfresh()` reads
/// the same snapshot with every such cache of the shown elements dropped first; the tests run
/// every script with each instant's snapshot compared to it (`SessionOptions.checksSnapshots`).
extension _Window {
    package func snapshotReadAfresh() -> _Snapshot {
        var layers = navigationStack.viewControllers
        for presented in presentedControllers { layers += Self.screens(of: presented) }
        for screen in layers {
            for element in screen._elements {
                guard let view = element as? UIView else { continue }
                view.snapshotCache = nil
                if let table = view as? UITableView {
                    table.lastSnapshot = nil
                    table.rowCache = nil
                }
            }
        }
        return snapshot()
    }
}
