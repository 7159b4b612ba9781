import RxSwift

/// Collects the elements a sequence sends, for assertions.
final class Recorder<Element> {
    private(set) var elements: [Element] = []
    private(set) var completed = false
    let bag = DisposeBag()

    init<Source: ObservableConvertibleType>(_ source: Source) where Source.Element == Element {
        source.asObservable().subscribe(onNext: { [unowned self] in elements.append($0) },
                         onCompleted: { [unowned self] in completed = true })
            .disposed(by: bag)
    }
}
