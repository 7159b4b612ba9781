import Foundation
import RxCocoa
import RxSwift
import UIKit

/// A view controller's lifecycle as events, written with rxs's selector stand-ins
/// (`.viewWillAppear` for `#selector(UIViewController.viewWillAppear(_:))`).
extension Reactive where Base: UIViewController {
    public var viewDidLoad: ControlEvent<Void> {
        ControlEvent(events: methodInvoked(.viewDidLoad).map { _ in })
    }

    public var viewWillAppear: ControlEvent<Bool> {
        ControlEvent(events: methodInvoked(.viewWillAppear).map { $0.first as? Bool ?? false })
    }

    public var viewDidAppear: ControlEvent<Bool> {
        ControlEvent(events: methodInvoked(.viewDidAppear).map { $0.first as? Bool ?? false })
    }

    public var viewWillDisappear: ControlEvent<Bool> {
        ControlEvent(events: methodInvoked(.viewWillDisappear).map { $0.first as? Bool ?? false })
    }

    public var viewDidDisappear: ControlEvent<Bool> {
        ControlEvent(events: methodInvoked(.viewDidDisappear).map { $0.first as? Bool ?? false })
    }

    /// Visible between viewDidAppear and viewWillDisappear.
    public var isVisible: Observable<Bool> {
        Observable.merge(viewDidAppear.map { _ in true }, viewWillDisappear.map { _ in false })
            .startWith(base.viewIfLoaded?.window != nil)
    }

    /// Whether the disappearing controller is being dismissed or popped.
    public var isDismissing: ControlEvent<Bool> {
        let controller = base
        return ControlEvent(events: viewWillDisappear.map { _ in
            controller.isBeingDismissed || controller.isMovingFromParent
        })
    }

    public var didReceiveMemoryWarning: ControlEvent<Void> {
        ControlEvent(events: NotificationCenter.default.rx
            .notification(UIApplication.didReceiveMemoryWarningNotification).map { _ in })
    }

    public var willEnterForeground: ControlEvent<Void> {
        ControlEvent(events: NotificationCenter.default.rx
            .notification(UIApplication.willEnterForegroundNotification).map { _ in })
    }
}

/// What a lifecycle library's controllers do in their overrides.
open class LifecycleViewController: UIViewController {
    public let events = PublishRelay<String>()
    private let disposeBag = DisposeBag()

    override open func viewDidLoad() {
        super.viewDidLoad()
        rx.viewWillAppear.subscribe(onNext: { [events] in events.accept("willAppear \($0)") }).disposed(by: disposeBag)
        rx.isVisible.distinctUntilChanged().subscribe(onNext: { [events] in events.accept("visible \($0)") })
            .disposed(by: disposeBag)
        rx.deallocated.subscribe().disposed(by: disposeBag)
        _ = rx.deallocating
    }

    override open func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
    override open func viewDidLayoutSubviews() { super.viewDidLayoutSubviews() }
    override open func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent) }
    override open func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent) }
    override open func didReceiveMemoryWarning() { super.didReceiveMemoryWarning() }
    override open func viewSafeAreaInsetsDidChange() { super.viewSafeAreaInsetsDidChange() }
    override open func traitCollectionDidChange(_ previous: UITraitCollection?) { super.traitCollectionDidChange(previous) }
    override open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
    }
}
