import RxSwift

// As RxSwiftExt begins: its own name for RxSwift's type, qualified by module.
public typealias Observable = RxSwift.Observable

extension ObservableType {
    /// Elements that are not nil, as RxOptional's `filterNil`.
    public func unwrapped<Wrapped>() -> RxSwift.Observable<Wrapped> where Element == Wrapped? {
        compactMap { $0 }
    }

    /// Pairs each element with the previous one, as RxSwiftExt's `pairwise`.
    public func pairwise() -> Observable<(Element, Element)> {
        scan((nil, nil) as (Element?, Element?)) { last, next in (last.1, next) }
            .compactMap { pair in pair.0.flatMap { first in pair.1.map { (first, $0) } } }
    }
}
