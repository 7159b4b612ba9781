import RxSwift
import XCTest

/// Three kinds of inner sequence that send the same events (one element, then completion), for
/// the flattening operators' tests: `just` and a `create` end and let go of their observer, so an
/// operator may use it again; `keeping` holds its observer after its events, so it must not.
enum InnerKind: CaseIterable {
    case just, created, keeping
}

/// Runs `body` once per kind of inner, handing it a maker of inners of that kind, and checks
/// that each run's log is `expected`. Keeping inners stay alive until their run's end, so the
/// observers they hold do too.
func eachInnerKind(expecting expected: [String], file: StaticString = #filePath, line: UInt = #line,
                   _ body: (_ inner: @escaping (Int) -> Observable<Int>) -> [String]) {
    for kind in InnerKind.allCases {
        let kept = KeptInners()
        let log = body { value in kept.inner(kind, value) }
        XCTAssertEqual(log, expected, "\(kind)", file: file, line: line)
    }
}

/// Makes inners of a kind and holds the keeping ones.
private final class KeptInners {
    private var keeping: [KeepingObservable] = []

    func inner(_ kind: InnerKind, _ value: Int) -> Observable<Int> {
        switch kind {
        case .just:
            return Observable.just(value)
        case .created:
            return Observable.create { observer in
                observer.onNext(value)
                observer.onCompleted()
                return Disposables.create()
            }
        case .keeping:
            let inner = KeepingObservable(value)
            keeping.append(inner)
            return inner
        }
    }
}

/// Sends one element and completes when subscribed, and keeps the observer afterwards.
private final class KeepingObservable: Observable<Int> {
    private let value: Int
    private var observers: [(Event<Int>) -> Void] = []

    init(_ value: Int) {
        self.value = value
        super.init()
    }

    override func run(_ observer: @escaping (Event<Int>) -> Void) -> Disposable {
        observers.append(observer)
        observer(.next(value))
        observer(.completed)
        return Disposables.create()
    }
}
