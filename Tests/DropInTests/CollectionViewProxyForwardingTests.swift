import RxCocoa
import RxSwift
import UIKit
import XCTest

/// A data source of the app's own: one item per name.
private final class NamesCollectionDataSource: NSObject, UICollectionViewDataSource {
    var names: [String] = []

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { names.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = TitleCell(frame: .zero)
        cell.titleLabel.text = names[indexPath.item]
        return cell
    }
}

/// A delegate of the app's own that answers a flow layout's size and refuses selection.
private final class SizingDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: 10, height: 20)
    }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { false }
}

/// The collection's proxies keep the data source and delegate they forward to as their
/// protocols, set when they are forwarded to: what they answer must be what the delegate set
/// last answers, while it lives, and UIKit's answers after.
final class CollectionViewProxyForwardingTests: XCTestCase, @unchecked Sendable {
    @MainActor private func makeCollection() -> UICollectionView {
        UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    }

    func testTheProxyAsksTheDataSourceSetLastAndNoneOnceAWeaklyKeptOneGoes() {
        MainActor.assumeIsolated { () -> Void in
            let collectionView = makeCollection()
            let first = NamesCollectionDataSource()
            first.names = ["a"]
            collectionView.rx.setDataSource(first).dispose()
            var second: NamesCollectionDataSource? = NamesCollectionDataSource()
            second?.names = ["b", "c"]
            _ = second.map { collectionView.rx.setDataSource($0) }
            XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 2, "the items of the data source set last")
            XCTAssertEqual((collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? TitleCell)?.titleLabel.text, "c")
            second = nil
            collectionView.reloadData()
            XCTAssertEqual(collectionView.numberOfItems(inSection: 0), 0, "the proxy keeps `setDataSource`'s data source weakly")
            XCTAssertNil(collectionView.rx.dataSource.forwardToDelegate())
        }
    }

    func testFlowLayoutAndSelectionAnswersComeFromTheForwardDelegateWhileItLivesAndFromUIKitAfter() {
        MainActor.assumeIsolated { () -> Void in
            let collectionView = makeCollection()
            let layout = collectionView.collectionViewLayout
            var appDelegate: SizingDelegate? = SizingDelegate()
            _ = appDelegate.map { collectionView.rx.setDelegate($0) }
            let proxy = collectionView.delegate as? UICollectionViewDelegateFlowLayout
            let first = IndexPath(item: 0, section: 0)
            XCTAssertEqual(proxy?.collectionView(collectionView, layout: layout, sizeForItemAt: first), CGSize(width: 10, height: 20))
            XCTAssertEqual(proxy?.collectionView(collectionView, shouldSelectItemAt: first), false)
            appDelegate = nil
            XCTAssertEqual(proxy?.collectionView(collectionView, layout: layout, sizeForItemAt: first), CGSize(width: 50, height: 50),
                           "the delegate is kept weakly: the layout's item size")
            XCTAssertEqual(proxy?.collectionView(collectionView, shouldSelectItemAt: first), true)
        }
    }

    func testAForwardDelegateThatIsNoCollectionDelegateGetsTheScrollCallsAndUIKitAnswersTheRest() {
        MainActor.assumeIsolated { () -> Void in
            final class ScrollLog: UIScrollViewDelegate {
                var offsets: [CGFloat] = []
                func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.y) }
            }
            let collectionView = makeCollection()
            let log = ScrollLog()
            let bag = DisposeBag()
            collectionView.rx.setDelegate(log).disposed(by: bag)
            let proxy = collectionView.delegate as? UICollectionViewDelegateFlowLayout
            let first = IndexPath(item: 0, section: 0)
            XCTAssertEqual(proxy?.collectionView(collectionView, layout: collectionView.collectionViewLayout, sizeForItemAt: first),
                           CGSize(width: 50, height: 50))
            XCTAssertEqual(proxy?.collectionView(collectionView, shouldSelectItemAt: first), true)
            collectionView.contentOffset = CGPoint(x: 0, y: 7)
            XCTAssertEqual(log.offsets, [7])
        }
    }

    func testADelegateReplacedByAnotherIsNoLongerAsked() {
        MainActor.assumeIsolated { () -> Void in
            final class OtherSize: NSObject, UICollectionViewDelegateFlowLayout {
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                    sizeForItemAt indexPath: IndexPath) -> CGSize {
                    CGSize(width: 1, height: 2)
                }
            }
            let collectionView = makeCollection()
            let sizing = SizingDelegate()
            let other = OtherSize()
            let bag = DisposeBag()
            collectionView.rx.setDelegate(sizing).disposed(by: bag)
            collectionView.rx.setDelegate(other).disposed(by: bag)
            let proxy = collectionView.delegate as? UICollectionViewDelegateFlowLayout
            let first = IndexPath(item: 0, section: 0)
            XCTAssertEqual(proxy?.collectionView(collectionView, layout: collectionView.collectionViewLayout, sizeForItemAt: first),
                           CGSize(width: 1, height: 2))
            XCTAssertEqual(proxy?.collectionView(collectionView, shouldSelectItemAt: first), true, "the first delegate's refusal is gone")
        }
    }
}
