import RxSwift

/// The error test sources send and test closures throw.
struct OperatorError: Error, Equatable {
    var code = 0
}

/// A source that breaks the event grammar on purpose: it keeps sending after its terminal
/// event, so a test can show that an operator passes on nothing after one.
final class GrammarBreakingObservable<Element>: Observable<Element> {
    private let events: [Event<Element>]

    init(_ events: [Event<Element>]) {
        self.events = events
        super.init()
    }

    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        events.forEach(observer)
        return Disposables.create()
    }
}

/// A source the test drives by hand, with no grammar checks: whatever `send` gets reaches
/// the last subscribed observer, even after it unsubscribed.
final class ManualObservable<Element>: Observable<Element> {
    private var observer: ((Event<Element>) -> Void)?

    override func run(_ observer: @escaping (Event<Element>) -> Void) -> Disposable {
        self.observer = observer
        return Disposables.create()
    }

    func send(_ event: Event<Element>) {
        observer?(event)
    }
}
