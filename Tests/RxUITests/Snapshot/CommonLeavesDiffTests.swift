import RxUI
import XCTest

/// The diff compares the `nav` and overlay leaves one by one only when the fields they read
/// differ: what it lists for them must be every leaf whose value differs, in listing order.
final class CommonLeavesDiffTests: XCTestCase {
    /// Snapshots differing in every field a common leaf reads, alone and together.
    private var variants: [Snapshot] {
        let search = ScreenSnapshot(name: "search", title: "Search")
        let results = ScreenSnapshot(name: "results", title: "rxswift")
        let retitled = ScreenSnapshot(name: "results", title: "rx")
        let alert = AlertSnapshot(title: "Error", message: "offline", buttons: ["OK"])
        var list: [Snapshot] = [
            Snapshot(),
            Snapshot(screens: [search]),
            Snapshot(screens: [search, results]),
            Snapshot(screens: [search, retitled]),
            Snapshot(screens: [results]),
            Snapshot(screens: [search], modals: [ModalSnapshot(style: "pageSheet", screens: [ScreenSnapshot(name: "sheet", title: "Sheet")])]),
            Snapshot(screens: [search], alert: alert),
            Snapshot(screens: [search], alert: AlertSnapshot(title: "Error", message: "offline", buttons: ["OK", "Retry"])),
            Snapshot(screens: [search], alert: AlertSnapshot(title: nil, message: "offline", buttons: ["OK"])),
            Snapshot(screens: [search], alert: AlertSnapshot(title: "Error", message: nil, buttons: ["OK"])),
            Snapshot(screens: [search], hudVisible: true),
            Snapshot(screens: [search], networkActivityVisible: true),
            Snapshot(screens: [search], openedURL: "https://example.com"),
            Snapshot(screens: [search], openedURL: "https://example.org"),
        ]
        list.append(Snapshot(time: 500, screens: [search, results], alert: alert, hudVisible: true,
                             networkActivityVisible: true, openedURL: "https://example.com"))
        return list
    }

    func testCommonLeavesChangeExactlyWhereTheirValuesDiffer() {
        let variants = variants
        var pairsWithChanges = 0
        for old in variants {
            for new in variants {
                let oldValues = old.commonValues.filter { $0.path != "time.ms" }
                let newValues = new.commonValues.filter { $0.path != "time.ms" }
                let expected = zip(oldValues, newValues).filter { $0.value != $1.value }.map {
                    SnapshotChange.value(path: $0.path, old: $0.value, new: $1.value)
                }
                let listed = SnapshotDiff.changes(from: old, to: new).filter { change in
                    guard case .value(let path, _, _) = change else { return false }
                    return oldValues.contains { $0.path == path }
                }
                XCTAssertEqual(listed, expected, "\(old) → \(new)")
                if !expected.isEmpty { pairsWithChanges += 1 }
            }
        }
        XCTAssertEqual(pairsWithChanges, variants.count * (variants.count - 1), "every two variants differ in some leaf")
    }
}
