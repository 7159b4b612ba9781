import Foundation
import RxSwift

// NSObject brings `rx` (RxSwift); swift-foundation's NotificationCenter on Linux is not one.
#if !canImport(ObjectiveC)
extension NotificationCenter: ReactiveCompatible {}
#endif

extension Reactive where Base: NotificationCenter {
    /// RxCocoa's `NotificationCenter.default.rx.notification(_:object:)`: each notification
    /// named `name` (any name when nil) from `object` (any sender when nil), as an element;
    /// disposing removes the observer. Never completes.
    public func notification(_ name: Notification.Name?, object: AnyObject? = nil) -> Observable<Notification> {
        let center = base
        return Observable.create { observer in
            let target = NotificationTarget(observer)
            let token = center.addObserver(forName: name, object: object, queue: nil) { notification in
                target.deliver(notification)
            }
            return Disposables.create {
                center.removeObserver(token)
            }
        }
    }
}

/// Hands notifications (posted on any thread, as NotificationCenter does) to the observer;
/// the observer serializes as RxCocoa's does not promise more.
private final class NotificationTarget: @unchecked Sendable {
    private let observer: AnyObserver<Notification>

    init(_ observer: AnyObserver<Notification>) { self.observer = observer }

    func deliver(_ notification: Notification) { observer.onNext(notification) }
}
