import Foundation

/// A collection's registered cell and supplementary-view classes, and the views it keeps for reuse.
extension UICollectionView {
    /// A cell taken off the collection before (after its `prepareForReuse()`), else a new one
    /// of the class registered for `identifier`, made by its own initializer (a plain cell
    /// when none is registered: UIKit would stop the app).
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let cellClass = cellClasses[identifier] ?? UICollectionViewCell.self
        if let cell = reusableCells[identifier]?.popLast(), type(of: cell) == cellClass {
            cell.prepareForReuse()
            return cell
        }
        return cellClass.init(_reuseIdentifier: identifier)
    }

    /// A header or footer of the class registered for `elementKind` and `identifier`.
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> UICollectionReusableView {
        let key = elementKind + "\u{0}" + identifier
        let viewClass = supplementaryClasses[key] ?? UICollectionReusableView.self
        if let view = reusableViews[key]?.popLast(), type(of: view) == viewClass {
            view.prepareForReuse()
            return view
        }
        let view = viewClass.init(_reuseIdentifier: identifier)
        kinds[ObjectIdentifier(view)] = elementKind
        return view
    }
}
