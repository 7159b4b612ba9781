import RxCocoa
import RxSwift
import UIKit
import XCTest

// What a sectioned data-source library (RxDataSources is one) builds on UIKit and RxCocoa,
// written here in its own words: NSObject data sources with `open` UIKit methods, the
// `Rx…DataSourceType`s, a view protocol adopted by both tables and collections that forwards
// to their batch updates, and picker adapters. That this file compiles is most of the check.

public protocol ShapeSection {
    associatedtype Item
    var header: String { get }
    var items: [Item] { get }
}

struct Letters: ShapeSection {
    let header: String
    let items: [String]
}

open class ShapeTableDataSource<Section: ShapeSection>: NSObject, UITableViewDataSource, @preconcurrency SectionedViewDataSourceType {
    public typealias ConfigureCell = (ShapeTableDataSource<Section>, UITableView, IndexPath, Section.Item) -> UITableViewCell
    let configureCell: ConfigureCell
    private(set) var sections: [Section] = []

    init(configureCell: @escaping ConfigureCell) {
        self.configureCell = configureCell
    }

    func setSections(_ sections: [Section]) { self.sections = sections }

    public func model(at indexPath: IndexPath) throws -> Any { sections[indexPath.section].items[indexPath.row] }

    open func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].items.count }
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        configureCell(self, tableView, indexPath, sections[indexPath.section].items[indexPath.row])
    }
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { sections[section].header }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}

final class ShapeReloadDataSource<Section: ShapeSection>: ShapeTableDataSource<Section>, @preconcurrency RxTableViewDataSourceType {
    typealias Element = [Section]

    func tableView(_ tableView: UITableView, observedEvent: Event<[Section]>) {
        Binder(self) { dataSource, sections in
            dataSource.setSections(sections)
            tableView.reloadData()
        }.on(observedEvent)
    }
}

open class ShapeCollectionDataSource<Section: ShapeSection>: NSObject, UICollectionViewDataSource, @preconcurrency SectionedViewDataSourceType,
    @preconcurrency RxCollectionViewDataSourceType {
    public typealias Element = [Section]
    private(set) var sections: [Section] = []

    public func model(at indexPath: IndexPath) throws -> Any { sections[indexPath.section].items[indexPath.item] }

    open func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].items.count
    }
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        (cell as? TitleCell)?.titleLabel.text = "\(sections[indexPath.section].items[indexPath.item])"
        return cell
    }
    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
    }
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
                             to destinationIndexPath: IndexPath) {}

    open func collectionView(_ collectionView: UICollectionView, observedEvent: Event<[Section]>) {
        guard case .next(let sections) = observedEvent else { return }
        let grew = sections.count - self.sections.count
        let old = self.sections.count
        self.sections = sections
        guard grew > 0 else { return collectionView.reloadData() }
        let updates = {
            collectionView.insertSections(Array(old..<(old + grew)), animationStyle: .automatic)
        }
        if #available(iOS 11, tvOS 11, *) {
            collectionView.performBatchUpdates(updates, completion: nil)
        } else {
            updates()
        }
    }
}

/// The view protocol such a library adopts on both views, over UIKit's batch updates.
protocol ShapeSectionedView {
    func insertItemsAtIndexPaths(_ paths: [IndexPath], animationStyle: UITableView.RowAnimation)
    func deleteItemsAtIndexPaths(_ paths: [IndexPath], animationStyle: UITableView.RowAnimation)
    func moveItemAtIndexPath(_ from: IndexPath, to: IndexPath)
    func reloadItemsAtIndexPaths(_ paths: [IndexPath], animationStyle: UITableView.RowAnimation)
    func insertSections(_ sections: [Int], animationStyle: UITableView.RowAnimation)
    func deleteSections(_ sections: [Int], animationStyle: UITableView.RowAnimation)
    func moveSection(_ from: Int, to: Int)
    func reloadSections(_ sections: [Int], animationStyle: UITableView.RowAnimation)
}

extension UITableView: @preconcurrency ShapeSectionedView {
    func insertItemsAtIndexPaths(_ paths: [IndexPath], animationStyle: UITableView.RowAnimation) { insertRows(at: paths, with: animationStyle) }
    func deleteItemsAtIndexPaths(_ paths: [IndexPath], animationStyle: UITableView.RowAnimation) { deleteRows(at: paths, with: animationStyle) }
    func moveItemAtIndexPath(_ from: IndexPath, to: IndexPath) { moveRow(at: from, to: to) }
    func reloadItemsAtIndexPaths(_ paths: [IndexPath], animationStyle: UITableView.RowAnimation) { reloadRows(at: paths, with: animationStyle) }
    func insertSections(_ sections: [Int], animationStyle: UITableView.RowAnimation) { insertSections(IndexSet(sections), with: animationStyle) }
    func deleteSections(_ sections: [Int], animationStyle: UITableView.RowAnimation) { deleteSections(IndexSet(sections), with: animationStyle) }
    func moveSection(_ from: Int, to: Int) { moveSection(from, toSection: to) }
    func reloadSections(_ sections: [Int], animationStyle: UITableView.RowAnimation) { reloadSections(IndexSet(sections), with: animationStyle) }
}

extension UICollectionView: @preconcurrency ShapeSectionedView {
    func insertItemsAtIndexPaths(_ paths: [IndexPath], animationStyle: UITableView.RowAnimation) { insertItems(at: paths) }
    func deleteItemsAtIndexPaths(_ paths: [IndexPath], animationStyle: UITableView.RowAnimation) { deleteItems(at: paths) }
    func moveItemAtIndexPath(_ from: IndexPath, to: IndexPath) { moveItem(at: from, to: to) }
    func reloadItemsAtIndexPaths(_ paths: [IndexPath], animationStyle: UITableView.RowAnimation) { reloadItems(at: paths) }
    func insertSections(_ sections: [Int], animationStyle: UITableView.RowAnimation) { insertSections(IndexSet(sections)) }
    func deleteSections(_ sections: [Int], animationStyle: UITableView.RowAnimation) { deleteSections(IndexSet(sections)) }
    func moveSection(_ from: Int, to: Int) { moveSection(from, toSection: to) }
    func reloadSections(_ sections: [Int], animationStyle: UITableView.RowAnimation) { reloadSections(IndexSet(sections)) }
}

open class ShapePickerDataSource<Components>: NSObject, UIPickerViewDataSource, @preconcurrency RxPickerViewDataSourceType,
    @preconcurrency SectionedViewDataSourceType {
    public typealias Element = Components
    var components: [[String]] = []
    private let split: (Components) -> [[String]]

    init(split: @escaping (Components) -> [[String]]) {
        self.split = split
    }

    public func model(at indexPath: IndexPath) throws -> Any { components[indexPath.section][indexPath.row] }
    open func numberOfComponents(in pickerView: UIPickerView) -> Int { components.count }
    open func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { components[component].count }
    open func pickerView(_ pickerView: UIPickerView, observedEvent: Event<Components>) {
        Binder(self) { dataSource, components in
            dataSource.components = dataSource.split(components)
            pickerView.reloadAllComponents()
        }.on(observedEvent)
    }
}

final class ShapePickerStringAdapter<Components>: ShapePickerDataSource<Components>, UIPickerViewDelegate {
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        components[component][row]
    }
}

final class SectionedDataSourceShapesTests: XCTestCase {
    func testATableOfSectionsThroughItsOwnViewProtocol() {
        MainActor.assumeIsolated { () -> Void in
            let tableView = UITableView(frame: .zero)
            let dataSource = ShapeReloadDataSource<Letters>(configureCell: { _, tableView, indexPath, letter in
                let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                cell.textLabel?.text = letter
                return cell
            })
            let sections = BehaviorSubject(value: [Letters(header: "A", items: ["a1", "a2"])])
            let bag = DisposeBag()
            sections.bind(to: tableView.rx.items(dataSource: dataSource)).disposed(by: bag)
            dataSource.setSections([Letters(header: "A", items: ["a1", "a2"]), Letters(header: "B", items: ["b1"])])
            let view: ShapeSectionedView = tableView
            view.insertSections([1], animationStyle: .fade)
            XCTAssertEqual(tableView.numberOfSections, 2)
            XCTAssertEqual(tableView.cellForRow(at: IndexPath(row: 0, section: 1))?.textLabel?.text, "b1")
            XCTAssertEqual(tableView._elementSnapshot().rows.map(\.sectionHeader), ["A", nil, "B"])
        }
    }

    func testACollectionOfSectionsGrowsByBatchUpdates() {
        MainActor.assumeIsolated { () -> Void in
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            collectionView.register(TitleCell.self, forCellWithReuseIdentifier: "Cell")
            let sections = BehaviorSubject(value: [Letters(header: "A", items: ["a"])])
            let bag = DisposeBag()
            sections.bind(to: collectionView.rx.items(dataSource: ShapeCollectionDataSource<Letters>())).disposed(by: bag)
            sections.onNext([Letters(header: "A", items: ["a"]), Letters(header: "B", items: ["b", "c"])])
            XCTAssertEqual(collectionView.numberOfItems(inSection: 1), 2)
            XCTAssertEqual(collectionView._elementSnapshot().rows.map(\.title), ["a", "b", "c"])
        }
    }

    func testAPickerAdapterOfComponents() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let picker = UIPickerView(frame: .zero)
            let adapter = ShapePickerStringAdapter<[[String]]>(split: { $0 })
            let bag = DisposeBag()
            Observable.just([["S", "M"], ["red", "blue", "green"]]).bind(to: picker.rx.items(adapter: adapter)).disposed(by: bag)
            XCTAssertEqual(picker.numberOfComponents, 2)
            XCTAssertEqual(picker.numberOfRows(inComponent: 1), 3)
            XCTAssertEqual(try picker.rx.model(at: IndexPath(row: 1, section: 1)) as String, "blue")
        }
    }
}
