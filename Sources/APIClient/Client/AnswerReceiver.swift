/// Where one request's outcome goes: `succeed` or `fail`, at most once, from the transport's
/// thread. A class, not a completion taking a `Result`: the request path is generic over the
/// request and compiled once for every app's requests, and there each function that names
/// `Result<Request.Response, APIError>` looks its type up at run time (about 330
/// instructions, a dozen times an answer); a generic class's method reads the answer's type
/// from the object. The subclasses override both methods.
@usableFromInline class AnswerReceiver<Response>: ScheduledAnswerTarget, @unchecked Sendable {
    @usableFromInline override init() {}
    func succeed(_ value: Response) {}
    func fail(_ error: APIError) {}
}

/// `APIClient.perform(_:completion:)`'s receiver: the outcome as a `Result`. Holds only a
/// `@Sendable` closure.
final class CompletionReceiver<Response>: AnswerReceiver<Response>, @unchecked Sendable {
    private let completion: @Sendable (Result<Response, APIError>) -> Void

    init(_ completion: @escaping @Sendable (Result<Response, APIError>) -> Void) { self.completion = completion }

    override func succeed(_ value: Response) { completion(.success(value)) }
    override func fail(_ error: APIError) { completion(.failure(error)) }
}

/// What a receiver's answer queued as a virtual-time timer is delivered through
/// (`SingleTarget`): the timer runs `fire`, a function of this non-generic class, which captures
/// nothing; one of a generic receiver's own would carry its type's metadata in a context
/// allocated per answer.
@usableFromInline class ScheduledAnswerTarget: @unchecked Sendable {
    @usableFromInline init() {}

    /// Hands on the answer kept for the timer, if any.
    func deliverPending() {}

    static func fire(_ target: AnyObject, _: UInt64) {
        (target as? ScheduledAnswerTarget)?.deliverPending()
    }
}
