import Foundation

/// The changes of a batch update of a table or collection, as UIKit records them between
/// `beginUpdates()` and `endUpdates()`: deletions, reloads and move sources count in the
/// sections and rows before the update, insertions and move destinations in those after.
struct BatchUpdates {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var deletedRows: [IndexPath] = []
    var insertedRows: [IndexPath] = []
    var reloadedRows: [IndexPath] = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []

    /// Where each row after the update comes from.
    enum Origin: Equatable {
        /// The row (cell) that was at this section and row before the update.
        case old(section: Int, row: Int)
        /// A new row (inserted or reloaded): its cell is asked of the data source.
        case fresh
    }

    /// The words of a view's messages: a table's rows, a collection's items.
    struct Vocabulary {
        let row: String
        let view: String

        static let table = Vocabulary(row: "row", view: "table view")
        static let collection = Vocabulary(row: "item", view: "collection view")
    }

    /// An update the data source contradicts, with UIKit's explanation.
    struct Inconsistency: Error, Equatable, CustomStringConvertible {
        let description: String
    }

    /// The rows after the update, by section, given the row counts of each section before
    /// (`old`) and after (`new`, the data source's): as UIKit checks them, counts included.
    func plan(old: [Int], new: [Int], _ words: Vocabulary) throws(Inconsistency) -> [[Origin]] {
        // A path named twice counts once, as in UIKit.
        var updates = self
        updates.deletedRows = Array(Set(deletedRows)).sorted()
        updates.insertedRows = Array(Set(insertedRows)).sorted()
        updates.reloadedRows = Array(Set(reloadedRows)).sorted()
        return try updates.planOnce(old: old, new: new, words)
    }

    private func planOnce(old: [Int], new: [Int], _ words: Vocabulary) throws(Inconsistency) -> [[Origin]] {
        let sources = try sectionSources(old: old.count, new: new.count, words)
        try checkRowPaths(old: old, new: new, words)
        let reloaded = Set(reloadedRows)
        var result: [[Origin]] = []
        for (section, source) in sources.enumerated() {
            var slots = [Origin?](repeating: nil, count: new[section])
            for path in insertedRows where path.section == section { slots[path.row] = .fresh }
            for move in movedRows where move.to.section == section {
                slots[move.to.row] = .old(section: move.from.section, row: move.from.row)
            }
            var kept: [Origin] = []
            if let source, !reloadedSections.contains(source) {
                let gone = Set(deletedRows.filter { $0.section == source }.map(\.row))
                    .union(movedRows.filter { $0.from.section == source }.map(\.from.row))
                kept = (0..<old[source]).filter { !gone.contains($0) }.map { row in
                    reloaded.contains(IndexPath(row: row, section: source)) ? .fresh : .old(section: source, row: row)
                }
                let inserted = insertedRows.filter { $0.section == section }.count
                let movedIn = movedRows.filter { $0.to.section == section }.count
                let movedOut = movedRows.filter { $0.from.section == source }.count
                let deleted = deletedRows.filter { $0.section == source }.count
                guard new[section] == old[source] + inserted - deleted + movedIn - movedOut else {
                    let rows = words.row + "s"
                    throw Inconsistency(description: """
                        Invalid update: invalid number of \(rows) in section \(section). The number of \(rows) \
                        contained in an existing section after the update (\(new[section])) must be equal to the \
                        number of \(rows) contained in that section before the update (\(old[source])), plus or \
                        minus the number of \(rows) inserted or deleted from that section (\(inserted) inserted, \
                        \(deleted) deleted) and plus or minus the number of \(rows) moved into or out of that \
                        section (\(movedIn) moved in, \(movedOut) moved out).
                        """)
                }
            }
            var remaining = kept[...]
            result.append(slots.map { slot in slot ?? remaining.popFirst() ?? .fresh })
        }
        return result
    }

    /// For each section after the update, the section it was before (nil: inserted).
    private func sectionSources(old: Int, new: Int, _ words: Vocabulary) throws(Inconsistency) -> [Int?] {
        for section in deletedSections where section >= old {
            throw Inconsistency(description: "attempt to delete section \(section), but there are only \(old) sections before the update")
        }
        for section in reloadedSections where section >= old {
            throw Inconsistency(description: "attempt to reload section \(section), but there are only \(old) sections before the update")
        }
        for section in insertedSections where section >= new {
            throw Inconsistency(description: "attempt to insert section \(section) but there are only \(new) sections after the update")
        }
        for move in movedSections {
            if move.from < 0 || move.to < 0 || move.from >= old || move.to >= new {
                throw Inconsistency(description: """
                    attempt to move section \(move.from) to section \(move.to), but there are \(old) sections before \
                    the update and \(new) after
                    """)
            }
            if deletedSections.contains(move.from) {
                throw Inconsistency(description: "attempt to delete and move the same section (\(move.from))")
            }
        }
        let inserted = insertedSections.count, deleted = deletedSections.count
        guard new == old + inserted - deleted else {
            throw Inconsistency(description: """
                Invalid update: invalid number of sections. The number of sections contained in the \(words.view) \
                after the update (\(new)) must be equal to the number of sections contained in the \(words.view) \
                before the update (\(old)), plus or minus the number of sections inserted or deleted (\(inserted) \
                inserted, \(deleted) deleted).
                """)
        }
        var slots = [Int??](repeating: nil, count: new)
        for section in insertedSections { slots[section] = .some(nil) }
        for move in movedSections {
            guard slots[move.to] == nil else {
                throw Inconsistency(description: "attempt to move a section to section \(move.to), which is inserted or another's destination")
            }
            slots[move.to] = .some(move.from)
        }
        let movedAway = Set(movedSections.map(\.from))
        var survivors = (0..<old).filter { !deletedSections.contains($0) && !movedAway.contains($0) }[...]
        return slots.map { slot in slot ?? survivors.popFirst() }
    }

    private func checkRowPaths(old: [Int], new: [Int], _ words: Vocabulary) throws(Inconsistency) {
        let row = words.row
        func checkOld(_ path: IndexPath, _ verb: String, _ preposition: String) throws(Inconsistency) {
            guard old.indices.contains(path.section) else {
                throw Inconsistency(description: """
                    attempt to \(verb) \(row) \(path.row) \(preposition) section \(path.section), but there are only \
                    \(old.count) sections before the update
                    """)
            }
            guard path.row >= 0, path.row < old[path.section] else {
                throw Inconsistency(description: """
                    attempt to \(verb) \(row) \(path.row) \(preposition) section \(path.section) which only contains \
                    \(old[path.section]) \(row)s before the update
                    """)
            }
        }
        func checkNew(_ path: IndexPath, _ verb: String, _ preposition: String) throws(Inconsistency) {
            guard new.indices.contains(path.section) else {
                throw Inconsistency(description: """
                    attempt to \(verb) \(row) \(path.row) \(preposition) section \(path.section), but there are only \
                    \(new.count) sections after the update
                    """)
            }
            guard path.row >= 0, path.row < new[path.section] else {
                throw Inconsistency(description: """
                    attempt to \(verb) \(row) \(path.row) \(preposition) section \(path.section), but there are only \
                    \(new[path.section]) \(row)s in section \(path.section) after the update
                    """)
            }
        }
        for path in deletedRows { try checkOld(path, "delete", "from") }
        for path in reloadedRows { try checkOld(path, "reload", "in") }
        for path in insertedRows { try checkNew(path, "insert", "into") }
        for move in movedRows {
            try checkOld(move.from, "move", "from")
            try checkNew(move.to, "move", "to")
        }
        if let path = Set(deletedRows).intersection(reloadedRows).sorted().first {
            throw Inconsistency(description: "attempt to delete and reload the same index path (section \(path.section), \(row) \(path.row))")
        }
        let destinations = insertedRows + movedRows.map(\.to)
        if let path = Dictionary(grouping: destinations, by: { $0 }).filter({ $0.value.count > 1 }).keys.sorted().first {
            throw Inconsistency(description: "attempt to insert or move more than one \(row) to the same index path (section \(path.section), \(row) \(path.row))")
        }
    }
}
