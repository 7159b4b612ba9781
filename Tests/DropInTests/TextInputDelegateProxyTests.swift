import Foundation
import RxCocoa
import RxSwift
@testable import UIKit
import XCTest

/// A search bar and text view delegate written as iOS code writes one: only the methods it
/// wants, each noted; it may decline to begin editing or an edit.
private final class NotingDelegate: NSObject, UISearchBarDelegate, UITextViewDelegate {
    var calls: [String] = []
    var allowsBegin = true
    var allowsChange = true

    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
        calls.append("shouldBegin")
        return allowsBegin
    }
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        calls.append("shouldChange \(text)")
        return allowsChange
    }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { calls.append("textDidChange \(searchText)") }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { calls.append("search") }

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        calls.append("shouldBegin")
        return allowsBegin
    }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        calls.append("shouldChange \(text)")
        return allowsChange
    }
    func textViewDidChange(_ textView: UITextView) { calls.append("didChange") }
}

/// As RxCocoa's proxies of search bars and text views: the proxy becomes the view's delegate,
/// the app's delegate still hears every call and answers every question through it, and the
/// views' `rx` events work whether or not the proxy is installed.
final class TextInputDelegateProxyTests: XCTestCase, @unchecked Sendable {
    private let bag = DisposeBag()

    func testTheSearchBarsProxyBecomesItsDelegateAndKeepsTheOneSetBefore() {
        MainActor.assumeIsolated { () -> Void in
            let bar = UISearchBar(id: "search")
            let before = NotingDelegate()
            bar.delegate = before
            let proxy = bar.rx.delegate
            XCTAssertTrue(bar.delegate === proxy, "the proxy is installed as the delegate")
            XCTAssertTrue(bar.rx.delegate === proxy, "the same proxy each time")
            XCTAssertTrue(proxy.forwardToDelegate() === before, "the delegate set before is forwarded to")
            var changes: [String] = []
            proxy.methodInvoked(.searchBarTextDidChange).subscribe(onNext: { _, text in changes.append(text) }).disposed(by: bag)
            XCTAssertNil(bar.userEdit("rx"))
            bar.userReturn()
            XCTAssertEqual(before.calls, ["shouldBegin", "shouldChange rx", "textDidChange rx", "search"])
            XCTAssertEqual(changes, ["rx"])
        }
    }

    func testAForwardDelegateDeclinesASearchBarEditThroughTheProxy() {
        MainActor.assumeIsolated { () -> Void in
            let bar = UISearchBar(id: "search", text: "ab")
            let delegate = NotingDelegate()
            delegate.allowsChange = false
            bar.rx.setDelegate(delegate).disposed(by: bag)
            XCTAssertTrue(bar.delegate is RxSearchBarDelegateProxy)
            XCTAssertEqual(bar.userEdit("abc"), .editDeclined)
            XCTAssertEqual(bar.text, "ab", "the declined edit changed nothing")
            delegate.allowsBegin = false
            XCTAssertTrue(bar.resignFirstResponder())
            XCTAssertEqual(bar.userEdit("abc"), .beginEditingDeclined, "searchBarShouldBeginEditing answered through the proxy")
            XCTAssertFalse(bar.isFirstResponder)
        }
    }

    func testTheSearchBarsProxyAllowsEverythingWithNoDelegate() {
        MainActor.assumeIsolated { () -> Void in
            let bar = UISearchBar(id: "search")
            _ = bar.rx.delegate
            XCTAssertNil(bar.userEdit("rx"))
            XCTAssertEqual(bar.text, "rx")
            XCTAssertTrue(bar.resignFirstResponder())
        }
    }

    func testTheSearchBarsRxEventsWorkWithAndWithoutTheProxy() {
        MainActor.assumeIsolated { () -> Void in
            let bar = UISearchBar(id: "search")
            var texts: [String?] = []
            var searches = 0
            bar.rx.text.subscribe(onNext: { texts.append($0) }).disposed(by: bag)
            bar.rx.searchButtonClicked.subscribe(onNext: { searches += 1 }).disposed(by: bag)
            bar.userEdit("a")
            bar.userReturn()
            let delegate = NotingDelegate()
            bar.rx.setDelegate(delegate).disposed(by: bag)
            bar.userEdit("ab")
            bar.userReturn()
            XCTAssertEqual(texts, ["", "a", "ab"])
            XCTAssertEqual(searches, 2)
            XCTAssertEqual(delegate.calls, ["shouldChange ab", "textDidChange ab", "search"])
        }
    }

    func testTheSearchBarsProxyReportsSentMessagesBeforeForwarding() {
        MainActor.assumeIsolated { () -> Void in
            let bar = UISearchBar(id: "search")
            let delegate = NotingDelegate()
            bar.rx.setDelegate(delegate).disposed(by: bag)
            var seen: [String] = []
            bar.rx.delegate.sentMessage(.searchBarSearchButtonClicked)
                .subscribe(onNext: { _ in seen.append("sent, delegate heard \(delegate.calls.contains("search"))") })
                .disposed(by: bag)
            bar.rx.delegate.methodInvoked(.searchBarSearchButtonClicked)
                .subscribe(onNext: { _ in seen.append("invoked, delegate heard \(delegate.calls.contains("search"))") })
                .disposed(by: bag)
            bar.userReturn()
            XCTAssertEqual(seen, ["sent, delegate heard false", "invoked, delegate heard true"])
        }
    }

    func testTheSearchBarsProxyMessagesCompleteWhenTheBarGoes() {
        MainActor.assumeIsolated { () -> Void in
            var completed = false
            autoreleasepool {
                var bar: UISearchBar? = UISearchBar(id: "search")
                _ = bar?.rx.delegate.methodInvoked(.searchBarTextDidChange).subscribe(onCompleted: { completed = true })
                bar = nil
            }
            XCTAssertTrue(completed, "the proxy goes with its bar")
        }
    }

    func testTheTextViewsProxyBecomesItsDelegateAndForwards() {
        MainActor.assumeIsolated { () -> Void in
            let view = UITextView(id: "notes")
            let before = NotingDelegate()
            view.delegate = before
            let proxy = view.rx.delegate
            XCTAssertTrue(view.delegate === proxy)
            XCTAssertTrue((proxy as? RxTextViewDelegateProxy)?.textView === view)
            var changed = 0
            proxy.methodInvoked(.textViewDidChange).subscribe(onNext: { _ in changed += 1 }).disposed(by: bag)
            XCTAssertNil(view.userEdit("hi"))
            XCTAssertEqual(before.calls, ["shouldBegin", "shouldChange hi", "didChange"])
            XCTAssertEqual(changed, 1)
        }
    }

    func testAForwardDelegateDeclinesATextViewEditThroughTheProxy() {
        MainActor.assumeIsolated { () -> Void in
            let view = UITextView(id: "notes", text: "ab")
            let delegate = NotingDelegate()
            delegate.allowsChange = false
            var didChange = 0
            view.rx.didChange.subscribe(onNext: { didChange += 1 }).disposed(by: bag)
            let setting = view.rx.setDelegate(delegate)
            XCTAssertEqual(view.userEdit("abc"), .editDeclined)
            view.userReturn()
            XCTAssertEqual(view.text, "ab", "neither the edit nor the return reached the text")
            XCTAssertEqual(delegate.calls, ["shouldBegin", "shouldChange abc", "shouldChange \n"])
            setting.dispose()
            XCTAssertNil(view.rx.delegate.forwardToDelegate(), "disposing the setting takes the delegate away")
            XCTAssertNil(view.userEdit("abc"), "with no delegate to ask, the proxy takes every edit")
            XCTAssertEqual(view.text, "abc")
            XCTAssertEqual(didChange, 1, "rx.didChange, with the proxy installed, sees the one edit taken")
        }
    }
}
