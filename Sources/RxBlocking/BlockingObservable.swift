import Foundation
import RxSwift

/// A sequence whose results are waited for, for tests: `first()`, `last()`, `single()`,
/// `toArray()` and `materialize()` block the calling thread until the sequence ends
/// (or enough elements arrived), or throw `RxError.timeout` once `timeout` seconds passed.
///
/// The calling thread waits on a condition; on the main thread it runs the main run loop
/// instead, so work the source sends to the main queue (`MainScheduler`) still runs.
public struct BlockingObservable<Element> {
    let timeout: TimeInterval?
    let source: Observable<Element>
}

extension ObservableConvertibleType {
    /// Turns the sequence into one whose results are waited for.
    ///
    /// - parameter timeout: Seconds to wait at most before `RxError.timeout` is thrown; nil waits forever.
    public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
        BlockingObservable(timeout: timeout, source: asObservable())
    }
}
