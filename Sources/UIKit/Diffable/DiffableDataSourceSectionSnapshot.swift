import Foundation

/// One section's items as an outline, as UIKit's `NSDiffableDataSourceSectionSnapshot` (iOS
/// 14): items with children, expanded or collapsed. Applied to a section, its visible items
/// (those whose parents are all expanded) are the section's rows, in outline order.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
    /// Depth first: a parent, then its children.
    public private(set) var items: [ItemIdentifierType] = []
    private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var expanded: Set<ItemIdentifierType> = []

    public init() {}

    public var rootItems: [ItemIdentifierType] { items.filter { parents[$0] == nil } }
    public var visibleItems: [ItemIdentifierType] { items.filter(isVisible) }

    public func contains(_ item: ItemIdentifierType) -> Bool { items.contains(item) }
    public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] }
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0
        var current = parents[item]
        while let parent = current {
            level += 1
            current = parents[parent]
        }
        return level
    }

    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard contains(item) else { return false }
        var current = parents[item]
        while let parent = current {
            if !expanded.contains(parent) { return false }
            current = parents[parent]
        }
        return true
    }

    /// `parent`'s descendants (with `parent` itself, as a root, when `includingParent`).
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        var snapshot = NSDiffableDataSourceSectionSnapshot()
        guard let start = index(of: parent) else { return snapshot }
        let subtree = Array(items[start..<end(ofSubtreeAt: start)])
        snapshot.items = includingParent ? subtree : Array(subtree.dropFirst())
        for item in snapshot.items {
            if let itemParent = parents[item], includingParent || itemParent != parent { snapshot.parents[item] = itemParent }
        }
        snapshot.expanded = expanded.intersection(snapshot.items)
        return snapshot
    }

    /// Under `parent` when it is in the snapshot; otherwise (UIKit raises there) as roots, so no
    /// item can become its own ancestor and the outline's walks always end.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        let parentIndex = parent.flatMap(index(of:))
        place(items, at: parentIndex.map(end(ofSubtreeAt:)) ?? self.items.count, parent: parentIndex == nil ? nil : parent)
    }

    public mutating func append(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to parent: ItemIdentifierType? = nil) {
        append(snapshot.rootItems, to: parent)
        for item in snapshot.items where snapshot.parents[item] != nil {
            if let itemParent = snapshot.parents[item] { append([item], to: itemParent) }
        }
        expanded.formUnion(snapshot.expanded)
    }

    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        guard let at = index(of: item) else { return }
        place(items, at: at, parent: parents[item])
    }

    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        guard let at = index(of: item) else { return }
        place(items, at: end(ofSubtreeAt: at), parent: parents[item])
    }

    /// Deletes `items` and their children.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items {
            guard let start = index(of: item) else { continue }
            let removed = start..<end(ofSubtreeAt: start)
            for gone in self.items[removed] {
                parents[gone] = nil
                expanded.remove(gone)
            }
            self.items.removeSubrange(removed)
        }
    }

    public mutating func deleteAll() {
        self = NSDiffableDataSourceSectionSnapshot()
    }

    public mutating func expand(_ items: [ItemIdentifierType]) {
        expanded.formUnion(items.filter(contains))
    }

    public mutating func collapse(_ items: [ItemIdentifierType]) {
        expanded.subtract(items)
    }

    /// The outline as text, one item a line indented by level, as UIKit's.
    public func visualDescription() -> String {
        items.map { String(repeating: "  ", count: level(of: $0)) + "\($0)" }.joined(separator: "\n")
    }

    /// Only items not in the snapshot yet, each once: an item is in the outline once.
    private mutating func place(_ items: [ItemIdentifierType], at index: Int, parent: ItemIdentifierType?) {
        var seen: Set<ItemIdentifierType> = []
        let fresh = items.filter { !contains($0) && seen.insert($0).inserted }
        self.items.insert(contentsOf: fresh, at: index)
        if let parent { for item in fresh { parents[item] = parent } }
    }

    /// The index after the last descendant of the item at `start`.
    private func end(ofSubtreeAt start: Int) -> Int {
        let level = self.level(of: items[start])
        var end = start + 1
        while end < items.count, self.level(of: items[end]) > level { end += 1 }
        return end
    }
}
