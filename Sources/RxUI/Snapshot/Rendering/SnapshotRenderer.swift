/// Turns a snapshot into text for a person or a machine.
///
/// `previous` is the snapshot the reader saw last; the diff renderer shows what changed since
/// then, the others draw `snapshot` alone. Reporters elsewhere follow the same shape.
public protocol SnapshotRenderer: Sendable {
    func render(_ snapshot: Snapshot, previous: Snapshot?) -> String
}

extension SnapshotRenderer {
    public func render(_ snapshot: Snapshot) -> String {
        render(snapshot, previous: nil)
    }
}
