import Foundation
import RxCocoa
import RxSwift
import UIKit

/// How the table animates each kind of change.
public struct AnimationConfiguration {
    public let insertAnimation: UITableView.RowAnimation
    public let reloadAnimation: UITableView.RowAnimation
    public let deleteAnimation: UITableView.RowAnimation

    public init(insertAnimation: UITableView.RowAnimation = .automatic, reloadAnimation: UITableView.RowAnimation = .automatic,
                deleteAnimation: UITableView.RowAnimation = .automatic) {
        self.insertAnimation = insertAnimation
        self.reloadAnimation = reloadAnimation
        self.deleteAnimation = deleteAnimation
    }
}

/// Binds arrays of sections to a table, as RxDataSources' animated data source: the first
/// array reloads the table; each next one is diffed with the last and applied as one batch
/// update (deletions, insertions, moves), then the items whose content changed are reloaded.
open class RxTableViewSectionedAnimatedDataSource<Section: AnimatableSectionModelType>:
    TableViewSectionedDataSource<Section>, RxTableViewDataSourceType {
    public typealias Element = [Section]

    public var animationConfiguration: AnimationConfiguration
    private var dataSet = false

    public init(animationConfiguration: AnimationConfiguration = AnimationConfiguration(),
                configureCell: @escaping ConfigureCell,
                titleForHeaderInSection: @escaping TitleForHeaderInSection = { _, _ in nil }) {
        self.animationConfiguration = animationConfiguration
        super.init(configureCell: configureCell, titleForHeaderInSection: titleForHeaderInSection)
    }

    open func tableView(_ tableView: UITableView, observedEvent: Event<[Section]>) {
        guard case .next(let newSections) = observedEvent else { return }
        guard dataSet, let changes = Changeset(from: sectionModels, to: newSections) else {
            dataSet = true
            setSections(newSections)
            tableView.reloadData()
            return
        }
        setSections(newSections)
        let configuration = animationConfiguration
        tableView.performBatchUpdates({
            tableView.deleteSections(IndexSet(changes.deletedSections), with: configuration.deleteAnimation)
            tableView.insertSections(IndexSet(changes.insertedSections), with: configuration.insertAnimation)
            for move in changes.movedSections { tableView.moveSection(move.from, toSection: move.to) }
            tableView.deleteRows(at: changes.deletedItems, with: configuration.deleteAnimation)
            tableView.insertRows(at: changes.insertedItems, with: configuration.insertAnimation)
            for move in changes.movedItems { tableView.moveRow(at: move.from, to: move.to) }
        }, completion: nil)
        if !changes.updatedItems.isEmpty {
            tableView.reloadRows(at: changes.updatedItems, with: configuration.reloadAnimation)
        }
    }
}
