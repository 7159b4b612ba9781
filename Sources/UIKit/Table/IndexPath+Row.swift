import RxCocoa
import RxSwift
import FoundationEssentials

/// UIKit's table index paths: `IndexPath(row: i, section: 0)`, `indexPath.row`, so seed code
/// ports unchanged. (Foundation's `IndexPath` is used so apps importing Foundation see one type.)
extension IndexPath {
    /// Made as a one-index path with the row appended: a two-index path then holds both
    /// inline, where building it from an array allocated the array first (a table makes
    /// several paths per row on every reload).
    public init(row: Int, section: Int) {
        self = IndexPath(index: section).appending(row)
    }

    /// The row; 0 for a malformed path rather than a crash.
    public var row: Int {
        count == 2 ? self[1] : 0
    }

    public var section: Int {
        count == 2 ? self[0] : 0
    }
}

/// UIKit's collection index paths: `IndexPath(item: i, section: 0)`, `indexPath.item`.
extension IndexPath {
    /// Made as `init(row:section:)` is, without an array.
    public init(item: Int, section: Int) {
        self = IndexPath(index: section).appending(item)
    }

    /// The item; 0 for a malformed path rather than a crash.
    public var item: Int {
        count == 2 ? self[1] : 0
    }
}

extension UITableView {
    /// The index path of the row `index` rows from the top, over every section.
    func indexPath(ofFlat index: Int) -> IndexPath? {
        var remaining = index
        for (section, content) in sections.enumerated() {
            if remaining < content.cells.count { return IndexPath(row: remaining, section: section) }
            remaining -= content.cells.count
        }
        return nil
    }
}
