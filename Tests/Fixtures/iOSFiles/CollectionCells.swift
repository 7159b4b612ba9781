// Collection cells and headers written as iOS code writes them: views of their own in
// `contentView` (named as UIKit's table cell names its own), reuse reset, selection drawn.
import UIKit
import RxSwift
import RxCocoa

final class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = String(describing: PhotoCell.self)

    let imageView = UIImageView()
    let textLabel = UILabel()
    let detailTextLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(imageView)
        contentView.addSubview(textLabel)
        contentView.addSubview(detailTextLabel)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        textLabel.font = .preferredFont(forTextStyle: .headline)
        backgroundView = UIView()
        selectedBackgroundView = UIView()
        selectedBackgroundView?.backgroundColor = .systemBlue
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepareForReuse() {
        super.prepareForReuse()
        imageView.image = nil
        textLabel.text = nil
        detailTextLabel.text = nil
    }

    override var isSelected: Bool { didSet { contentView.alpha = isSelected ? 0.5 : 1 } }
    override var isHighlighted: Bool { didSet { contentView.backgroundColor = isHighlighted ? .lightGray : nil } }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView.frame = contentView.bounds
    }

    func configure(title: String, subtitle: String?, imageName: String) {
        textLabel.text = title
        detailTextLabel.text = subtitle
        imageView.image = UIImage(named: imageName)
    }
}

final class TagCell: UICollectionViewCell {
    let style = UIButton(type: .system)
    let accessoryView = UIView()
    var selectionStyle = 0
    var reuseCount = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}

final class SectionHeaderView: UICollectionReusableView {
    static let reuseIdentifier = "SectionHeader"
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(titleLabel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel.text = nil
    }
}

/// A photo grid's data source and bindings, as an iOS app writes them.
final class PhotoGrid: NSObject, UICollectionViewDataSource {
    let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
    var photos = ["sea", "hills"]
    private let disposeBag = DisposeBag()

    override init() {
        super.init()
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
        collectionView.register(SectionHeaderView.self,
                                forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: SectionHeaderView.reuseIdentifier)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier,
                                                            for: indexPath) as? PhotoCell else {
            return UICollectionViewCell()
        }
        cell.configure(title: photos[indexPath.item].capitalized, subtitle: nil, imageName: photos[indexPath.item])
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind,
                                                                     withReuseIdentifier: SectionHeaderView.reuseIdentifier,
                                                                     for: indexPath)
        (header as? SectionHeaderView)?.titleLabel.text = "Photos"
        return header
    }

    func bind(_ names: Observable<[String]>) {
        names
            .bind(to: collectionView.rx.items(cellIdentifier: PhotoCell.reuseIdentifier, cellType: PhotoCell.self)) { _, name, cell in
                cell.configure(title: name, subtitle: cell.reuseIdentifier, imageName: name)
            }
            .disposed(by: disposeBag)
        collectionView.rx.itemSelected
            .subscribe(onNext: { [weak self] indexPath in
                guard let cell = self?.collectionView.cellForItem(at: indexPath) as? PhotoCell else { return }
                cell.isSelected = true
            })
            .disposed(by: disposeBag)
    }
}

/// Cells made as iOS makes them: `init()` inherited.
@MainActor
func makeCells() -> [UICollectionViewCell] {
    [PhotoCell(), TagCell(frame: .zero), UICollectionViewCell()]
}
