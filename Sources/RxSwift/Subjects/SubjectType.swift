/// A sequence that is also an observer, as `multicast` needs: events sent to `asObserver()`
/// go out to the subject's subscribers.
public protocol SubjectType<Element>: ObservableType {
    associatedtype Observer: ObserverType
    func asObserver() -> Observer
}

extension PublishSubject: SubjectType {}
extension BehaviorSubject: SubjectType {}
extension ReplaySubject: SubjectType {}
