/// Turns a snapshot into text for a person or a machine.
///
/// `previous` is the snapshot the reader saw last; the diff renderer shows what changed since
/// then, the others draw `snapshot` alone. Reporters elsewhere follow the same shape.
import RxCocoa
import RxSwift

public protocol _SnapshotRenderer: Sendable {
    func render(_ snapshot: _Snapshot, previous: _Snapshot?) -> String
}

extension _SnapshotRenderer {
    public func render(_ snapshot: _Snapshot) -> String {
        render(snapshot, previous: nil)
    }
}
