import RxMarbles
import RxSwift

// RxTest's older free-function factories, kept (deprecated) so existing tests compile.

/// `.next(element)` recorded at `time`.
@available(*, deprecated, renamed: "Recorded.next(_:_:)")
public func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>> {
    Recorded.next(time, element)
}

/// `.completed` recorded at `time`.
@available(*, deprecated, renamed: "Recorded.completed(_:_:)")
public func completed<T>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Event<T>> {
    Recorded.completed(time, type)
}

/// `.error(error)` recorded at `time`.
@available(*, deprecated, renamed: "Recorded.error(_:_:_:)")
public func error<T>(_ time: TestTime, _ error: Swift.Error, _ type: T.Type = T.self) -> Recorded<Event<T>> {
    Recorded.error(time, error, type)
}
