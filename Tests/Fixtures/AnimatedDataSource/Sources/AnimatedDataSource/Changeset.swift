import Foundation

/// What changed between two arrays of sections, in the terms of a UIKit batch update:
/// deletions in the old sections, insertions and move destinations in the new ones; then the
/// items whose content changed, at their new places (reloaded in a second batch).
public struct Changeset: Equatable {
    public var deletedSections: [Int] = []
    public var insertedSections: [Int] = []
    public var movedSections: [Move<Int>] = []
    public var deletedItems: [IndexPath] = []
    public var insertedItems: [IndexPath] = []
    public var movedItems: [Move<IndexPath>] = []
    public var updatedItems: [IndexPath] = []

    public struct Move<Place: Equatable>: Equatable {
        public let from: Place
        public let to: Place
    }

    /// The changes from `old` to `new`, or nil when identities repeat (no diff can tell the
    /// items apart: the table reloads).
    public init?<Section: AnimatableSectionModelType>(from old: [Section], to new: [Section]) {
        guard let oldSections = Self.places(old.map(\.identity)), let newSections = Self.places(new.map(\.identity)),
              let oldItems = Self.itemPlaces(old), let newItems = Self.itemPlaces(new) else { return nil }
        deletedSections = old.indices.filter { newSections[old[$0].identity] == nil }
        insertedSections = new.indices.filter { oldSections[new[$0].identity] == nil }
        // The surviving sections keep their order but for the fewest moves.
        let survivors = old.indices.compactMap { index in newSections[old[index].identity].map { (index, $0) } }
        let staying = Set(Self.longestIncreasing(survivors.map(\.1)).map { survivors[$0].0 })
        movedSections = survivors.filter { !staying.contains($0.0) }.map { Move(from: $0.0, to: $0.1) }
        let sourceOfNew = Dictionary(uniqueKeysWithValues: survivors.map { ($0.1, $0.0) })

        var candidates: [Int: [(from: IndexPath, to: IndexPath)]] = [:]
        for (section, model) in old.enumerated() where newSections[model.identity] != nil {
            for (row, item) in model.items.enumerated() {
                let from = IndexPath(row: row, section: section)
                guard let to = newItems[item.identity] else {
                    deletedItems.append(from)
                    continue
                }
                // Into an inserted section: the section brings its items.
                guard sourceOfNew[to.section] != nil else {
                    deletedItems.append(from)
                    continue
                }
                if item != new[to.section].items[to.row] { updatedItems.append(to) }
                if sourceOfNew[to.section] != section {
                    movedItems.append(Move(from: from, to: to))
                } else {
                    candidates[to.section, default: []].append((from, to))
                }
            }
        }
        for (_, pairs) in candidates.sorted(by: { $0.key < $1.key }) {
            let staying = Set(Self.longestIncreasing(pairs.map(\.to.row)))
            movedItems += pairs.indices.filter { !staying.contains($0) }.map { Move(from: pairs[$0].from, to: pairs[$0].to) }
        }
        for (section, model) in new.enumerated() where sourceOfNew[section] != nil {
            for (row, item) in model.items.enumerated() {
                let to = IndexPath(row: row, section: section)
                // Kept or moved unless it comes from a deleted section (or from nowhere).
                if let from = oldItems[item.identity], newSections[old[from.section].identity] != nil { continue }
                insertedItems.append(to)
            }
        }
        updatedItems.sort()
    }

    /// Each identity's index, or nil when one repeats.
    private static func places<Identity: Hashable>(_ identities: [Identity]) -> [Identity: Int]? {
        var places: [Identity: Int] = [:]
        for (index, identity) in identities.enumerated() {
            guard places.updateValue(index, forKey: identity) == nil else { return nil }
        }
        return places
    }

    private static func itemPlaces<Section: AnimatableSectionModelType>(_ sections: [Section])
        -> [Section.Item.Identity: IndexPath]? {
        var places: [Section.Item.Identity: IndexPath] = [:]
        for (section, model) in sections.enumerated() {
            for (row, item) in model.items.enumerated() {
                guard places.updateValue(IndexPath(row: row, section: section), forKey: item.identity) == nil else { return nil }
            }
        }
        return places
    }

    /// The positions of a longest strictly increasing subsequence of `values` (patience sorting).
    static func longestIncreasing(_ values: [Int]) -> [Int] {
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var result: [Int] = []
        var current = tails.last ?? -1
        while current >= 0 {
            result.append(current)
            current = previous[current]
        }
        return result.reversed()
    }
}
