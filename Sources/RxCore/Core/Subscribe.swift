/// The observer at the end of `subscribe(onNext:onError:onCompleted:onDisposed:)`.
final class LambdaObserver<Element>: SubscriptionBase, @unchecked Sendable {
    private let onNext: ((Element) -> Void)?
    private let onError: ((Swift.Error) -> Void)?
    private let onCompleted: (() -> Void)?
    private let onDisposed: (() -> Void)?

    init(onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?,
         onCompleted: (() -> Void)?, onDisposed: (() -> Void)?) {
        self.onNext = onNext
        self.onError = onError
        self.onCompleted = onCompleted
        self.onDisposed = onDisposed
    }

    func on(_ event: Event<Element>) {
        guard !isDisposed else { return }
        switch event {
        case .next(let element):
            onNext?(element)
        case .error(let error):
            onError?(error)
            dispose()
        case .completed:
            onCompleted?()
            dispose()
        }
    }

    override func disposeResources() {
        onDisposed?()
    }
}

extension ObservableType {
    /// Subscribes closures to the sequence's events. An error without `onError` is dropped
    /// (RxSwift would stop the process in debug builds; a REPL must not).
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let observer = LambdaObserver(onNext: onNext, onError: onError,
                                      onCompleted: onCompleted, onDisposed: onDisposed)
        let source = asObservable()
        return CurrentThreadScheduler.trampoline {
            observer.setUpstream(source.run(observer.on))
            return observer
        }
    }

    /// Subscribes closures that receive an unretained `object` first, as RxSwift 6 does.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onNext: { [weak object] element in if let object { onNext?(object, element) } },
            onError: { [weak object] error in if let object { onError?(object, error) } },
            onCompleted: { [weak object] in if let object { onCompleted?(object) } },
            onDisposed: { [weak object] in if let object { onDisposed?(object) } })
    }

    /// Subscribes one closure to every event.
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        subscribe(AnyObserver(eventHandler: on))
    }
}
