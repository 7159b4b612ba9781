import RxSwift

/// The inners of `SwitchImmediateInnerTests` and `MergeImmediateInnerTests`, by value: 0 is
/// empty, a negative value fails with its code, any other is one element; made by rxs's own
/// sequences (whose events the operators deliver without subscribing them) or by `create`
/// (which they must subscribe).
enum ImmediateInners {
    typealias Inner = (Int) -> Observable<Int>

    static func known(_ value: Int) -> Observable<Int> {
        if value == 0 { return .empty() }
        if value < 0 { return .error(OperatorError(code: value)) }
        return .just(value)
    }

    static func created(_ value: Int) -> Observable<Int> {
        Observable.create { observer in
            if value < 0 {
                observer.onError(OperatorError(code: value))
            } else {
                if value > 0 { observer.onNext(value) }
                observer.onCompleted()
            }
            return Disposables.create()
        }
    }
}
