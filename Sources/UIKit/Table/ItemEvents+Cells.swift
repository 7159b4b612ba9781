import Foundation

// RxCocoa's event tuples that carry a cell; they need the cell classes, so they live here.

public typealias WillDisplayCellEvent = (cell: UITableViewCell, indexPath: IndexPath)
public typealias DidEndDisplayingCellEvent = (cell: UITableViewCell, indexPath: IndexPath)
public typealias WillDisplayCollectionViewCellEvent = (cell: UICollectionViewCell, at: IndexPath)
public typealias DidEndDisplayingCollectionViewCellEvent = (cell: UICollectionViewCell, at: IndexPath)
public typealias WillDisplaySupplementaryViewEvent = (supplementaryView: UICollectionReusableView, elementKind: String, at: IndexPath)
public typealias DidEndDisplayingSupplementaryViewEvent = (supplementaryView: UICollectionReusableView, elementKind: String, at: IndexPath)
