import RxCocoa
import RxSwift
import UIKit
import XCTest

/// A cell that shows one text, as iOS code writes it: a label of its own in `contentView`.
final class TitleCell: UICollectionViewCell {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A photo cell: an image, a caption and a note (its `textLabel` in iOS code; this package's
/// apps have a `textLabel` of rxs's on collection cells), a selection it draws, and reuse it resets.
private final class PhotoCell: UICollectionViewCell {
    let imageView = UIImageView()
    let captionLabel = UILabel()
    let noteLabel = UILabel()
    private(set) var reuses = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(imageView)
        contentView.addSubview(captionLabel)
        contentView.addSubview(noteLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
        imageView.image = nil
        captionLabel.text = nil
    }

    override var isSelected: Bool {
        didSet { contentView.alpha = isSelected ? 0.5 : 1 }
    }
}

/// A collection cell is UIKit's: a reusable view with a content view, and none of a table
/// cell's labels. Its item is read from the views in it, in order.
final class CollectionViewCellTests: XCTestCase {
    func testACollectionCellIsAReusableViewAndNoTableCell() {
        MainActor.assumeIsolated { () -> Void in
            let cell: UIView = PhotoCell()
            XCTAssertTrue(cell is UICollectionReusableView)
            XCTAssertFalse(cell is UITableViewCell)
            XCTAssertTrue((cell as? UICollectionViewCell)?.contentView.superview === cell)
        }
    }

    func testTheRowIsReadFromTheViewsInTheCellInOrder() {
        MainActor.assumeIsolated { () -> Void in
            let cell = PhotoCell(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            cell.imageView.image = UIImage(named: "sea")
            cell.captionLabel.text = "Sea"
            cell.noteLabel.text = "2 km"
            let badge = UIButton(type: .system)
            badge.setTitle("New", for: .normal)
            cell.contentView.addSubview(badge)
            XCTAssertEqual(cell._rowSnapshot(), _RowSnapshot(title: "Sea", subtitle: "2 km", detail: "New", image: "sea"))
            cell.noteLabel.isHidden = true
            XCTAssertEqual(cell._rowSnapshot(), _RowSnapshot(title: "Sea", subtitle: "New", image: "sea"))
            XCTAssertEqual(UICollectionViewCell()._rowSnapshot(), _RowSnapshot())
        }
    }

    func testACollectionShowsEachCellsViewsAndReusesItsCellsThroughPrepareForReuse() {
        MainActor.assumeIsolated { () -> Void in
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
            let names = BehaviorSubject(value: ["Sea", "Hills"])
            let bag = DisposeBag()
            names.bind(to: collectionView.rx.items(cellIdentifier: "Photo", cellType: PhotoCell.self)) { _, name, cell in
                cell.captionLabel.text = name
                cell.imageView.image = UIImage(named: name.lowercased())
            }
            .disposed(by: bag)
            XCTAssertEqual(collectionView._elementSnapshot().rows,
                           [_RowSnapshot(title: "Sea", image: "sea"), _RowSnapshot(title: "Hills", image: "hills")])
            let first = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? PhotoCell
            XCTAssertEqual(first?.reuseIdentifier, "Photo")
            names.onNext(["Moon"])
            let reused = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? PhotoCell
            XCTAssertEqual(reused?.reuses, 1, "a cell taken off is reset and handed out again")
            XCTAssertEqual(collectionView._elementSnapshot().rows, [_RowSnapshot(title: "Moon", image: "moon")])
        }
    }

    func testSelectionBackgroundsAndHighlightAreTheCellsOwn() {
        MainActor.assumeIsolated { () -> Void in
            let cell = PhotoCell()
            cell.isSelected = true
            XCTAssertEqual(cell.contentView.alpha, 0.5)
            cell.isHighlighted = true
            let background = UIView()
            cell.backgroundView = background
            cell.selectedBackgroundView = UIView()
            XCTAssertTrue(background.superview === cell)
            XCTAssertTrue(cell.subviews.first === background, "behind the content view")
            cell.backgroundView = nil
            XCTAssertNil(background.superview)
        }
    }
}
