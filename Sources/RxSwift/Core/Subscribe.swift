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
    /// The subscription's call stack, for `Hooks.defaultErrorHandler`; nil when not recorded.
    @usableFromInline let callStackRecord: CallStackRecord?
    @usableFromInline let isStopped = Atomic<Bool>(false)

    @inlinable init(onNext: ((Element) -> Void)?, onError: ((Swift.Error) -> Void)?,
         onCompleted: (() -> Void)?, onDisposed: (() -> Void)?) {
        self.onNext = onNext
        self.onError = onError
        self.onCompleted = onCompleted
        self.onDisposed = onDisposed
        callStackRecord = Hooks.subscriptionCallStackRecord()
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
                Hooks.defaultErrorHandler(callStackRecord?.frames ?? [], error)
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

/// The observer of `subscribe(onNext:)` and `subscribe()`, the common shapes: no `onError`,
/// `onCompleted` or `onDisposed`, so it holds one closure (or none) where `LambdaObserver` holds
/// four, and its deallocation releases one. Same events as `LambdaObserver` with those closures nil.
@usableFromInline final class NextObserver<Element>: DisposeBase, @unchecked Sendable {
    @usableFromInline let onNext: ((Element) -> Void)?
    /// The subscription's call stack, for `Hooks.defaultErrorHandler`; nil when not recorded.
    @usableFromInline let callStackRecord: CallStackRecord?

    @inlinable init(onNext: ((Element) -> Void)?) {
        self.onNext = onNext
        callStackRecord = Hooks.subscriptionCallStackRecord()
    }

    /// Stopped by a terminal event: the disposal state's stop bit, so no separate flag.
    @inlinable func on(_ event: Event<Element>) {
        // As in LambdaObserver: the flag read before looking into the event.
        let state = disposalState.load(ordering: .relaxed)
        guard case .next(let element) = event else {
            end(event)
            return
        }
        guard state & Self.stoppedBit == 0 else { return }
        onNext?(element)
    }

    /// `on` for a terminal event. Out of line: with it inside, every element paid the frame
    /// the terminal paths need (five registers saved and restored).
    @inline(never) @inlinable func end(_ event: Event<Element>) {
        switch event {
        case .next:
            break
        case .error(let error):
            guard stop() else { return }
            Hooks.defaultErrorHandler(callStackRecord?.frames ?? [], error)
            dispose()
        case .completed:
            // No closure runs between stopping and disposing here: one atomic operation.
            completeAndDispose()
        }
    }

    /// `on(.next(element))` for an element given as it is (a subject's `onNext`): borrowed, so
    /// not copied out of an `Event` first.
    @inlinable func next(_ element: borrowing Element) {
        guard disposalState.load(ordering: .relaxed) & Self.stoppedBit == 0 else { return }
        onNext?(element)
    }

    /// Subscribes to a source that takes an element entry point (a subject). Out of line, so
    /// `subscribe(onNext:)`'s common path stays small enough to be inlined into its caller.
    @inline(never) @inlinable func subscribeTakingElements(_ source: Observable<Element>) {
        source.subscribing {
            setUpstream(source.run(takingElements: self))
        }
    }
}

extension ObservableType {
    /// Subscribes closures to the sequence's events. An error without `onError` goes to
    /// `Hooks.defaultErrorHandler`, which prints it in debug builds, as in RxSwift.
    @inlinable public func subscribe(
        onNext: consuming ((Element) -> Void)? = nil,
        onError: consuming ((Swift.Error) -> Void)? = nil,
        onCompleted: consuming (() -> Void)? = nil,
        onDisposed: consuming (() -> Void)? = nil
    ) -> Disposable {
        // The observer is chosen here, once: the smaller one when only `onNext` (or nothing) is
        // given. The closures are taken consumed, so they move into it without a retain each.
        if case .none = onError, case .none = onCompleted, case .none = onDisposed {
            // A sequence that delivers to the closure itself (`subscribesNextDirectly`) gets it,
            // through cast temporaries: a `let` bound to the cast was retained and released
            // around the subscription (rxbench f1).
            if isOwnObservable, (self as! Observable<Element>).subscribesNextDirectly {
                return (self as! Observable<Element>).subscribeNext(onNext)
            }
            let observer = NextObserver(onNext: onNext)
            withSubscriptionSource { source in
                // A subject also takes the observer's element entry point (when there is a
                // closure to call), so its `onNext` reaches it without an `Event`.
                if source.takesElementObservers, observer.onNext != nil {
                    observer.subscribeTakingElements(source)
                    return
                }
                // In the trampoline only where RxSwift subscribes there (see `subscribesOnTrampoline`).
                source.subscribing {
                    observer.setUpstream(source.run { observer.on($0) })
                }
            }
            // Returned after the subscription, as the last use: moved out, not retained again.
            return observer
        }
        let observer = LambdaObserver(onNext: onNext, onError: onError,
                                      onCompleted: onCompleted, onDisposed: onDisposed)
        withSubscriptionSource { source in
            source.subscribing {
                observer.setUpstream(source.run { observer.on($0) })
            }
        }
        return observer
    }

    /// Runs `body` with the sequence to subscribe: this one itself, borrowed, when it is its own
    /// `asObservable()` (decided at compile time where `Self` is a class), else `asObservable()`,
    /// which returns a reference of its own (a retain and a release around the subscription).
    /// The cast is passed straight to `body` (it cannot fail after `isOwnObservable`): bound to
    /// a `let` first, it was retained and released around the subscription (rxbench f1).
    @inline(__always)
    @inlinable func withSubscriptionSource(_ body: (Observable<Element>) -> Void) {
        if isOwnObservable {
            body(self as! Observable<Element>)
        } else {
            body(asObservable())
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
