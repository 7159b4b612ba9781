import RxSwift
import RxRelay

extension ObservableConvertibleType {
    /// A Driver that ends with `onErrorJustReturn` instead of an error.
    @inlinable public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: onErrorJustReturn)
    }

    /// A Driver that continues with `onErrorDriveWith` instead of an error.
    @inlinable public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorDriveWith: onErrorDriveWith)
    }

    /// A Driver that continues with the Driver `onErrorRecover` makes of the error.
    @inlinable public func asDriver(onErrorRecover: @escaping (Swift.Error) -> Driver<Element>) -> Driver<Element> {
        asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorRecover: onErrorRecover)
    }

    @inlinable public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorJustReturn: onErrorJustReturn)
    }

    @inlinable public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorDriveWith: onErrorSignalWith)
    }

    @inlinable public func asSignal(onErrorRecover: @escaping (Swift.Error) -> Signal<Element>) -> Signal<Element> {
        asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorRecover: onErrorRecover)
    }

    /// A shared sequence of any strategy that ends with `onErrorJustReturn` instead of an error.
    @inlinable public func asSharedSequence<Strategy: SharingStrategyProtocol>(
        sharingStrategy: Strategy.Type = Strategy.self, onErrorJustReturn: Element
    ) -> SharedSequence<Strategy, Element> {
        SharedSequence(delivered(on: Strategy.self).catchAndReturn(onErrorJustReturn))
    }

    /// A shared sequence of any strategy that continues with `onErrorDriveWith` instead of an error.
    @inlinable public func asSharedSequence<Strategy: SharingStrategyProtocol>(
        sharingStrategy: Strategy.Type = Strategy.self, onErrorDriveWith: SharedSequence<Strategy, Element>
    ) -> SharedSequence<Strategy, Element> {
        SharedSequence(delivered(on: Strategy.self).catch { _ in onErrorDriveWith.asObservable() })
    }

    /// A shared sequence of any strategy that continues with what `onErrorRecover` makes of the error.
    @inlinable public func asSharedSequence<Strategy: SharingStrategyProtocol>(
        sharingStrategy: Strategy.Type = Strategy.self,
        onErrorRecover: @escaping (Swift.Error) -> SharedSequence<Strategy, Element>
    ) -> SharedSequence<Strategy, Element> {
        SharedSequence(delivered(on: Strategy.self).catch { onErrorRecover($0).asObservable() })
    }

    /// The source moved onto the strategy's scheduler, as every conversion starts.
    @inlinable func delivered<Strategy: SharingStrategyProtocol>(on strategy: Strategy.Type) -> Observable<Element> {
        asObservable().observe(on: Strategy.scheduler)
    }
}

// Sources that cannot fail convert without an error policy. Should one fail anyway, the
// shared sequence completes (RxCocoa stops a debug build there).

extension ControlProperty {
    @inlinable public func asDriver() -> Driver<Element> {
        asDriver { _ in Driver.empty() }
    }
}

extension ControlEvent {
    @inlinable public func asDriver() -> Driver<Element> {
        asDriver { _ in Driver.empty() }
    }

    @inlinable public func asSignal() -> Signal<Element> {
        asSignal { _ in Signal.empty() }
    }
}

extension InfallibleType {
    @inlinable public func asDriver() -> Driver<Element> {
        asDriver { _ in Driver.empty() }
    }

    @inlinable public func asSignal() -> Signal<Element> {
        asSignal { _ in Signal.empty() }
    }
}

extension BehaviorRelay {
    @inlinable public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}

extension PublishRelay {
    @inlinable public func asSignal() -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler))
    }
}
