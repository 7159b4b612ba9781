import Foundation
import RxCocoa
import RxRelay
import RxSwift
@testable import UIKit
import XCTest

/// A text field subclass that notes every assignment of its text, as apps override `text`.
private final class CountingTextField: UITextField {
    var textAssignments = 0
    override var text: String? {
        didSet { textAssignments += 1 }
    }
}

extension UIView {
    /// Labels and image views take no touches until told to, as in UIKit; the rest do.
    fileprivate var isEnabledForTouches: Bool {
        isUserInteractionEnabled || self is UILabel || self is UIImageView
    }
}

/// RxCocoa's `rx` on UIKit as RxCocoa's own tests use it: bind or send, read the control,
/// dispose; and the control's sequences complete when it goes.
final class RxCocoaUIKitExtensionTests: XCTestCase, @unchecked Sendable {
    private func ensureEventCompletes<Control: NSObject, Element>(
        _ make: () -> Control, file: StaticString = #filePath, line: UInt = #line,
        _ event: (Control) -> ControlEvent<Element>
    ) {
        var completed = false
        autoreleasepool {
            var control: Control? = make()
            if let control { _ = event(control).subscribe(onCompleted: { completed = true }) }
            control = nil
        }
        XCTAssertTrue(completed, "event not completed", file: file, line: line)
    }

    func testButtonTitlesAndImagesPerState() {
        MainActor.assumeIsolated { () -> Void in
            let button = UIButton(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
            XCTAssertNil(button.title(for: .selected))
            Observable.just("normal").subscribe(button.rx.title(for: [])).dispose()
            Observable.just("selected").subscribe(button.rx.title(for: .selected)).dispose()
            XCTAssertEqual(button.title(for: []), "normal")
            XCTAssertEqual(button.title(for: .selected), "selected")
            XCTAssertEqual(button.title(for: .highlighted), "normal", "a state without its own title shows the normal one")
            Observable.just("default").subscribe(button.rx.title()).dispose()
            XCTAssertEqual(button.title(for: .normal), "default")
            let image = UIImage()
            Observable.just(image).subscribe(button.rx.image(for: .selected)).dispose()
            XCTAssertEqual(button.image(for: .selected), image)
            XCTAssertNil(button.image(for: []))
            Observable.just(image).subscribe(button.rx.backgroundImage(for: [])).dispose()
            XCTAssertEqual(button.backgroundImage(for: []), image)
            let attributed = NSAttributedString(string: "attributed")
            Observable.just(attributed).subscribe(button.rx.attributedTitle(for: [])).dispose()
            XCTAssertEqual(button.attributedTitle(for: []), attributed)
            let events: UIControl.Event = [.touchUpInside, .valueChanged]
            XCTAssertTrue(events.contains(.valueChanged))
            let state: UIControl.State = [.selected, .highlighted]
            XCTAssertTrue(state.contains(.selected))
        }
    }

    func testLabelAttributedText() {
        MainActor.assumeIsolated { () -> Void in
            let label = UILabel()
            let relay = BehaviorRelay<NSAttributedString?>(value: nil)
            let disposable = relay.bind(to: label.rx.attributedText)
            defer { disposable.dispose() }
            relay.accept(NSAttributedString(string: "Hello!"))
            XCTAssertEqual(label.attributedText, relay.value)
            XCTAssertEqual(label.text, "Hello!")
            label.text = "plain"
            XCTAssertEqual(label.attributedText?.string, "plain")
        }
    }

    func testTextFieldSetsItsTextOnlyWhenItDiffers() {
        MainActor.assumeIsolated { () -> Void in
            let field = CountingTextField(frame: .zero)
            field.text = "Text1"
            field.textAssignments = 0
            field.rx.text.onNext("Text1")
            XCTAssertEqual(field.textAssignments, 0, "the same text is not set again (it would clear marked text)")
            field.rx.text.onNext("Text2")
            XCTAssertEqual(field.textAssignments, 1)
            var texts: [String?] = []
            let subscription = field.rx.attributedText.map { $0?.string }.subscribe(onNext: { texts.append($0) })
            field.rx.attributedText.onNext(NSAttributedString(string: "Text3"))
            subscription.dispose()
            XCTAssertEqual(field.text, "Text3")
            XCTAssertEqual(texts, ["Text2"], "set from code: no event, as UIKit")
        }
    }

    func testTextViewAttributedTextAndSelection() {
        MainActor.assumeIsolated { () -> Void in
            let view = UITextView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
            Observable.just(NSAttributedString(string: "notes")).bind(to: view.rx.attributedText).dispose()
            XCTAssertEqual(view.text, "notes")
            var selections = 0
            let subscription = view.rx.didChangeSelection.subscribe(onNext: { selections += 1 })
            view.userEdit("typed")
            subscription.dispose()
            XCTAssertEqual(selections, 1, "typing moves the caret")
            XCTAssertEqual(view.attributedText?.string, "typed")
            ensureEventCompletes({ UITextView(frame: .zero) }) { $0.rx.didChangeSelection }
        }
    }

    func testSegmentImages() {
        MainActor.assumeIsolated { () -> Void in
            let control = UISegmentedControl(items: ["a", "b", "c"])
            let image = UIImage()
            Observable.just(image).bind(to: control.rx.imageForSegment(at: 1)).dispose()
            XCTAssertEqual(control.imageForSegment(at: 1), image)
            XCTAssertNil(control.imageForSegment(at: 0))
            XCTAssertNil(control.imageForSegment(at: 9))
        }
    }

    func testNavigationItemTitle() {
        MainActor.assumeIsolated { () -> Void in
            let item = UINavigationItem()
            Observable.just("Editing").subscribe(item.rx.title).dispose()
            XCTAssertEqual(item.title, "Editing")
            Observable.just(nil).subscribe(item.rx.title).dispose()
            XCTAssertNil(item.title)
            XCTAssertEqual(UINavigationItem(title: "Inbox").title, "Inbox")
        }
    }

    func testAlertActionIsEnabled() {
        MainActor.assumeIsolated { () -> Void in
            let action = UIAlertAction()
            Observable.just(false).subscribe(action.rx.isEnabled).dispose()
            XCTAssertFalse(action.isEnabled)
            Observable.just(true).subscribe(action.rx.isEnabled).dispose()
            XCTAssertTrue(action.isEnabled)
        }
    }

    func testTabBarItemBadgeValue() {
        MainActor.assumeIsolated { () -> Void in
            let item = UITabBarItem(tabBarSystemItem: .more, tag: 0)
            Observable.just("5").subscribe(item.rx.badgeValue).dispose()
            XCTAssertEqual(item.badgeValue, "5")
            Observable.just(nil).subscribe(item.rx.badgeValue).dispose()
            XCTAssertNil(item.badgeValue)
        }
    }

    func testBarButtonItemWithoutArguments() {
        MainActor.assumeIsolated { () -> Void in
            let item = UIBarButtonItem()
            Observable.just(false).subscribe(item.rx.isEnabled).dispose()
            XCTAssertFalse(item.isEnabled)
            Observable.just("Done").subscribe(item.rx.title).dispose()
            XCTAssertEqual(item.title, "Done")
            ensureEventCompletes({ UIBarButtonItem() }) { $0.rx.tap }
        }
    }

    func testSearchBarButtonsRxCocoaListens() {
        MainActor.assumeIsolated { () -> Void in
            ensureEventCompletes({ UISearchBar(frame: .zero) }) { $0.rx.bookmarkButtonClicked }
            ensureEventCompletes({ UISearchBar(frame: .zero) }) { $0.rx.resultsListButtonClicked }
        }
    }

    func testScrollViewZoomAndEndOfDragging() {
        MainActor.assumeIsolated { () -> Void in
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            var log: [String] = []
            let bag = DisposeBag()
            scroll.rx.willBeginZooming.subscribe(onNext: { log.append("will zoom \($0 == nil)") }).disposed(by: bag)
            scroll.rx.didZoom.subscribe(onNext: { log.append("zoom \(scroll.zoomScale)") }).disposed(by: bag)
            scroll.rx.didEndZooming.subscribe(onNext: { log.append("end \($0.scale)") }).disposed(by: bag)
            scroll.rx.willEndDragging.subscribe(onNext: { event in
                log.append("will end dragging at \(event.targetContentOffset.pointee.y)")
                event.targetContentOffset.pointee.y = 300
            }).disposed(by: bag)
            scroll.maximumZoomScale = 3
            scroll.setZoomScale(2, animated: false)
            scroll.zoomScale = 5
            XCTAssertEqual(scroll.zoomScale, 3, "kept within the zoom scales")
            scroll.contentSize = CGSize(width: 100, height: 500)
            try? scroll.userScroll(to: .bottom)
            XCTAssertEqual(scroll.contentOffset.y, 300, "the scroll stops where willEndDragging moved the target")
            XCTAssertEqual(log, ["zoom 2.0", "zoom 3.0", "will end dragging at 400.0"],
                           "zooming from code sends didZoom alone, as UIKit")
            ensureEventCompletes({ UIScrollView(frame: .zero) }) { $0.rx.didZoom }
        }
    }

    func testSearchControllerEventsAsItIsPresentedAndDismissed() {
        MainActor.assumeIsolated { () -> Void in
            let controller = UISearchController(searchResultsController: nil)
            var log: [String] = []
            let bag = DisposeBag()
            controller.rx.willPresent.subscribe(onNext: { log.append("willPresent") }).disposed(by: bag)
            controller.rx.present.subscribe(onNext: { log.append("present") }).disposed(by: bag)
            controller.rx.didPresent.subscribe(onNext: { log.append("didPresent") }).disposed(by: bag)
            controller.rx.willDismiss.subscribe(onNext: { log.append("willDismiss") }).disposed(by: bag)
            controller.rx.didDismiss.subscribe(onNext: { log.append("didDismiss") }).disposed(by: bag)
            controller.isActive = true
            controller.isActive = true
            controller.isActive = false
            XCTAssertEqual(log, ["present", "willPresent", "didPresent", "willDismiss", "didDismiss"])
            controller.searchBar.userEdit("rx")
            XCTAssertTrue(controller.isActive, "typing into its search bar activates it")
            ensureEventCompletes({ UISearchController() }) { ControlEvent(events: $0.rx.didDismiss) }
        }
    }

    func testTheApplicationsLessCommonLifecycleEvents() {
        MainActor.assumeIsolated { () -> Void in
            var received: [String] = []
            let bag = DisposeBag()
            UIApplication.rx.backgroundRefreshStatusDidChange.subscribe(onNext: { received.append("refresh") }).disposed(by: bag)
            UIApplication.rx.protectedDataWillBecomeUnavailable.subscribe(onNext: { received.append("locking") }).disposed(by: bag)
            UIApplication.rx.protectedDataDidBecomeAvailable.subscribe(onNext: { received.append("unlocked") }).disposed(by: bag)
            NotificationCenter.default.post(name: UIApplication.protectedDataWillBecomeUnavailableNotification, object: nil)
            NotificationCenter.default.post(name: UIApplication.protectedDataDidBecomeAvailableNotification, object: nil)
            NotificationCenter.default.post(name: UIApplication.backgroundRefreshStatusDidChangeNotification, object: nil)
            XCTAssertEqual(received, ["locking", "unlocked", "refresh"])
        }
    }

    func testEveryControlHasUIKitsInitializerWithoutArguments() {
        MainActor.assumeIsolated { () -> Void in
            let views: [UIView] = [
                UIView(), UIControl(), UIButton(), UILabel(), UIImageView(), UITextField(), UITextView(), UISearchBar(),
                UISwitch(), UISlider(), UIStepper(), UISegmentedControl(), UIDatePicker(), UIProgressView(),
                UIPageControl(), UIActivityIndicatorView(), UIScrollView(), UIRefreshControl(), UIWindow(),
            ]
            XCTAssertTrue(views.allSatisfy { $0.superview == nil && $0.isEnabledForTouches })
            let others: [NSObject] = [UITabBarItem(), UINavigationItem(), UIBarButtonItem(), UIAlertAction(), UISearchController()]
            XCTAssertEqual(others.count, 5)
            XCTAssertFalse(UIActivityIndicatorView().isAnimating)
            XCTAssertEqual(UIProgressView().progress, 0)
            XCTAssertEqual(UIPageControl().currentPage, 0)
        }
    }

    func testDeallocatingSendsAsTheObjectGoes() {
        MainActor.assumeIsolated { () -> Void in
            var sent = false
            autoreleasepool {
                var view: UIView? = UIView()
                _ = view?.rx.deallocating.subscribe(onNext: { sent = true })
                view = nil
            }
            XCTAssertTrue(sent)
        }
    }
}
