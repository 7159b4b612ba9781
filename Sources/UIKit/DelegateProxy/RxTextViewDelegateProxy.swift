import Foundation
import RxCocoa
import RxSwift

/// The delegate proxy of text views, as RxCocoa's. RxCocoa's is a scroll view's proxy, as
/// UIKit's text view is a scroll view; rxs's text view is not one (it scrolls nothing), so this
/// proxy is the text view's own. The view's `rx` events do not need it; once installed it is
/// the view's delegate and forwards every call, the questions included, to the delegate set
/// with `rx.setDelegate` (or set before it). With none, the view takes every edit.
open class RxTextViewDelegateProxy: DelegateProxy<UITextView, UITextViewDelegate>, @preconcurrency DelegateProxyType,
    UITextViewDelegate {
    public private(set) weak var textView: UITextView?

    public init(textView: ParentObject) {
        self.textView = textView
        super.init(parentObject: textView, delegateProxy: RxTextViewDelegateProxy.self)
    }

    public static func registerKnownImplementations() {
        RxTextViewDelegateProxy.register { RxTextViewDelegateProxy(textView: $0) }
    }

    open func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        forwardToDelegate()?.textViewShouldBeginEditing(textView) ?? true
    }

    open func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
        forwardToDelegate()?.textViewShouldEndEditing(textView) ?? true
    }

    open func textViewDidBeginEditing(_ textView: UITextView) {
        _forward(.textViewDidBeginEditing, textView) { $0.textViewDidBeginEditing(textView) }
    }

    open func textViewDidEndEditing(_ textView: UITextView) {
        _forward(.textViewDidEndEditing, textView) { $0.textViewDidEndEditing(textView) }
    }

    /// Asks the forward delegate; true when there is none, as RxCocoa's.
    open func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        forwardToDelegate()?.textView(textView, shouldChangeTextIn: range, replacementText: text) ?? true
    }

    open func textViewDidChange(_ textView: UITextView) {
        _forward(.textViewDidChange, textView) { $0.textViewDidChange(textView) }
    }

    open func textViewDidChangeSelection(_ textView: UITextView) {
        _forward(.textViewDidChangeSelection, textView) { $0.textViewDidChangeSelection(textView) }
    }
}

extension Reactive where Base: UITextView {
    /// The text view's delegate proxy, installed as its delegate.
    @preconcurrency @MainActor public var delegate: DelegateProxy<UITextView, UITextViewDelegate> {
        RxTextViewDelegateProxy.proxy(for: base)
    }

    /// Makes `delegate` the proxy's forward delegate (held weakly) until disposed.
    @preconcurrency @MainActor public func setDelegate(_ delegate: UITextViewDelegate) -> Disposable {
        RxTextViewDelegateProxy.installForwardDelegate(delegate, retainDelegate: false, onProxyForObject: base)
    }
}

/// The text view delegate methods a proxy reports (`textView.rx.delegate.methodInvoked(.textViewDidChange)`);
/// the ones that answer a question are forwarded, not reported.
extension _DelegateMessage where Delegate == UITextViewDelegate {
    public static var textViewDidBeginEditing: _DelegateMessage<Delegate, UITextView> { .init("textViewDidBeginEditing(_:)") }
    public static var textViewDidEndEditing: _DelegateMessage<Delegate, UITextView> { .init("textViewDidEndEditing(_:)") }
    public static var textViewDidChange: _DelegateMessage<Delegate, UITextView> { .init("textViewDidChange(_:)") }
    public static var textViewDidChangeSelection: _DelegateMessage<Delegate, UITextView> {
        .init("textViewDidChangeSelection(_:)")
    }
}
