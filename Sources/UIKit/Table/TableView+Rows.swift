extension UITableView {
    /// The rows the cells show, read again only after a reload or a change to something a
    /// cell's row reads (the sum of their `_rowRevision()`s changed); every time when a cell
    /// cannot tell. The sections and cells are read in place (`withUnsafeBufferPointer`): a
    /// `for` over them copied each section and retained every cell, at every snapshot. They are
    /// read from a local copy of the array (one retain) because `_rowRevision()` is the app's to
    /// override: a cell that reloads or edits the table from it cannot free what is being read.
    func currentRows() -> [_RowSnapshot] {
        var revision: UInt64 = 0
        let sections = self.sections
        let known = sections.withUnsafeBufferPointer { sections in
            for index in sections.indices {
                if let headerView = sections[index].headerView { revision &+= headerView.subtreeRevision }
                let known = sections[index].cells.withUnsafeBufferPointer { cells in
                    for cellIndex in cells.indices {
                        // The local `sections` holds every cell while this runs: each is asked
                        // without a retain and a release (two of the table's check's calls).
                        let cell = Unmanaged.passUnretained(cells[cellIndex])
                        guard let cellRevision = cell._withUnsafeGuaranteedRef({ $0._rowRevision() }) else { return false }
                        revision &+= cellRevision
                    }
                    return true
                }
                if !known { return false }
            }
            return true
        }
        guard known else { return readRows() }
        if let rowCache, rowCache.reloads == reloads, rowCache.revision == revision { return rowCache.rows }
        let rows = readRows()
        rowCache = (reloads, revision, rows)
        return rows
    }

    /// Every row, with its section and header in a table of sections. Read in place from a
    /// local copy of the sections, as `currentRows` reads them, each cell asked without a retain.
    private func readRows() -> [_RowSnapshot] {
        let sectioned = isSectioned
        let sections = self.sections
        var rows: [_RowSnapshot] = []
        rows.reserveCapacity(sections.reduce(0) { $0 + $1.cells.count })
        sections.withUnsafeBufferPointer { sections in
            for section in sections.indices {
                sections[section].cells.withUnsafeBufferPointer { cells in
                    for index in cells.indices {
                        let cell = Unmanaged.passUnretained(cells[index])
                        guard sectioned else {
                            // Appended as returned: a row kept in a local var was copied into the array.
                            rows.append(cell._withUnsafeGuaranteedRef { $0._rowSnapshot() })
                            continue
                        }
                        var row = cell._withUnsafeGuaranteedRef { $0._rowSnapshot() }
                        row.section = section
                        row.rowInSection = index
                        if index == 0 { row.sectionHeader = sections[section].header }
                        rows.append(row)
                    }
                }
            }
        }
        return rows
    }
}
