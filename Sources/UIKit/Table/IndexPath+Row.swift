import RxCocoa
import RxSwift
import FoundationEssentials

/// UIKit's table index paths: `IndexPath(row: i, section: 0)`, `indexPath.row`, so seed code
/// ports unchanged. (Foundation's `IndexPath` is used so apps importing Foundation see one type.)
extension IndexPath {
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
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
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The item; 0 for a malformed path rather than a crash.
    public var item: Int {
        count == 2 ? self[1] : 0
    }
}
