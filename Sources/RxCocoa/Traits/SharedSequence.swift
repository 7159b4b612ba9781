import RxSwift

/// How a shared sequence is shared and where it delivers.
public protocol SharingStrategyProtocol {
    /// Where elements are delivered and timed: the session's main scheduler.
    static var scheduler: SchedulerType { get }
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// Driver: replays the latest element to new subscribers while anyone is subscribed.
public enum DriverSharingStrategy: SharingStrategyProtocol {
    @inlinable public static var scheduler: SchedulerType { SharingScheduler.make() }

    @inlinable public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

/// Signal: shares without replay, so a new subscriber sees only later events.
public enum SignalSharingStrategy: SharingStrategyProtocol {
    @inlinable public static var scheduler: SchedulerType { SharingScheduler.make() }

    @inlinable public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(scope: .whileConnected)
    }
}

/// A sequence that never errors, delivers on the main scheduler and is shared: RxCocoa's
/// `SharedSequence`, behind `Driver` and `Signal`.
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType {
    @usableFromInline let source: Observable<Element>

    /// Wraps a source that already never errors and delivers on the main scheduler, shared
    /// as the strategy says.
    @inlinable init(_ source: Observable<Element>) {
        self.source = SharingStrategy.share(source)
    }

    /// Wraps a source that needs no sharing (each subscription is cheap and the same), as
    /// RxCocoa's `init(raw:)` for `just`, `empty` and `from`.
    @inlinable init(raw source: Observable<Element>) {
        self.source = source
    }

    @inlinable public func asObservable() -> Observable<Element> { source }

    @inlinable public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> { self }
}

/// A type that is a shared sequence, as RxCocoa's; `asObservable()` comes with it.
public protocol SharedSequenceConvertibleType<Element>: ObservableConvertibleType {
    associatedtype SharingStrategy: SharingStrategyProtocol
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequenceConvertibleType {
    @inlinable public func asObservable() -> Observable<Element> {
        asSharedSequence().asObservable()
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    @inlinable public func asDriver() -> Driver<Element> { asSharedSequence() }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    @inlinable public func asSignal() -> Signal<Element> { asSharedSequence() }
}

/// Never errors, delivers on the main scheduler, replays the latest element.
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// Never errors, delivers on the main scheduler, no replay: for events such as taps.
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>
