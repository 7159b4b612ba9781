import RxCore

/// How a shared sequence is shared and where it delivers.
public protocol SharingStrategyProtocol {
    /// Where elements are delivered: the session's main scheduler.
    static var scheduler: any ImmediateSchedulerType { get }
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// Driver: replays the latest element to new subscribers while anyone is subscribed.
public enum DriverSharingStrategy: SharingStrategyProtocol {
    public static var scheduler: any ImmediateSchedulerType { SharingScheduler.make() }

    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

/// Signal: shares without replay, so a new subscriber sees only later events.
public enum SignalSharingStrategy: SharingStrategyProtocol {
    public static var scheduler: any ImmediateSchedulerType { SharingScheduler.make() }

    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(scope: .whileConnected)
    }
}

/// A sequence that never errors, delivers on the main scheduler and is shared: RxCocoa's
/// `SharedSequence`, behind `Driver` and `Signal`.
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType {
    private let source: Observable<Element>

    /// Wraps a source that already never errors and delivers on the main scheduler.
    init(_ source: Observable<Element>) {
        self.source = SharingStrategy.share(source)
    }

    public func asObservable() -> Observable<Element> { source }

    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> { self }
}

public protocol SharedSequenceConvertibleType<Element>: ObservableConvertibleType {
    associatedtype SharingStrategy: SharingStrategyProtocol
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

/// Never errors, delivers on the main scheduler, replays the latest element.
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// Never errors, delivers on the main scheduler, no replay: for events such as taps.
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

extension SharedSequence {
    public static func just(_ element: Element) -> SharedSequence {
        SharedSequence(Observable.just(element).subscribe(on: SharingStrategy.scheduler))
    }

    public static func empty() -> SharedSequence {
        SharedSequence(Observable.empty().subscribe(on: SharingStrategy.scheduler))
    }

    public static func never() -> SharedSequence {
        SharedSequence(Observable.never())
    }

    public static func from(_ elements: [Element]) -> SharedSequence {
        SharedSequence(Observable.from(elements).subscribe(on: SharingStrategy.scheduler))
    }
}
