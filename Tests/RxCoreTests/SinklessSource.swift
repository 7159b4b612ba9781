import RxSwift

/// A sequence without a sink of its own: `body` is its whole subscription, so what disposes
/// that subscription is its subscriber alone (the operator under test).
final class SinklessSource: Observable<Int> {
    let body: (@escaping (Event<Int>) -> Void) -> Disposable

    init(body: @escaping (@escaping (Event<Int>) -> Void) -> Disposable) {
        self.body = body
        super.init()
    }

    override func run(_ observer: @escaping (Event<Int>) -> Void) -> Disposable { body(observer) }
}
