import RxCore

extension ObservableConvertibleType {
    /// A Driver that ends with `onErrorJustReturn` instead of an error.
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        Driver(delivered(DriverSharingStrategy.self).catchAndReturn(onErrorJustReturn))
    }

    /// A Driver that continues with `onErrorDriveWith` instead of an error.
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        Driver(delivered(DriverSharingStrategy.self).catch { _ in onErrorDriveWith.asObservable() })
    }

    /// A Driver that continues with the Driver `onErrorRecover` makes of the error.
    public func asDriver(onErrorRecover: @escaping (Swift.Error) -> Driver<Element>) -> Driver<Element> {
        Driver(delivered(DriverSharingStrategy.self).catch { onErrorRecover($0).asObservable() })
    }

    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        Signal(delivered(SignalSharingStrategy.self).catchAndReturn(onErrorJustReturn))
    }

    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        Signal(delivered(SignalSharingStrategy.self).catch { _ in onErrorSignalWith.asObservable() })
    }

    public func asSignal(onErrorRecover: @escaping (Swift.Error) -> Signal<Element>) -> Signal<Element> {
        Signal(delivered(SignalSharingStrategy.self).catch { onErrorRecover($0).asObservable() })
    }

    /// The source moved onto the strategy's scheduler, as every conversion starts.
    private func delivered<Strategy: SharingStrategyProtocol>(_ strategy: Strategy.Type) -> Observable<Element> {
        asObservable().observe(on: Strategy.scheduler)
    }
}

extension ControlProperty {
    /// A control property cannot fail, so it converts without an error policy.
    public func asDriver() -> Driver<Element> {
        asDriver { _ in Driver.empty() }
    }
}

extension ControlEvent {
    public func asDriver() -> Driver<Element> {
        asDriver { _ in Driver.empty() }
    }

    public func asSignal() -> Signal<Element> {
        asSignal { _ in Signal.empty() }
    }
}

extension BehaviorRelay {
    public func asDriver() -> Driver<Element> {
        asDriver { _ in Driver.empty() }
    }
}

extension PublishRelay {
    public func asSignal() -> Signal<Element> {
        asSignal { _ in Signal.empty() }
    }
}
