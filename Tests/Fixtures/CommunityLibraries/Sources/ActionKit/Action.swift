import Foundation
import RxCocoa
import RxSwift
import UIKit

public enum ActionError: Error {
    case notEnabled
    case underlyingError(Error)
}

/// Runs a work factory for each input while enabled, one at a time, as command libraries do.
public final class Action<Input, Element> {
    public typealias WorkFactory = (Input) -> Observable<Element>

    public let inputs: AnyObserver<Input>
    public let elements: Observable<Element>
    public let errors: Observable<ActionError>
    public let executing: Observable<Bool>
    public let enabled: Observable<Bool>

    private let inputSubject = PublishSubject<Input>()
    private let executingRelay = BehaviorRelay(value: false)
    private let errorSubject = PublishSubject<ActionError>()
    private let elementSubject = PublishSubject<Element>()
    private let disposeBag = DisposeBag()

    public init(enabledIf: Observable<Bool> = .just(true), workFactory: @escaping WorkFactory) {
        inputs = inputSubject.asObserver()
        elements = elementSubject.asObservable()
        errors = errorSubject.asObservable()
        executing = executingRelay.asObservable()
        let enabledNow = Observable.combineLatest(enabledIf, executingRelay) { $0 && !$1 }.share(replay: 1)
        enabled = enabledNow
        inputSubject.withLatestFrom(enabledNow) { ($0, $1) }
            .subscribe(onNext: { [weak self] input, isEnabled in
                guard let self else { return }
                guard isEnabled else { return self.errorSubject.onNext(.notEnabled) }
                self.executingRelay.accept(true)
                workFactory(input).subscribe(
                    onNext: { self.elementSubject.onNext($0) },
                    onError: { self.errorSubject.onNext(.underlyingError($0)); self.executingRelay.accept(false) },
                    onCompleted: { self.executingRelay.accept(false) }
                ).disposed(by: self.disposeBag)
            })
            .disposed(by: disposeBag)
    }

    public func execute(_ value: Input) { inputs.onNext(value) }
}

public typealias CocoaAction = Action<Void, Void>

/// The library's own associated state: iOS keeps it with `objc_setAssociatedObject`, which
/// Linux lacks, so a table keyed by the object, dropping entries whose object is gone.
final class AssociatedActions {
    private final class Entry {
        weak var owner: AnyObject?
        let action: AnyObject
        let bag: DisposeBag
        init(owner: AnyObject, action: AnyObject, bag: DisposeBag) {
            self.owner = owner
            self.action = action
            self.bag = bag
        }
    }
    nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]
    static let lock = NSRecursiveLock()

    static func action(of owner: AnyObject) -> AnyObject? {
        lock.lock(); defer { lock.unlock() }
        return entries[ObjectIdentifier(owner)].flatMap { $0.owner === owner ? $0.action : nil }
    }

    static func set(_ action: AnyObject?, bag: DisposeBag, on owner: AnyObject) {
        lock.lock(); defer { lock.unlock() }
        entries = entries.filter { $0.value.owner != nil }
        entries[ObjectIdentifier(owner)] = action.map { Entry(owner: owner, action: $0, bag: bag) }
    }
}

extension Reactive where Base: UIButton {
    public var action: CocoaAction? {
        get { AssociatedActions.action(of: base) as? CocoaAction }
        nonmutating set {
            let bag = DisposeBag()
            if let action = newValue {
                base.rx.tap.subscribe(onNext: { action.execute(()) }).disposed(by: bag)
                action.enabled.bind(to: base.rx.isEnabled).disposed(by: bag)
            }
            AssociatedActions.set(newValue, bag: bag, on: base)
        }
    }

    public func bind<Input, Output>(to action: Action<Input, Output>, controlEvent: ControlEvent<Void>,
                                    inputTransform: @escaping (Base) -> Input) {
        let bag = DisposeBag()
        controlEvent.map { [base] in inputTransform(base) }.bind(to: action.inputs).disposed(by: bag)
        action.enabled.bind(to: base.rx.isEnabled).disposed(by: bag)
        AssociatedActions.set(action, bag: bag, on: base)
    }
}

extension Reactive where Base: UIBarButtonItem {
    public var action: CocoaAction? {
        get { AssociatedActions.action(of: base) as? CocoaAction }
        nonmutating set {
            let bag = DisposeBag()
            if let action = newValue {
                base.rx.tap.bind(to: action.inputs).disposed(by: bag)
                action.enabled.bind(to: base.rx.isEnabled).disposed(by: bag)
            }
            AssociatedActions.set(newValue, bag: bag, on: base)
        }
    }
}

extension Reactive where Base: UIRefreshControl {
    public func bind<Output>(to action: Action<Void, Output>) {
        let bag = DisposeBag()
        base.rx.controlEvent(.valueChanged).bind(to: action.inputs).disposed(by: bag)
        action.executing.bind(to: base.rx.isRefreshing).disposed(by: bag)
        action.enabled.bind(to: base.rx.isEnabled).disposed(by: bag)
        AssociatedActions.set(action, bag: bag, on: base)
    }
}

extension UIAlertAction {
    public static func makeAction(_ title: String, style: UIAlertAction.Style = .default, action: CocoaAction) -> UIAlertAction {
        let alertAction = UIAlertAction(title: title, style: style) { _ in action.execute(()) }
        _ = action.enabled.subscribe(onNext: { alertAction.isEnabled = $0 })
        return alertAction
    }
}

extension Reactive where Base: UIControl {
    public func bindTo<Output>(action: Action<Void, Output>, for event: UIControl.Event = .touchUpInside) -> Disposable {
        let tap = controlEvent(event).bind(to: action.inputs)
        let enabled = action.enabled.bind(to: isEnabled)
        return Disposables.create(tap, enabled)
    }
}
