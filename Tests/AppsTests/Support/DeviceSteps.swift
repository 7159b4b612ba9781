import Apps
import RxUI

/// Reading and driving a device as a script does.
extension Device {
    /// The snapshot value at `path` (`table[0].title`, `alert.visible`, …) now.
    func snapshotValue(_ path: String) throws -> SnapshotValue {
        try window.snapshot().value(at: path)
    }

    /// Runs a user action, then everything due now (as the session does after each line).
    func perform(_ action: (Window) throws -> Void) rethrows {
        try action(window)
        scheduler.runDue()
    }

    /// The titles of the top screen's table rows.
    func rowTitles() throws -> [String] {
        let count = try snapshotValue("table.count").intValue ?? 0
        return try (0..<count).map { try snapshotValue("table[\($0)].title").stringValue ?? "" }
    }
}
