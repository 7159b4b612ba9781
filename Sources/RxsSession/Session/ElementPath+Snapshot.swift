import RxUI
import RxsScript

extension ElementPath {
    /// The path as the snapshot reads it. A parsed path's parts are identifiers and row
    /// numbers, which the snapshot's grammar reads back as they are, so they are handed over
    /// without spelling the path and parsing it again; a path made otherwise is.
    var snapshotPath: SnapshotPath {
        get throws(PathError) {
            guard ASCII.isIdentifier(element), ASCII.isIdentifier(property), (row ?? 0) >= 0, (section ?? 0) >= 0,
                  section == nil || row != nil else {
                return try SnapshotPath(parsing: description)
            }
            return SnapshotPath(id: element, section: section, row: row, property: property)
        }
    }
}
