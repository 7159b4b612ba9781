import Foundation
import RxCocoa
import RxSwift
import UIKit

public typealias GestureView = UIView
public typealias GesturePoint = CGPoint

/// Whether recognizers may recognize along with others, as gesture libraries let callers say.
public enum GestureRecognizerDelegatePolicy<T> {
    public typealias PolicyBody = (T) -> Bool
    case custom(PolicyBody)
    case always
    case never

    public func isPolicyPassing(with args: T) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .custom(let body): return body(args)
        }
    }
}

/// The recognizer's delegate, answering from its policies.
public final class PermissiveGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    public var beginPolicy: GestureRecognizerDelegatePolicy<UIGestureRecognizer> = .always
    public var touchReceptionPolicy: GestureRecognizerDelegatePolicy<(UIGestureRecognizer, UITouch)> = .always
    public var simultaneousRecognitionPolicy: GestureRecognizerDelegatePolicy<(UIGestureRecognizer, UIGestureRecognizer)> = .always

    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        beginPolicy.isPolicyPassing(with: gestureRecognizer)
    }

    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        touchReceptionPolicy.isPolicyPassing(with: (gestureRecognizer, touch))
    }

    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        simultaneousRecognitionPolicy.isPolicyPassing(with: (gestureRecognizer, otherGestureRecognizer))
    }
}

/// A delegate proxy for recognizers, the library's own, registered as RxCocoa's are.
open class RxGestureRecognizerDelegateProxy: DelegateProxy<UIGestureRecognizer, UIGestureRecognizerDelegate>,
    DelegateProxyType, UIGestureRecognizerDelegate {
    public weak private(set) var recognizer: UIGestureRecognizer?

    public init(recognizer: UIGestureRecognizer) {
        self.recognizer = recognizer
        super.init(parentObject: recognizer, delegateProxy: RxGestureRecognizerDelegateProxy.self)
    }

    public static func registerKnownImplementations() {
        register { RxGestureRecognizerDelegateProxy(recognizer: $0) }
    }

    public static func currentDelegate(for object: UIGestureRecognizer) -> UIGestureRecognizerDelegate? {
        object.delegate
    }

    public static func setCurrentDelegate(_ delegate: UIGestureRecognizerDelegate?, to object: UIGestureRecognizer) {
        object.delegate = delegate
    }

    /// Each question whether to begin, with the answer given: the library's own record, as
    /// `#selector`-based `methodInvoked` is not available on Linux.
    public let shouldBeginAnswers = PublishSubject<Bool>()

    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        let answer = forwardToDelegate()?.gestureRecognizerShouldBegin(gestureRecognizer) ?? true
        shouldBeginAnswers.onNext(answer)
        return answer
    }

    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        forwardToDelegate()?.gestureRecognizer(gestureRecognizer, shouldRecognizeSimultaneouslyWith: other) ?? false
    }
}

extension Reactive where Base: UIGestureRecognizer {
    /// The recognizer's delegate proxy, made and installed on first use.
    public var gestureDelegate: RxGestureRecognizerDelegateProxy {
        RxGestureRecognizerDelegateProxy.proxy(for: base)
    }
}

public struct GestureFactory<G: UIGestureRecognizer> {
    public let configuration: (G, PermissiveGestureDelegate) -> Void

    public init(_ configuration: @escaping (G, PermissiveGestureDelegate) -> Void) {
        self.configuration = configuration
    }

    public func make() -> G {
        let gesture = G()
        let delegate = PermissiveGestureDelegate()
        gesture.delegate = delegate
        configuration(gesture, delegate)
        keepAlive(delegate, in: gesture)
        return gesture
    }
}

/// The library's own table keyed by the recognizer, standing where iOS code keeps the delegate
/// alive with `objc_setAssociatedObject` (Linux has no Objective-C runtime); entries whose
/// recognizer is gone are dropped on the next insertion.
private nonisolated(unsafe) var keptDelegates: [ObjectIdentifier: (owner: WeakBox, value: AnyObject)] = [:]
private final class WeakBox { weak var object: AnyObject?; init(_ object: AnyObject) { self.object = object } }
private func keepAlive(_ value: AnyObject, in owner: AnyObject) {
    keptDelegates = keptDelegates.filter { $0.value.owner.object != nil }
    keptDelegates[ObjectIdentifier(owner)] = (WeakBox(owner), value)
}

public typealias TapFactory = GestureFactory<UITapGestureRecognizer>
public typealias PanFactory = GestureFactory<UIPanGestureRecognizer>

extension Reactive where Base: GestureView {
    public func gesture<G: UIGestureRecognizer>(_ factory: GestureFactory<G>) -> ControlEvent<G> {
        gesture(factory.make())
    }

    public func gesture<G: UIGestureRecognizer>(_ gesture: G) -> ControlEvent<G> {
        let view = base
        let source = Observable<G>.create { observer in
            MainScheduler.ensureRunningOnMainThread()
            view.isUserInteractionEnabled = true
            view.addGestureRecognizer(gesture)
            let subscription = gesture.rx.event.asObservable()
                .startWith(gesture)
                .subscribe(observer)
            return Disposables.create {
                view.removeGestureRecognizer(gesture)
                subscription.dispose()
            }
        }
        return ControlEvent(events: source)
    }

    public func tapGesture(configuration: ((UITapGestureRecognizer, PermissiveGestureDelegate) -> Void)? = nil)
        -> ControlEvent<UITapGestureRecognizer> {
        gesture(TapFactory { gesture, delegate in configuration?(gesture, delegate) })
    }

    public func panGesture() -> ControlEvent<UIPanGestureRecognizer> {
        gesture(PanFactory { gesture, _ in gesture.minimumNumberOfTouches = 1 })
    }
}

public enum TargetView {
    case view, superview, window, this(UIView)

    public func targetView(for view: UIView) -> UIView? {
        switch self {
        case .view: return view
        case .superview: return view.superview
        case .window: return view.window
        case .this(let other): return other
        }
    }
}

extension ObservableType where Element: UIGestureRecognizer {
    public func when(_ states: UIGestureRecognizer.State...) -> Observable<Element> {
        filter { states.contains($0.state) }
    }

    public func asLocation(in view: TargetView = .view) -> Observable<CGPoint> {
        map { gesture in gesture.location(in: gesture.view.flatMap(view.targetView(for:))) }
    }
}

extension ObservableType where Element: UIPanGestureRecognizer {
    public func asTranslation(in view: TargetView = .view) -> Observable<(translation: CGPoint, velocity: CGPoint)> {
        map { gesture in
            let target = gesture.view.flatMap(view.targetView(for:))
            return (gesture.translation(in: target), gesture.velocity(in: target))
        }
    }

    public func asTransform(in view: TargetView = .view) -> Observable<(transform: CGAffineTransform, velocity: CGPoint)> {
        asTranslation(in: view).map { translation, velocity in
            (CGAffineTransform(translationX: translation.x, y: translation.y), velocity)
        }
    }
}

extension ObservableType where Element == UIPinchGestureRecognizer {
    public func asScale() -> Observable<(scale: CGFloat, velocity: CGFloat)> {
        map { ($0.scale, $0.velocity) }
    }
}

extension ObservableType where Element == UIRotationGestureRecognizer {
    public func asRotation() -> Observable<(rotation: CGFloat, velocity: CGFloat)> {
        map { ($0.rotation, $0.velocity) }
    }
}
