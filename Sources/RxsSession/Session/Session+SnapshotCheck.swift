import RxUI

extension Session {
    /// With `SessionOptions.checksSnapshots`: reports when `snapshot` differs from the same
    /// snapshot read without caches; whether reading it so loaded a view.
    func checkAgainstFreshRead(_ snapshot: Snapshot) -> Bool {
        let loads = device.window.viewLoads
        if device.window.snapshotReadAfresh() != snapshot {
            device.window.report("the snapshot at \(time) ms differs from the same snapshot read without caches")
        }
        return device.window.viewLoads != loads
    }

    /// Paths that appear or vanish with a whole screen (`(none) → ""`): `nav.screen` already
    /// says the screen changed, and `show` draws it, so listing every property would be noise.
    nonisolated static func isScreenTransition(_ change: SnapshotChange) -> Bool {
        guard case .value(_, let old, let new) = change else { return false }
        return old == nil || new == nil
    }
}
