import RxSwift

// The factories RxCocoa gives SharedSequence. Like RxCocoa's, those that replay the same
// elements to every subscriber are not shared, and each element of `from`/`of` arrives in
// its own action on the main scheduler.
extension SharedSequence {
    @inlinable public static func just(_ element: Element) -> SharedSequence {
        SharedSequence(raw: Observable.just(element).subscribe(on: SharingStrategy.scheduler))
    }

    @inlinable public static func empty() -> SharedSequence {
        SharedSequence(raw: Observable.empty().subscribe(on: SharingStrategy.scheduler))
    }

    @inlinable public static func never() -> SharedSequence {
        SharedSequence(raw: Observable.never())
    }

    /// Makes the sequence for each subscription.
    @inlinable public static func deferred(_ observableFactory: @escaping () -> SharedSequence) -> SharedSequence {
        SharedSequence(Observable.deferred { observableFactory().asObservable() })
    }

    @inlinable public static func of(_ elements: Element...) -> SharedSequence {
        SharedSequence(raw: Observable.from(elements, scheduler: SharingStrategy.scheduler))
    }

    @inlinable public static func from(_ array: [Element]) -> SharedSequence {
        SharedSequence(raw: Observable.from(array, scheduler: SharingStrategy.scheduler))
    }

    @inlinable public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence) -> SharedSequence
    where Sequence.Element == Element {
        SharedSequence(raw: Observable.from(sequence, scheduler: SharingStrategy.scheduler))
    }

    /// The element when there is one, then completion.
    @inlinable public static func from(optional: Element?) -> SharedSequence {
        SharedSequence(raw: Observable.from(optional: optional, scheduler: SharingStrategy.scheduler))
    }
}

extension SharedSequence where Element: RxAbstractInteger {
    /// 0, 1, 2, … every `period` on the main scheduler.
    @inlinable public static func interval(_ period: RxTimeInterval) -> SharedSequence {
        SharedSequence(Observable.interval(period, scheduler: SharingStrategy.scheduler))
    }

    /// 0 after `dueTime`, then 1, 2, … every `period`.
    @inlinable public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval) -> SharedSequence {
        SharedSequence(Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
    }
}
