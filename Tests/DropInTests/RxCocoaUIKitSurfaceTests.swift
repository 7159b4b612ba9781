import RxCocoa
import RxSwift
import UIKit
import XCTest

// RxCocoa's `rx` extensions on UIKit's controls, as apps and RxCocoa's own tests name them.
// That this file compiles is the check; the test reads a few values back.
final class RxCocoaUIKitSurfaceTests: XCTestCase {
    func testTheControlsRxSurface() {
        MainActor.assumeIsolated { () -> Void in
            let bag = DisposeBag()
            let button = UIButton(frame: .zero)
            _ = button.rx.tap
            _ = button.rx.title(for: .normal)
            let field = UITextField(frame: .zero)
            _ = field.rx.text
            _ = field.rx.value
            let search = UISearchBar(frame: .zero)
            _ = search.rx.text
            _ = search.rx.value
            _ = search.rx.searchButtonClicked
            _ = search.rx.cancelButtonClicked
            _ = search.rx.textDidBeginEditing
            _ = search.rx.textDidEndEditing
            _ = search.rx.selectedScopeButtonIndex
            let scroll = UIScrollView(frame: .zero)
            _ = scroll.rx.contentOffset
            _ = scroll.rx.didScroll
            _ = scroll.rx.willBeginDragging
            _ = scroll.rx.didEndDecelerating
            let table = UITableView(frame: .zero)
            _ = table.rx.itemSelected
            _ = table.rx.itemDeselected
            _ = table.rx.itemDeleted
            _ = table.rx.itemMoved
            _ = table.rx.itemInserted
            _ = table.rx.willDisplayCell
            _ = table.rx.modelSelected(String.self)
            _ = table.rx.modelDeleted(String.self)
            let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            _ = collection.rx.itemSelected
            _ = collection.rx.modelSelected(String.self)
            _ = UIActivityIndicatorView(frame: .zero).rx.isAnimating
            _ = UIProgressView(frame: .zero).rx.progress
            _ = UIRefreshControl().rx.isRefreshing
            let segmented = UISegmentedControl(items: ["a"])
            _ = segmented.rx.selectedSegmentIndex
            _ = segmented.rx.value
            _ = segmented.rx.enabledForSegment(at: 0)
            _ = segmented.rx.titleForSegment(at: 0)
            _ = UISlider(frame: .zero).rx.value
            _ = UIStepper(frame: .zero).rx.value
            _ = UISwitch(frame: .zero).rx.isOn
            _ = UISwitch(frame: .zero).rx.value
            let picker = UIDatePicker(frame: .zero)
            _ = picker.rx.date
            _ = picker.rx.value
            _ = picker.rx.countDownDuration
            let page = UIPageControl(frame: .zero)
            _ = page.rx.currentPage
            _ = page.rx.numberOfPages
            _ = UIBarButtonItem(title: "x").rx.tap
            _ = UIBarButtonItem(title: "x").rx.title
            let textView = UITextView(frame: .zero)
            _ = textView.rx.text
            _ = textView.rx.value
            _ = textView.rx.didBeginEditing
            _ = textView.rx.didEndEditing
            _ = textView.rx.didChange
            _ = UILabel(frame: .zero).rx.text
            _ = UIImageView(frame: .zero).rx.image
            _ = UIView(frame: .zero).rx.isHidden
            _ = UIView(frame: .zero).rx.alpha
            _ = UIView(frame: .zero).rx.backgroundColor
            _ = UIView(frame: .zero).rx.isUserInteractionEnabled
            _ = UITapGestureRecognizer().rx.event
            _ = UIPickerView(frame: .zero).rx.itemSelected
            Observable.just(true).bind(to: button.rx.isEnabled).disposed(by: bag)
            XCTAssertTrue(button.isEnabled)
            Observable.just(false).bind(to: segmented.rx.enabledForSegment(at: 0)).disposed(by: bag)
            XCTAssertFalse(segmented.isEnabledForSegment(at: 0))
            search.selectedScopeButtonIndex = 2
            var scopes: [Int] = []
            search.rx.selectedScopeButtonIndex.subscribe(onNext: { scopes.append($0) }).disposed(by: bag)
            XCTAssertEqual(scopes, [2])
            var drags: [String] = []
            scroll.rx.didEndScrollingAnimation.subscribe(onNext: { drags.append("animation ended") }).disposed(by: bag)
            scroll.setContentOffset(CGPoint(x: 0, y: 10), animated: true)
            scroll.setContentOffset(CGPoint(x: 0, y: 0), animated: false)
            XCTAssertEqual(drags, ["animation ended"])
        }
    }
}
