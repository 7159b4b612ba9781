import RxSwift

// Timing on the strategy's scheduler, the session's main scheduler, as RxCocoa's.
extension SharedSequenceConvertibleType {
    /// At most one element per `dueTime`; with `latest` the newest held back is sent when
    /// the period ends.
    @inlinable public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
    }

    /// An element once `dueTime` has passed without a newer one.
    @inlinable public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().debounce(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// Every element `dueTime` later.
    @inlinable public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().delay(dueTime, scheduler: SharingStrategy.scheduler))
    }
}
