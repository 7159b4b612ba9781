import Foundation
import RxCocoa
import RxSwift
import UIKit

/// How a binding animates: a transition or an animation block.
public struct AnimationType<Base> {
    public typealias Animation = (Base, @escaping () -> Void, ((Bool) -> Void)?) -> Void
    let type: AnimationKind
    let duration: TimeInterval
    let setup: ((Base) -> Void)?
    let animation: ((Base) -> Void)?

    enum AnimationKind {
        case transition(UIView.AnimationOptions)
        case animation
    }

    public init(transition options: UIView.AnimationOptions, duration: TimeInterval = 0.25) {
        type = .transition(options)
        self.duration = duration
        setup = nil
        animation = nil
    }

    public init(duration: TimeInterval = 0.25, setup: ((Base) -> Void)? = nil, animation: ((Base) -> Void)? = nil) {
        type = .animation
        self.duration = duration
        self.setup = setup
        self.animation = animation
    }

    public func animate(view: UIView, binding: @escaping () -> Void) {
        switch type {
        case .transition(let options):
            UIView.transition(with: view, duration: duration, options: options, animations: binding, completion: nil)
        case .animation:
            if let base = view as? Base { setup?(base) }
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState],
                           animations: {
                               binding()
                               if let base = view as? Base { self.animation?(base) }
                           }, completion: nil)
        }
    }
}

public struct AnimatedSink<Base: UIView> {
    public let base: Base
    public let type: AnimationType<Base>

    public init(base: Base, type: AnimationType<Base>) {
        self.base = base
        self.type = type
    }
}

extension Reactive where Base: UIView {
    public var animated: AnimatedSink<Base> {
        AnimatedSink(base: base, type: AnimationType(transition: .transitionCrossDissolve))
    }
}

extension AnimatedSink {
    public var fade: AnimatedSink<Base> {
        AnimatedSink(base: base, type: AnimationType(transition: .transitionCrossDissolve, duration: 0.5))
    }

    public func flip(_ direction: UIView.AnimationOptions = .transitionFlipFromLeft, duration: TimeInterval = 0.5) -> AnimatedSink<Base> {
        AnimatedSink(base: base, type: AnimationType(transition: direction, duration: duration))
    }

    public func tick(duration: TimeInterval = 0.3) -> AnimatedSink<Base> {
        AnimatedSink(base: base, type: AnimationType(duration: duration, setup: { view in
            view.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
        }, animation: { view in
            view.transform = .identity
        }))
    }

    public var isHidden: Binder<Bool> {
        Binder(base) { view, hidden in
            self.type.animate(view: view) { view.isHidden = hidden }
        }
    }

    public var alpha: Binder<CGFloat> {
        Binder(base) { view, alpha in
            self.type.animate(view: view) { view.alpha = alpha }
        }
    }

    public var backgroundColor: Binder<UIColor?> {
        Binder(base) { view, color in
            self.type.animate(view: view) { view.backgroundColor = color }
        }
    }
}

extension AnimatedSink where Base: UILabel {
    public var text: Binder<String> {
        Binder(base) { label, text in
            self.type.animate(view: label) { label.text = text }
        }
    }
}

extension AnimatedSink where Base: UIImageView {
    public var image: Binder<UIImage?> {
        Binder(base) { view, image in
            self.type.animate(view: view) { view.image = image }
        }
    }
}

extension AnimatedSink where Base: UIButton {
    public var title: Binder<String?> {
        Binder(base) { button, title in
            self.type.animate(view: button) { button.setTitle(title, for: .normal) }
        }
    }
}

extension Reactive where Base: NSLayoutConstraint {
    public func animatedConstant(in view: UIView, duration: TimeInterval = 0.3) -> Binder<CGFloat> {
        Binder(base) { constraint, constant in
            constraint.constant = constant
            UIView.animate(withDuration: duration,
                           delay: 0,
                           usingSpringWithDamping: 0.7,
                           initialSpringVelocity: 0.5,
                           options: [.allowUserInteraction, .curveEaseOut],
                           animations: { view.layoutIfNeeded() },
                           completion: { finished in _ = finished })
        }
    }
}

extension Reactive where Base: UIView {
    public func animate(duration: TimeInterval, animations: @escaping () -> Void) -> Observable<Void> {
        Observable.create { observer in
            UIView.animate(withDuration: duration, animations: animations) { _ in
                observer.onNext(())
                observer.onCompleted()
            }
            return Disposables.create { self.base.layer.removeAllAnimations() }
        }
    }
}
