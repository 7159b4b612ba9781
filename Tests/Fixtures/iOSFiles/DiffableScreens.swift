// A table and a collection screen written as iOS 15 code: diffable data sources fed by a view
// model's Driver, a compositional list layout, cell and supplementary registrations.
import RxCocoa
import RxSwift
import UIKit

struct Song: Hashable {
    let id: Int
    let title: String
    let artist: String
}

enum PlaylistSection: Hashable {
    case favourites, recent
}

final class PlaylistViewModel {
    let songs: Driver<[Song]>
    private let relay = BehaviorRelay<[Song]>(value: [
        Song(id: 1, title: "Blue", artist: "Joni"),
        Song(id: 2, title: "Help", artist: "The Beatles"),
    ])

    init() {
        songs = relay.asDriver()
    }

    func remove(_ song: Song) {
        relay.accept(relay.value.filter { $0 != song })
    }
}

/// Swipe-to-delete and section titles: a diffable data source's subclass, as on iOS.
final class PlaylistDataSource: UITableViewDiffableDataSource<PlaylistSection, Song> {
    var onDelete: ((Song) -> Void)?

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section) == .favourites ? "Favourites" : "Recent"
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                            forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete, let song = itemIdentifier(for: indexPath) else { return }
        onDelete?(song)
    }
}

final class PlaylistViewController: UIViewController {
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private let viewModel = PlaylistViewModel()
    private let disposeBag = DisposeBag()
    private lazy var dataSource = PlaylistDataSource(tableView: tableView) { tableView, indexPath, song in
        let cell = tableView.dequeueReusableCell(withIdentifier: "Song", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = song.title
        content.secondaryText = song.artist
        cell.contentConfiguration = content
        return cell
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Playlist"
        view.addSubview(tableView)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Song")
        dataSource.defaultRowAnimation = .fade
        dataSource.onDelete = { [weak self] song in self?.viewModel.remove(song) }

        viewModel.songs
            .drive(onNext: { [weak self] songs in
                var snapshot = NSDiffableDataSourceSnapshot<PlaylistSection, Song>()
                snapshot.appendSections([.favourites, .recent])
                snapshot.appendItems(Array(songs.prefix(1)), toSection: .favourites)
                snapshot.appendItems(Array(songs.dropFirst()), toSection: .recent)
                self?.dataSource.apply(snapshot, animatingDifferences: true)
            })
            .disposed(by: disposeBag)

        tableView.rx.itemSelected
            .compactMap { [weak self] indexPath in self?.dataSource.itemIdentifier(for: indexPath) }
            .subscribe(onNext: { song in print("Playing \(song.title)") })
            .disposed(by: disposeBag)
    }
}

final class AlbumsViewController: UIViewController {
    private enum Section: Int, Hashable {
        case main
    }

    private var collectionView: UICollectionView?
    private var dataSource: UICollectionViewDiffableDataSource<Section, String>?
    private let albums = BehaviorRelay<[String]>(value: ["Abbey Road", "Blue", "Kind of Blue"])
    private let disposeBag = DisposeBag()

    static func gridLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5),
                                                                             heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(120))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: 2)
        group.interItemSpacing = .fixed(8)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        section.orthogonalScrollingBehavior = .continuous
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        return UICollectionViewCompositionalLayout(section: section)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.showsSeparators = false
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        view.addSubview(collectionView)
        self.collectionView = collectionView

        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, album in
            var content = cell.defaultContentConfiguration()
            content.text = album
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, _ in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = "Albums"
            header.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
            collectionView, indexPath, album in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: album)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        self.dataSource = dataSource

        albums
            .subscribe(onNext: { [weak self] albums in
                var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
                snapshot.appendSections([.main])
                snapshot.appendItems(albums)
                self?.dataSource?.apply(snapshot)
            })
            .disposed(by: disposeBag)

        collectionView.rx.itemSelected
            .compactMap { [weak self] indexPath in self?.dataSource?.itemIdentifier(for: indexPath) }
            .subscribe(onNext: { album in print("Opening \(album)") })
            .disposed(by: disposeBag)
    }
}
