import Foundation

// RxCocoa's event tuples that carry a table cell; they need the cell classes, so they live here.
// A collection view's are its `Reactive` extension's (`DisplayCollectionViewCellEvent`).

public typealias WillDisplayCellEvent = (cell: UITableViewCell, indexPath: IndexPath)
public typealias DidEndDisplayingCellEvent = (cell: UITableViewCell, indexPath: IndexPath)
