import RxSwift

extension SharedSequenceConvertibleType {
    /// Side effects around events and the subscription's lifetime, as RxCocoa's (no error
    /// hooks: a shared sequence cannot fail).
    @inlinable public func `do`(onNext: ((Element) -> Void)? = nil,
                     afterNext: ((Element) -> Void)? = nil,
                     onCompleted: (() -> Void)? = nil,
                     afterCompleted: (() -> Void)? = nil,
                     onSubscribe: (() -> Void)? = nil,
                     onSubscribed: (() -> Void)? = nil,
                     onDispose: (() -> Void)? = nil) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().do(onNext: onNext, afterNext: afterNext,
                                         onCompleted: onCompleted, afterCompleted: afterCompleted,
                                         onSubscribe: onSubscribe, onSubscribed: onSubscribed,
                                         onDispose: onDispose))
    }

    /// Prints the subscription, events and disposal, as Observable's `debug`.
    @inlinable public func debug(_ identifier: String? = nil, trimOutput: Bool = false,
                      file: String = #file, line: UInt = #line, function: String = #function)
        -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line,
                                            function: function))
    }
}

extension SharedSequence {
    /// The elements as an async sequence; it cannot throw, as the sequence cannot fail.
    /// Ending the loop early or cancelling the task disposes the subscription.
    @inlinable public var values: AsyncStream<Element> {
        asObservable().asInfallible(onErrorRecover: { _ in .empty() }).values
    }
}
