/// A BehaviorSubject's value in its core: kept in `valueStorage`, or lent from the `onNext`
/// that is delivering it (`lentValue`).
extension SubjectCore {
    /// A BehaviorSubject's `onNext`: a function of its own, so a PublishSubject's carries none
    /// of it (its specialized code stayed larger and slower with the branch inside).
    @inlinable func onNextKeepingValue(_ element: consuming Element) {
        #if DEBUG
        tracker.register()
        defer { tracker.unregister() }
        #endif
        guard lockUnlessStopped() else { return }
        // Not `hasNoObservers`: the lending releases the value it replaces before taking the
        // snapshot, so the snapshot was read twice (rxbench c1 and c2, one instruction more).
        if observers.isEmpty {
            keepValue(element)
            lock.unlock()
            return
        }
        // Lending saves a copy's retain and release; a trivial element's copy costs nothing,
        // and the plain path is shorter. The storage is unwrapped once here, not tested again
        // at the lending and at the move back (rxbench c1, c2).
        if !_isPOD(Element.self), let valueStorage {
            deliverLent(element, keptIn: valueStorage)
            return
        }
        keepValue(copy element)
        deliverOwned(element)
    }

    /// Under the lock: `element` becomes a BehaviorSubject's value, owned by `valueStorage`.
    @inline(__always) @inlinable func keepValue(_ element: consuming Element) {
        guard let valueStorage else { return }
        if lentValue == nil {
            valueStorage.pointee = element
        } else {
            lentValue = nil
            valueStorage.initialize(to: element)
        }
    }

    /// Under the lock: the value becomes the element at `lent`; the one it replaces is released
    /// once the state is consistent again (its deinit may send to this subject).
    @inline(__always) @inlinable func lendValue(_ lent: UnsafePointer<Element>,
                                                keptIn valueStorage: UnsafeMutablePointer<Element>) {
        guard lentValue == nil else {
            lentValue = lent
            return
        }
        let replaced = valueStorage.move()
        lentValue = lent
        withExtendedLifetime(replaced) {}
    }

    /// A BehaviorSubject's element for its observers, called under the lock (released on
    /// return). The subject keeps the element without a copy of its own: while it is delivered,
    /// its value is this call's element, lent (`lentValue`), and when the delivery ends it
    /// moves into `valueStorage`, unless another element replaced it meanwhile (a nested `onNext`,
    /// another thread's), in which case this call lets go of it. A copy for the subject and
    /// the release of the delivery's own were two atomic operations per element. The value
    /// replaced is released here, under the lock, as an assignment would.
    @inline(__always) @inlinable func deliverLent(_ element: consuming Element,
                                                  keptIn valueStorage: UnsafeMutablePointer<Element>) {
        if lend(element, keptIn: valueStorage) { valueStorage.initialize(to: element) }
        unlockAfterDelivery()
    }

    /// `deliverLent`'s delivery; returns with the lock held, true when the element is still
    /// the value. The element is passed on borrowed: read through `lentValue` it was copied.
    @inline(__always) @inlinable func lend(_ element: Element,
                                           keptIn valueStorage: UnsafeMutablePointer<Element>) -> Bool {
        // Unprotected: the lent pointer is only read (by `value`, under the lock), so the
        // stack canary `withUnsafePointer` put in this frame guarded nothing written through it.
        _withUnprotectedUnsafePointer(to: element) { lent -> Bool in
            lendValue(lent, keptIn: valueStorage)
            let targets = startDelivery()
            if targets._withUnsafeGuaranteedRef({ $0.anyTakesElements }) {
                targets._withUnsafeGuaranteedRef { $0.dispatchNext(element) }
            } else {
                let event = Event.next(copy element)
                targets._withUnsafeGuaranteedRef { $0.dispatch(event) }
            }
            lock.lock()
            deliveries &-= 1
            guard lentValue == lent else { return false }
            lentValue = nil
            return true
        }
    }
}
