/// A new subscriber's observer while its replay is delivered outside the subject's lock.
///
/// RxSwift 6.10 replays a ReplaySubject's buffer (and `share(replay:)`'s latest elements)
/// without holding the lock (issues 2653, 2713): an observer that, on a replayed element, waits
/// for another thread that is sending to the same subject must not deadlock. The gate is
/// registered as the observer under the lock, so no live event is missed; live events that
/// arrive while the replay is still running are queued and delivered right after it, in order,
/// by the subscribing thread, so none overtakes the replay.
@usableFromInline final class ReplayGate<Element>: @unchecked Sendable {
    @usableFromInline let handler: (Event<Element>) -> Void
    @usableFromInline let lock = Lock()
    /// Guarded by `lock`.
    @usableFromInline @exclusivity(unchecked) var queued: [Event<Element>] = []
    @usableFromInline @exclusivity(unchecked) var isReplaying = true

    @inlinable init(_ handler: @escaping (Event<Element>) -> Void) {
        self.handler = handler
    }

    @inlinable func on(_ event: Event<Element>) {
        let direct = lock.withLock { () -> Bool in
            guard isReplaying else { return true }
            queued.append(event)
            return false
        }
        if direct { handler(event) }
    }

    /// Delivers the replay, then whatever arrived meanwhile; afterwards events pass straight through.
    @inlinable func replay<Replayed: Sequence>(_ elements: Replayed, then terminal: Event<Element>?)
    where Replayed.Element == Element {
        for element in elements { handler(.next(element)) }
        if let terminal { handler(terminal) }
        while true {
            let pending = lock.withLock { () -> [Event<Element>] in
                guard !queued.isEmpty else {
                    isReplaying = false
                    return []
                }
                defer { queued = [] }
                return queued
            }
            if pending.isEmpty { return }
            pending.forEach(handler)
        }
    }
}
