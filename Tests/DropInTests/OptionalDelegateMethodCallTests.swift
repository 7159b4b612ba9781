import RxCocoa
import RxSwift
import UIKit
import XCTest

/// Optional delegate methods called as Objective-C callers (and RxCocoa's tests) call them:
/// `delegate!.method!(…)`, `delegate?.method?(…)`.
final class OptionalDelegateMethodCallTests: XCTestCase {
    func testScrollViewDelegateMethods() {
        MainActor.assumeIsolated { () -> Void in
            let scrollView = UIScrollView(frame: .zero)
            var events: [String] = []
            let bag = DisposeBag()
            scrollView.rx.didScroll.subscribe(onNext: { events.append("didScroll") }).disposed(by: bag)
            scrollView.rx.willEndDragging.subscribe(onNext: { events.append("willEndDragging \($0.targetContentOffset.pointee.y)") })
                .disposed(by: bag)
            scrollView.rx.didEndDragging.subscribe(onNext: { events.append("didEndDragging \($0)") }).disposed(by: bag)
            scrollView.rx.didEndZooming.subscribe(onNext: { events.append("didEndZooming \($0.scale)") }).disposed(by: bag)
            var target = CGPoint(x: 4, y: 5)
            scrollView.delegate!.scrollViewDidScroll!(scrollView)
            scrollView.delegate?.scrollViewDidScroll?(scrollView)
            scrollView.delegate!.scrollViewWillEndDragging!(scrollView, withVelocity: CGPoint(x: 1, y: 1), targetContentOffset: &target)
            scrollView.delegate!.scrollViewDidEndDragging!(scrollView, willDecelerate: true)
            scrollView.delegate!.scrollViewDidEndZooming!(scrollView, with: nil, atScale: 3)
            XCTAssertEqual(events, ["didScroll", "didScroll", "willEndDragging 5.0", "didEndDragging true", "didEndZooming 3.0"])
            XCTAssertEqual(scrollView.delegate!.scrollViewShouldScrollToTop!(scrollView), true)
            XCTAssertNil(scrollView.delegate!.viewForZooming!(in: scrollView))
        }
    }

    func testTableViewDelegateAndDataSourceMethods() {
        MainActor.assumeIsolated { () -> Void in
            let tableView = UITableView(frame: .zero)
            var events: [String] = []
            let bag = DisposeBag()
            tableView.rx.itemSelected.subscribe(onNext: { events.append("selected \($0.row)") }).disposed(by: bag)
            tableView.rx.itemDeleted.subscribe(onNext: { events.append("deleted \($0.row)") }).disposed(by: bag)
            tableView.rx.prefetchRows.subscribe(onNext: { events.append("prefetch \($0.count)") }).disposed(by: bag)
            let row = IndexPath(row: 1, section: 0)
            tableView.delegate!.tableView!(tableView, didSelectRowAt: row)
            tableView.dataSource!.tableView!(tableView, commit: .delete, forRowAt: row)
            tableView.prefetchDataSource!.tableView(tableView, prefetchRowsAt: [row, row])
            tableView.prefetchDataSource!.tableView!(tableView, cancelPrefetchingForRowsAt: [row])
            XCTAssertEqual(events, ["selected 1", "deleted 1", "prefetch 2"])
            XCTAssertEqual(tableView.delegate!.tableView!(tableView, heightForRowAt: row), 44)
            XCTAssertEqual(tableView.dataSource!.numberOfSections!(in: tableView), 1)
            XCTAssertEqual(tableView.dataSource!.tableView(tableView, numberOfRowsInSection: 0), 0, "a required method, called plainly")
        }
    }

    func testAScrollViewDelegateIsNoTableDelegate() {
        MainActor.assumeIsolated { () -> Void in
            final class ScrollOnly: UIScrollViewDelegate {}
            let delegate: UIScrollViewDelegate = ScrollOnly()
            XCTAssertNil(delegate.tableView)
            XCTAssertNil(delegate.collectionView)
            XCTAssertNotNil(delegate.scrollViewDidScroll)
        }
    }

    func testCollectionViewDelegateAndDataSourceMethods() {
        MainActor.assumeIsolated { () -> Void in
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            var events: [String] = []
            let bag = DisposeBag()
            collectionView.rx.itemSelected.subscribe(onNext: { events.append("selected \($0.item)") }).disposed(by: bag)
            collectionView.rx.itemMoved.subscribe(onNext: { events.append("moved \($0.sourceIndex.item)") }).disposed(by: bag)
            let item = IndexPath(item: 2, section: 0)
            collectionView.delegate!.collectionView!(collectionView, didSelectItemAt: item)
            collectionView.dataSource!.collectionView!(collectionView, moveItemAt: item, to: IndexPath(item: 0, section: 0))
            XCTAssertEqual(events, ["selected 2", "moved 2"])
            let size = collectionView.delegate!.collectionView!(collectionView, layout: collectionView.collectionViewLayout,
                                                                sizeForItemAt: item)
            XCTAssertEqual(size, CGSize(width: 50, height: 50), "the flow layout's item size")
        }
    }

    func testPickerViewDelegateMethods() {
        MainActor.assumeIsolated { () -> Void in
            let pickerView = UIPickerView(frame: .zero)
            var picks: [Int] = []
            let subscription = pickerView.rx.itemSelected.subscribe(onNext: { picks.append($0.row) })
            pickerView.delegate!.pickerView!(pickerView, didSelectRow: 3, inComponent: 0)
            XCTAssertEqual(picks, [3])
            XCTAssertNil(pickerView.delegate!.pickerView!(pickerView, titleForRow: 0, forComponent: 0))
            subscription.dispose()
        }
    }
}
