import RxCocoa
import RxSwift
import UIKit
import XCTest

/// A header of the app's own: a label in a reusable view, made by its `init(frame:)`.
private final class TitleHeader: UICollectionReusableView {
    let label = UILabel(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        return nil
    }
}

/// A cell of the app's own, made by its `init(frame:)` when the collection dequeues it.
private final class BadgeCell: UICollectionViewCell {
    let nameLabel = UILabel(frame: .zero)
    let countLabel = UILabel(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(nameLabel)
        contentView.addSubview(countLabel)
    }

    required init?(coder: NSCoder) {
        return nil
    }
}

private final class SectionsDataSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let sections = [("Fruit", ["apple", "pear"]), ("Nuts", ["pecan"])]

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].1.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Badge", for: indexPath)
        (cell as? BadgeCell)?.nameLabel.text = sections[indexPath.section].1[indexPath.item]
        (cell as? BadgeCell)?.countLabel.text = "#\(indexPath.item + 1)"
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
        (view as? TitleHeader)?.label.text = sections[indexPath.section].0
        return view
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize {
        CGSize(width: 320, height: 30)
    }
}

/// As RxCocoa tests `UICollectionView+Rx`, and a collection of sections with headers and cells
/// of the app's own.
final class UICollectionViewRxTests: XCTestCase, @unchecked Sendable {
    @MainActor private func makeCollection() -> UICollectionView {
        UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    }

    func testItemSelectedAndDeselected() {
        MainActor.assumeIsolated { () -> Void in
            let collectionView = makeCollection()
            var results: [String] = []
            let bag = DisposeBag()
            collectionView.rx.itemSelected.subscribe(onNext: { results.append("selected \($0.item)") }).disposed(by: bag)
            collectionView.rx.itemDeselected.subscribe(onNext: { results.append("deselected \($0.item)") }).disposed(by: bag)
            let delegate = collectionView.delegate as? UICollectionViewDelegate
            delegate?.collectionView(collectionView, didSelectItemAt: IndexPath(item: 2, section: 0))
            delegate?.collectionView(collectionView, didDeselectItemAt: IndexPath(item: 2, section: 0))
            XCTAssertEqual(results, ["selected 2", "deselected 2"])
        }
    }

    func testItemMovedComesFromTheDataSource() {
        MainActor.assumeIsolated { () -> Void in
            let collectionView = makeCollection()
            var moves: [String] = []
            let subscription = collectionView.rx.itemMoved.subscribe(onNext: {
                moves.append("\($0.sourceIndex.item) → \($0.destinationIndex.item)")
            })
            collectionView.dataSource?.collectionView(collectionView, moveItemAt: IndexPath(item: 0, section: 0),
                                                      to: IndexPath(item: 1, section: 0))
            XCTAssertEqual(moves, ["0 → 1"])
            subscription.dispose()
        }
    }

    func testDisplayEventsAreTypedWithRxCocoasNames() {
        MainActor.assumeIsolated { () -> Void in
            let collectionView = makeCollection()
            let cell = UICollectionViewCell(frame: .zero)
            let header = UICollectionReusableView(frame: .zero)
            var shown: [String] = []
            let bag = DisposeBag()
            let willDisplay: ControlEvent<Reactive<UICollectionView>.DisplayCollectionViewCellEvent> = collectionView.rx.willDisplayCell
            willDisplay.subscribe(onNext: { shown.append("will \($0.at.item) \($0.cell === cell)") }).disposed(by: bag)
            collectionView.rx.didEndDisplayingCell.subscribe(onNext: { shown.append("end \($0.at.item)") }).disposed(by: bag)
            let supplementary: ControlEvent<Reactive<UICollectionView>.DisplayCollectionViewSupplementaryViewEvent> =
                collectionView.rx.willDisplaySupplementaryView
            supplementary.subscribe(onNext: { shown.append("\($0.elementKind) \($0.at.section) \($0.supplementaryView === header)") })
                .disposed(by: bag)
            let delegate = collectionView.delegate as? UICollectionViewDelegate
            delegate?.collectionView(collectionView, willDisplay: cell, forItemAt: IndexPath(item: 1, section: 0))
            delegate?.collectionView(collectionView, didEndDisplaying: cell, forItemAt: IndexPath(item: 1, section: 0))
            delegate?.collectionView(collectionView, willDisplaySupplementaryView: header,
                                     forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 2))
            XCTAssertEqual(shown, ["will 1 true", "end 1", "\(UICollectionView.elementKindSectionHeader) 2 true"])
        }
    }

    func testEventsCompleteWhenTheCollectionGoes() {
        MainActor.assumeIsolated { () -> Void in
            var completed: [String] = []
            autoreleasepool {
                var collectionView: UICollectionView? = makeCollection()
                _ = collectionView?.rx.itemSelected.subscribe(onCompleted: { completed.append("itemSelected") })
                _ = collectionView?.rx.willDisplayCell.subscribe(onCompleted: { completed.append("willDisplayCell") })
                _ = collectionView?.rx.itemMoved.subscribe(onCompleted: { completed.append("itemMoved") })
                collectionView = nil
            }
            XCTAssertEqual(completed.sorted(), ["itemMoved", "itemSelected", "willDisplayCell"])
        }
    }

    func testModelSelectedFromItems() {
        MainActor.assumeIsolated { () -> Void in
            let collectionView = makeCollection()
            var models: [String] = []
            let bag = DisposeBag()
            Observable.just(["a", "b"]).bind(to: collectionView.rx.items(cellIdentifier: "Cell", cellType: TitleCell.self)) {
                _, title, cell in cell.titleLabel.text = title
            }
            .disposed(by: bag)
            collectionView.rx.modelSelected(String.self).subscribe(onNext: { models.append($0) }).disposed(by: bag)
            (collectionView.delegate as? UICollectionViewDelegate)?.collectionView(collectionView,
                                                                                   didSelectItemAt: IndexPath(item: 1, section: 0))
            XCTAssertEqual(models, ["b"])
        }
    }

    func testHeadersAndCustomCellsOfADataSourceSetDirectly() {
        MainActor.assumeIsolated { () -> Void in
            let collectionView = makeCollection()
            collectionView.register(BadgeCell.self, forCellWithReuseIdentifier: "Badge")
            collectionView.register(TitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                    withReuseIdentifier: "Header")
            let dataSource = SectionsDataSource()
            collectionView.dataSource = dataSource
            collectionView.delegate = dataSource
            XCTAssertEqual(collectionView.numberOfSections, 2)
            XCTAssertTrue(collectionView.cellForItem(at: IndexPath(item: 0, section: 1)) is BadgeCell)
            let rows = collectionView._elementSnapshot().rows
            XCTAssertEqual(rows.map(\.title), ["apple", "pear", "pecan"])
            XCTAssertEqual(rows.map(\.subtitle), ["#1", "#2", "#1"])
            XCTAssertEqual(rows.map(\.sectionHeader), ["Fruit", nil, "Nuts"])
            let header = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                          at: IndexPath(item: 0, section: 1))
            XCTAssertEqual((header as? TitleHeader)?.label.text, "Nuts")
        }
    }
}
