/// Where one request's outcome goes: `succeed` or `fail`, at most once, from the transport's
/// thread. A class, not a completion taking a `Result`: the request path is generic over the
/// request and compiled once for every app's requests, and there each function that names
/// `Result<Request.Response, APIError>` looks its type up at run time (about 330
/// instructions, a dozen times an answer); a generic class's method reads the answer's type
/// from the object. The subclasses override both methods.
@usableFromInline class AnswerReceiver<Response>: @unchecked Sendable {
    @usableFromInline init() {}
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
