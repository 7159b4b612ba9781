import Foundation
import RxSwift

/// The sections and items a diffable data source shows, as UIKit's
/// `NSDiffableDataSourceSnapshot`: identifiers in order, each unique. Where UIKit stops the app
/// (an identifier given twice, one the snapshot lacks), the change is skipped and a `log:` line
/// says why.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {

    /// Every section in order, with its items in order.
    private var sections: [(id: SectionIdentifierType, items: [ItemIdentifierType])] = []
    private var sectionSet: Set<SectionIdentifierType> = []
    private var itemSet: Set<ItemIdentifierType> = []
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

    public init() {}

    public var numberOfItems: Int { itemSet.count }
    public var numberOfSections: Int { sections.count }
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.id) }
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        index(of: identifier, in: "numberOfItems(inSection:)").map { sections[$0].items.count } ?? 0
    }

    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        index(of: identifier, in: "itemIdentifiers(inSection:)").map { sections[$0].items } ?? []
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        place(of: identifier).map { sections[$0.section].id }
    }

    /// The item's place among all the snapshot's items.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let place = place(of: identifier) else { return nil }
        return sections.prefix(place.section).reduce(0) { $0 + $1.items.count } + place.item
    }

    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionSet.contains(identifier) ? sections.firstIndex { $0.id == identifier } : nil
    }

    // MARK: Items

    /// Appends to `section`, or to the last section when nil.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let section: Int?
        if let sectionIdentifier {
            section = index(of: sectionIdentifier, in: "appendItems(_:toSection:)")
        } else {
            section = sections.indices.last
            if section == nil { Self.report("appendItems(_:toSection:)", "the snapshot has no sections: append a section first") }
        }
        guard let section else { return }
        let new = unique(identifiers, in: "appendItems(_:toSection:)")
        sections[section].items.append(contentsOf: new)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insert(identifiers, at: beforeIdentifier, offset: 0, in: "insertItems(_:beforeItem:)")
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insert(identifiers, at: afterIdentifier, offset: 1, in: "insertItems(_:afterItem:)")
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let gone = Set(identifiers)
        for missing in gone.subtracting(itemSet) { Self.report("deleteItems(_:)", "no item \(Self.describe(missing))") }
        itemSet.subtract(gone)
        for section in sections.indices { sections[section].items.removeAll { gone.contains($0) } }
    }

    public mutating func deleteAllItems() {
        sections = []
        sectionSet = []
        itemSet = []
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        move(identifier, to: toIdentifier, offset: 0, in: "moveItem(_:beforeItem:)")
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        move(identifier, to: toIdentifier, offset: 1, in: "moveItem(_:afterItem:)")
    }

    /// Marked for the data source to build their cells again when applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItemIdentifiers += known(identifiers, in: "reloadItems(_:)")
    }

    /// Marked for the data source to configure their cells again when applied.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers += known(identifiers, in: "reconfigureItems(_:)")
    }

    // MARK: Sections

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        sections += uniqueSections(identifiers, in: "appendSections(_:)").map { ($0, []) }
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, at: toIdentifier, offset: 0, in: "insertSections(_:beforeSection:)")
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, at: toIdentifier, offset: 1, in: "insertSections(_:afterSection:)")
    }

    /// Deletes the sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            guard let section = index(of: identifier, in: "deleteSections(_:)") else { continue }
            itemSet.subtract(sections[section].items)
            sectionSet.remove(identifier)
            sections.remove(at: section)
        }
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, offset: 0, in: "moveSection(_:beforeSection:)")
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, to: toIdentifier, offset: 1, in: "moveSection(_:afterSection:)")
    }

    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        reloadedSectionIdentifiers += identifiers.filter { index(of: $0, in: "reloadSections(_:)") != nil }
    }

    // MARK: Checks

    /// Says what UIKit would have stopped the app for, and that the change was skipped.
    static func report(_ method: String, _ problem: String) {
        RxSwift.print("NSDiffableDataSourceSnapshot.\(method): \(problem); skipped (UIKit stops the app here)")
    }

    static func describe(_ value: some Hashable) -> String { String(reflecting: value) }

    private func index(of section: SectionIdentifierType, in method: String) -> Int? {
        guard sectionSet.contains(section), let index = sections.firstIndex(where: { $0.id == section }) else {
            Self.report(method, "no section \(Self.describe(section))")
            return nil
        }
        return index
    }

    private func place(of item: ItemIdentifierType) -> (section: Int, item: Int)? {
        guard itemSet.contains(item) else { return nil }
        for (section, content) in sections.enumerated() {
            if let index = content.items.firstIndex(of: item) { return (section, index) }
        }
        return nil
    }

    /// The identifiers not yet in the snapshot, each once, now added to `itemSet`.
    private mutating func unique(_ identifiers: [ItemIdentifierType], in method: String) -> [ItemIdentifierType] {
        var new: [ItemIdentifierType] = []
        for identifier in identifiers {
            guard itemSet.insert(identifier).inserted else {
                Self.report(method, "item \(Self.describe(identifier)) is already in the snapshot")
                continue
            }
            new.append(identifier)
        }
        return new
    }

    private mutating func uniqueSections(_ identifiers: [SectionIdentifierType], in method: String) -> [SectionIdentifierType] {
        identifiers.filter { identifier in
            guard sectionSet.insert(identifier).inserted else {
                Self.report(method, "section \(Self.describe(identifier)) is already in the snapshot")
                return false
            }
            return true
        }
    }

    private func known(_ identifiers: [ItemIdentifierType], in method: String) -> [ItemIdentifierType] {
        identifiers.filter { identifier in
            if itemSet.contains(identifier) { return true }
            Self.report(method, "no item \(Self.describe(identifier))")
            return false
        }
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], at anchor: ItemIdentifierType, offset: Int, in method: String) {
        guard let place = place(of: anchor) else {
            Self.report(method, "no item \(Self.describe(anchor))")
            return
        }
        let new = unique(identifiers, in: method)
        sections[place.section].items.insert(contentsOf: new, at: place.item + offset)
    }

    private mutating func move(_ identifier: ItemIdentifierType, to anchor: ItemIdentifierType, offset: Int, in method: String) {
        guard identifier != anchor else { return }
        guard let from = place(of: identifier) else {
            Self.report(method, "no item \(Self.describe(identifier))")
            return
        }
        guard place(of: anchor) != nil else {
            Self.report(method, "no item \(Self.describe(anchor))")
            return
        }
        sections[from.section].items.remove(at: from.item)
        if let to = place(of: anchor) { sections[to.section].items.insert(identifier, at: to.item + offset) }
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at anchor: SectionIdentifierType, offset: Int, in method: String) {
        guard let index = index(of: anchor, in: method) else { return }
        let new = uniqueSections(identifiers, in: method).map { (id: $0, items: [ItemIdentifierType]()) }
        sections.insert(contentsOf: new, at: index + offset)
    }

    private mutating func moveSection(_ identifier: SectionIdentifierType, to anchor: SectionIdentifierType, offset: Int, in method: String) {
        guard identifier != anchor, let from = index(of: identifier, in: method), index(of: anchor, in: method) != nil else { return }
        let moved = sections.remove(at: from)
        if let to = index(of: anchor, in: method) { sections.insert(moved, at: to + offset) }
    }

    /// Clears the reload marks once applied.
    mutating func clearMarks() {
        reloadedSectionIdentifiers = []
        reloadedItemIdentifiers = []
        reconfiguredItemIdentifiers = []
    }

    /// The item at `indexPath` (section, then item or row), if the snapshot has one.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, sections.indices.contains(indexPath[0]),
              sections[indexPath[0]].items.indices.contains(indexPath[1]) else { return nil }
        return sections[indexPath[0]].items[indexPath[1]]
    }

    /// The index path (section, item) of `identifier`.
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        place(of: identifier).map { IndexPath(indexes: [$0.section, $0.item]) }
    }

    func sectionIdentifier(at index: Int) -> SectionIdentifierType? {
        sections.indices.contains(index) ? sections[index].id : nil
    }

    func itemCount(inSection index: Int) -> Int {
        sections.indices.contains(index) ? sections[index].items.count : 0
    }
}

extension NSDiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
