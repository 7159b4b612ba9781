import Synchronization

/// The observer at the end of `subscribe(onNext:onError:onCompleted:onDisposed:)`.
///
/// Like RxSwift's AnonymousObserver it stops at its first terminal event, not at disposal: an
/// element a subject was already delivering when the subscription was disposed still arrives,
/// as in RxSwift. An error without `onError` goes to `Hooks.defaultErrorHandler`.
@usableFromInline final class LambdaObserver<Element>: DisposeBase, @unchecked Sendable {
    @usableFromInline let onNext: ((Element) -> Void)?
    @usableFromInline let onError: ((Swift.Error) -> Void)?
    @usableFromInline let onCompleted: (() -> Void)?
    @usableFromInline let onDisposed: (() -> Void)?
    @usableFromInline let callStack: [String]
    @usableFromInline let isStopped = Atomic<Bool>(false)

    @inlinable init(onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?,
         onCompleted: (() -> Void)?, onDisposed: (() -> Void)?) {
        self.onNext = onNext
        self.onError = onError
        self.onCompleted = onCompleted
        self.onDisposed = onDisposed
        callStack = Hooks.subscriptionCallStack()
    }

    @inlinable func on(_ event: Event<Element>) {
        // Read before looking into the event: with the atomic load between taking the element
        // out and using it, the compiler retains and releases the element around the call.
        let stopped = isStopped.load(ordering: .relaxed)
        switch event {
        case .next(let element):
            guard !stopped else { return }
            onNext?(element)
        case .error(let error):
            guard !isStopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
            if let onError {
                onError(error)
            } else {
                Hooks.defaultErrorHandler(callStack, error)
            }
            dispose()
        case .completed:
            guard !isStopped.exchange(true, ordering: .acquiringAndReleasing) else { return }
            onCompleted?()
            dispose()
        }
    }

    @inlinable override func disposeResources() {
        onDisposed?()
    }
}

extension ObservableType {
    /// Subscribes closures to the sequence's events. An error without `onError` goes to
    /// `Hooks.defaultErrorHandler`, which prints it in debug builds, as in RxSwift.
    @inlinable public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let observer = LambdaObserver(onNext: onNext, onError: onError,
                                      onCompleted: onCompleted, onDisposed: onDisposed)
        let source = asObservable()
        return CurrentThreadScheduler.trampoline {
            observer.setUpstream(source.run { observer.on($0) })
            return observer
        }
    }

    /// Subscribes closures that receive an unretained `object` first, as RxSwift 6 does.
    @inlinable public func subscribe<Object: AnyObject>(
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
    @inlinable public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        subscribe(AnyObserver(eventHandler: on))
    }
}
