import RxMarbles
import RxSwift

extension TestScheduler {
    /// Subscribes a new observer to `source` now and returns it, recording every event from
    /// here on; the subscription goes into `disposeBag` when one is given.
    public func record<Source: ObservableConvertibleType>(
        _ source: Source, disposeBag: DisposeBag? = nil
    ) -> TestableObserver<Source.Element> {
        let observer = createObserver(Source.Element.self)
        let subscription = source.asObservable().subscribe(observer)
        if let disposeBag { subscription.disposed(by: disposeBag) }
        return observer
    }
}
