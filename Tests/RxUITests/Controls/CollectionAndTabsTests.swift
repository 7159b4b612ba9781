import FoundationEssentials
import RxSwift
import RxRelay
import RxUI
@testable import UIKit
import XCTest

private final class PhotoCell: UICollectionViewCell {
    let nameLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(nameLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

private final class GalleryViewController: ViewController {
    let collection = UICollectionView(id: "photos")
    let photos = BehaviorRelay(value: ["sea", "hill", "moon"])
    private(set) var picked: [String] = []
    private(set) var loads = 0

    init(environment: Environment) {
        super.init(name: "gallery", environment: environment)
        title = "Gallery"
        tabBarItem = UITabBarItem(title: "Photos", image: nil, tag: 0)
    }

    override var elements: [any ViewElement] { [collection] }

    override func viewDidLoad() {
        super.viewDidLoad()
        loads += 1
        collection.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
        photos.bind(to: collection.rx.items(cellIdentifier: "Photo", cellType: PhotoCell.self)) { _, name, cell in
            cell.nameLabel.text = name
        }.disposed(by: disposeBag)
        collection.rx.modelSelected(String.self).subscribe(onNext: { [unowned self] in picked.append($0) })
            .disposed(by: disposeBag)
    }
}

private final class AboutViewController: ViewController {
    let version = UILabel(id: "version", text: "1.0")
    private(set) var loads = 0

    init(environment: Environment) {
        super.init(name: "about", environment: environment)
        title = "About"
    }

    override var elements: [any ViewElement] { [version] }

    override func viewDidLoad() {
        super.viewDidLoad()
        loads += 1
    }
}

private final class TabsController: UITabBarController {
    let gallery: GalleryViewController
    let about: AboutViewController

    init(environment: Environment) {
        gallery = GalleryViewController(environment: environment)
        about = AboutViewController(environment: environment)
        super.init(name: "tabs", environment: environment)
        viewControllers = [gallery, about]
    }
}

/// A screen that lists the elements it keeps, so the list it hands out is shared.
private final class KeptListViewController: ViewController {
    let kept: [any ViewElement] = [UILabel(id: "first", text: "1"), UILabel(id: "second", text: "2")]

    init(environment: Environment) {
        super.init(name: "kept", environment: environment)
    }

    override var elements: [any ViewElement] { kept }
}

final class CollectionAndTabsTests: XCTestCase, @unchecked Sendable {
    private let scheduler = VirtualTimeScheduler()
    @MainActor private lazy var window = Window(environment: Environment(mainScheduler: scheduler))
    private let bag = DisposeBag()

    @MainActor private func open() throws -> TabsController {
        var registry = ScreenRegistry()
        registry.register("tabs") { TabsController(environment: $0) }
        try window.open("tabs", from: registry)
        return try XCTUnwrap(window.topScreen as? TabsController)
    }

    func testCollectionRxItemsCellIdentifierAndModelSelected() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let tabs = try open()
            XCTAssertEqual(try window.snapshot().value(at: "photos[1].title"), .string("hill"))
            XCTAssertEqual(try window.snapshot().value(at: "photos.count"), .int(3))
            XCTAssertTrue(tabs.gallery.collection.cellForItem(at: IndexPath(item: 0, section: 0)) is PhotoCell)
            try window.selectRow(2)
            XCTAssertEqual(tabs.gallery.picked, ["moon"])
            XCTAssertEqual(try window.snapshot().value(at: "photos.selected"), .int(2))
            let before = window.snapshot()
            tabs.gallery.photos.accept(["sea", "hill"])
            XCTAssertEqual(DiffRenderer().render(window.snapshot(), previous: before),
                           "photos.count: 3 → 2\nphotos: -1 row (2)\nphotos.selected: 2 → null\n")
        }
    }

    /// The tab bar is put in front of the selected screen's list: a list the screen keeps is
    /// copied first, not changed, and asking twice gives the same.
    func testTheTabBarComesBeforeTheSelectedScreensElementsAndTheScreensListStaysAsItWas() {
        MainActor.assumeIsolated { () -> Void in
            let environment = Environment(mainScheduler: scheduler)
            let screen = KeptListViewController(environment: environment)
            let tabs = UITabBarController(name: "tabs", environment: environment)
            XCTAssertEqual(tabs._elements.map(\.id), ["tabBar"], "no tab: the bar alone")
            tabs.viewControllers = [screen]
            XCTAssertEqual(tabs._elements.map(\.id), ["tabBar", "first", "second"])
            XCTAssertEqual(tabs._elements.map(\.id), ["tabBar", "first", "second"])
            XCTAssertEqual(screen.kept.map(\.id), ["first", "second"], "the screen's own list is not changed")
        }
    }

    func testTabBarShowsTheSelectedScreenAndLoadsEachOnce() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let tabs = try open()
            var selected: [String] = []
            tabs.rx.didSelect.subscribe(onNext: { selected.append($0._name) }).disposed(by: bag)
            XCTAssertEqual(try window.snapshot().value(at: "nav.title"), .string("Gallery"))
            XCTAssertEqual(try window.snapshot().value(at: "tabBar.segments"), .string("Photos|About"))
            XCTAssertEqual(tabs.about.loads, 0, "a tab loads when first shown")
            try window.selectTab(titled: "About")
            XCTAssertEqual(try window.snapshot().value(at: "version.text"), .string("1.0"))
            XCTAssertEqual(try window.snapshot().value(at: "nav.title"), .string("About"))
            try window.selectTab(0)
            try window.selectTab(1)
            XCTAssertEqual(selected, ["about", "gallery", "about"])
            XCTAssertEqual([tabs.gallery.loads, tabs.about.loads], [1, 1])
            XCTAssertThrowsError(try window.selectTab(2))
        }
    }
}

final class SectionedCollectionTests: XCTestCase, @unchecked Sendable {
    func testASectionedReloadDataSourceFillsSectionsAddressedBySectionAndItem() throws {
        try MainActor.assumeIsolated { () throws -> Void in
            let collection = UICollectionView(id: "grid")
            collection.register(TitleCell.self, forCellWithReuseIdentifier: "Number")
            let dataSource = RxCollectionViewSectionedReloadDataSource<SectionModel<String, Int>>(
                configureCell: { _, collectionView, indexPath, number in
                    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Number", for: indexPath)
                    (cell as? TitleCell)?.titleLabel.text = "\(number)"
                    return cell
                })
            var picked: [Int] = []
            let bag = DisposeBag()
            Observable.just([SectionModel(model: "odd", items: [1, 3]), SectionModel(model: "even", items: [2])])
                .bind(to: collection.rx.items(dataSource: dataSource))
                .disposed(by: bag)
            collection.rx.modelSelected(Int.self).subscribe(onNext: { picked.append($0) }).disposed(by: bag)
            XCTAssertEqual(collection.numberOfSections, 2)
            XCTAssertEqual((collection.cellForItem(at: IndexPath(item: 0, section: 1)) as? TitleCell)?.titleLabel.text, "2")
            let snapshot = Snapshot(screens: [ScreenSnapshot(name: "s", title: "", elements: [collection._elementSnapshot()])])
            XCTAssertEqual(try snapshot.value(at: "grid[1][0].title"), .string("2"))
            try collection.userSelect(row: 1, section: 0)
            XCTAssertEqual(picked, [3])
            XCTAssertEqual(dataSource[IndexPath(item: 1, section: 0)], 3)
        }
    }
}

/// The `textLabel` this package's apps give a collection cell (rxs's, `package`): the item's title
/// whatever views come before it, emptied on reuse.
final class CollectionCellTextLabelTests: XCTestCase, @unchecked Sendable {
    func testTheTextLabelIsTheTitleThenTheOtherViewsFillTheRow() {
        MainActor.assumeIsolated { () -> Void in
            let cell = UICollectionViewCell()
            let note = UILabel()
            note.text = "note"
            cell.contentView.addSubview(note)
            XCTAssertEqual(cell._rowSnapshot(), RowSnapshot(title: "note"))
            cell.textLabel?.text = "Sea"
            XCTAssertTrue(cell.contentView.subviews.first === cell.textLabel)
            XCTAssertEqual(cell._rowSnapshot(), RowSnapshot(title: "Sea", subtitle: "note"))
            cell.prepareForReuse()
            XCTAssertNil(cell.textLabel?.text)
            XCTAssertEqual(cell._rowSnapshot(), RowSnapshot(title: "note"))
        }
    }
}
