extension UITableView {
    /// The rows the cells show, read again only after a reload or a change to something a
    /// cell's row reads (the sum of their `_rowRevision()`s changed); every time when a cell
    /// cannot tell. The sections and cells are read by index (a `for` over them copied each
    /// section). They are read from a local copy of the array (one retain) because
    /// `_rowRevision()` is the app's to override: a cell that reloads or edits the table from
    /// it cannot free what is being read.
    func currentRows() -> [_RowSnapshot] {
        var revision: UInt64 = 0
        let sections = self.sections
        // Loops, not `withUnsafeBufferPointer` closures: a main-actor closure handed to the
        // standard library is checked at run time, each time it runs, for being on the main
        // actor (Swift 6's dynamic isolation checks), which cost more than the retains saved.
        var known = true
        sections: for index in sections.indices {
            if let headerView = sections[index].headerView { revision &+= headerView.subtreeRevision }
            for cellIndex in sections[index].cells.indices {
                guard let cellRevision = sections[index].cells[cellIndex]._rowRevision() else {
                    known = false
                    break sections
                }
                revision &+= cellRevision
            }
        }
        guard known else { return readRows(keeping: lastSnapshot?.snapshot.rows ?? []) }
        if let rowCache, rowCache.reloads == reloads, rowCache.revision == revision { return rowCache.rows }
        let rows = readRows(keeping: lastSnapshot?.snapshot.rows ?? [])
        rowCache = (reloads, revision, rows)
        return rows
    }

    /// Every row, with its section and header in a table of sections. Read by index from a
    /// local copy of the sections, as `currentRows` reads them.
    /// Rows equal to `kept` (the last snapshot's, a local copy: a cell's row is app code, which
    /// may take the table's snapshot) are `kept` itself: a reload usually shows the rows it
    /// showed, and reading them into a new array to compare it with them made and freed the
    /// array. Each row read is compared as read; at the first that differs, the equal ones
    /// before it are copied from `kept` and the rest appended as read.
    private func readRows(keeping kept: [_RowSnapshot]) -> [_RowSnapshot] {
        let sectioned = isSectioned
        let sections = self.sections
        var count = 0
        for section in sections.indices { count += sections[section].cells.count }
        var reader = KeptRowsReader(kept: kept, count: count)
        // Loops, not closures, as in `currentRows`.
        for section in sections.indices {
            for index in sections[section].cells.indices {
                guard sectioned else {
                    reader.add(sections[section].cells[index]._rowSnapshot())
                    continue
                }
                var row = sections[section].cells[index]._rowSnapshot()
                row.section = section
                row.rowInSection = index
                if index == 0 { row.sectionHeader = sections[section].header }
                reader.add(row)
            }
        }
        return reader.rows()
    }
}

/// The rows read, or the kept ones while every row read equals theirs. A value the reading
/// closures change in place: a local function changing the reader's variables made them boxed
/// and checked for exclusivity at run time, each row.
private struct KeptRowsReader {
    private let kept: [_RowSnapshot]
    private let count: Int
    private var read: [_RowSnapshot] = []
    /// How many rows read so far equal `kept`'s first ones (not copied into `read`); -1 once one
    /// differed, or when the counts differ.
    private var matched: Int

    init(kept: [_RowSnapshot], count: Int) {
        self.kept = kept
        self.count = count
        matched = kept.count == count ? 0 : -1
        if matched < 0 { read.reserveCapacity(count) }
    }

    @inline(__always)
    mutating func add(_ row: consuming _RowSnapshot) {
        if matched >= 0 {
            if matched < kept.count, kept[matched] == row {
                matched += 1
                return
            }
            read.reserveCapacity(count)
            read.append(contentsOf: kept[..<matched])
            matched = -1
        }
        read.append(row)
    }

    func rows() -> [_RowSnapshot] {
        matched >= 0 ? kept : read
    }
}
