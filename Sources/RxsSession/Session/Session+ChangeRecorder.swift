import RxUI

extension Session {
    /// Records the diff's changes as it hands them: each in the timelines, for `marbles` (when
    /// the session records them, `SessionOptions.recordsTimelines`), and in the step's changes
    /// unless it is a path appearing or vanishing with its screen.
    struct ChangeRecorder: _SnapshotChangeSink {
        let session: Session
        let now: Int
        let recordsTimelines: Bool
        private(set) var recorded = false

        init(session: Session, now: Int) {
            self.session = session
            self.now = now
            recordsTimelines = session.options.recordsTimelines
        }

        mutating func add(_ change: consuming SnapshotChange) {
            recorded = true
            // Marbles need to know when a path appeared, to start its row there.
            if recordsTimelines { session.timelines.record(change, at: now) }
            guard !Session.isScreenTransition(change) else { return }
            session.collected.add(TimedChange(time: now, change: change))
        }

        mutating func addWholePath(id: String, name: String, value: SnapshotValue, appearing: Bool) {
            recorded = true
            guard recordsTimelines else { return }
            session.timelines.record(id: id, name: name, old: appearing ? nil : value, new: appearing ? value : nil, at: now)
        }

        func reserve(_ count: Int) {}
    }
}
